import { escapeMarkup } from '../../src/shared/escape-markup';

describe('escapeMarkup', () => {
  it('turns each character that could open or close markup into its reference, and only those', () => {
    expect(escapeMarkup(`Lamb & Rice <b>"Adult"</b> dog's`)).toBe('Lamb &amp; Rice &lt;b&gt;&quot;Adult&quot;&lt;/b&gt; dog&#39;s');
    expect(escapeMarkup('طعام القطط 2 kg')).toBe('طعام القطط 2 kg');
  });

  it('escapes an ampersand once, so a reference already in the text reads back as typed', () => {
    expect(escapeMarkup('&amp;')).toBe('&amp;amp;');
  });
});
