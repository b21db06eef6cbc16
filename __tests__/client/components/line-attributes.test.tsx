import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { LineAttributes } from '../../../src/client/components/cart-line/LineAttributes';
import { lineImage, swatchColour } from '../../../src/client/components/cart-line/line-image';
import { theme } from '../../../src/client/styles/theme';
import type { CartAttribute } from '../../../src/shared/api-types';

const show = (attributes: CartAttribute[]) =>
  render(<ThemeProvider theme={theme}><LineAttributes attributes={attributes} /></ThemeProvider>);

describe('line attributes (spec section 2)', () => {
  it('paints a colour (type 1) as a swatch of its value, named for screen readers', () => {
    show([{ type: 1, value: '#1e7b34', type_name: 'Colour', name: 'Green' }]);
    expect(screen.getByTestId('swatch')).toHaveStyle({ background: '#1e7b34' });
    expect(screen.getByRole('list', { name: 'Attributes' })).toHaveTextContent('Colour:Green');
  });

  it('writes every other type as type_name:name', () => {
    show([{ type: 2, value: null, type_name: 'Size', name: '2 kg' }, { type: 3, value: null, type_name: 'Offer', name: '3 for 2' }]);
    expect(screen.getByText('Size:2 kg')).toBeInTheDocument();
    expect(screen.getByText('Offer:3 for 2')).toBeInTheDocument();
    expect(screen.queryByTestId('swatch')).toBeNull();
  });

  it('falls back to text for a colour value that is not a plain colour', () => {
    show([{ type: 1, value: 'url(https://example.com/x.png)', type_name: 'Colour', name: 'Pattern' }]);
    expect(screen.queryByTestId('swatch')).toBeNull();
    expect(screen.getByText('Colour:Pattern')).toBeInTheDocument();
  });

  it('accepts only plain colour notations', () => {
    expect(swatchColour('#fff')).toBe('#fff');
    expect(swatchColour(' rgb(10, 20, 30) ')).toBe('rgb(10, 20, 30)');
    expect(swatchColour('navy')).toBe('navy');
    expect(swatchColour('red; background: url(x)')).toBeNull();
    expect(swatchColour(null)).toBeNull();
  });

  it('pictures a line by its first image, else its thumbnail', () => {
    expect(lineImage({ images: ' /a.webp , /b.webp', thumbnail: '/t.webp' })).toBe('/a.webp');
    expect(lineImage({ images: '', thumbnail: '/t.webp' })).toBe('/t.webp');
  });
});

describe('colour swatches on white', () => {
  it('have a border dark enough to see a pale colour (Sand) against the page', () => {
    show([{ type: 1, value: '#e8dcc2', type_name: 'Colour', name: 'Sand' }]);
    expect(screen.getByTestId('swatch')).toHaveStyle({ borderColor: theme.colors.textMuted });
  });
});
