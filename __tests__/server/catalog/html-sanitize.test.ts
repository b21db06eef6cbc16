import { LruCache } from '../../../src/server/services/lru-cache';
import { clearSanitizerCaches, plainText, sanitizeRichText, sanitizerCacheStats } from '../../../src/server/services/html-sanitize';
import { attributeValue } from '../../../src/server/services/catalog-variants';

describe('sanitizeRichText', () => {
  it.each([
    ['<p>Hi <b>there</b><script>alert(1)</script></p>', '<p>Hi <b>there</b></p>'],
    ['<p onclick="steal()" style="color:red">text</p>', '<p>text</p>'],
    ['<img src="x" onerror="alert(1)"><img src="/media/a.webp" alt="A">', '<img src="x" /><img src="/media/a.webp" alt="A" />'],
    ['<a href="javascript:alert(1)">a</a>', '<a>a</a>'],
    ['<a href="JaVaScRiPt:alert(1)">a</a>', '<a>a</a>'],
    ['<a href="java&#x09;script:alert(1)">a</a>', '<a>a</a>'],
    ['<a href=" javascript:alert(1)">a</a>', '<a>a</a>'],
    ['<a href="data:text/html,<script>x</script>">a</a><img src="data:image/png;base64,AAAA">', '<a>a</a><img />'],
    ['<a href="//evil.example/x">a</a>', '<a>a</a>'],
    ['<a href="https://petora.ae/x" target="_blank">shop</a>', '<a href="https://petora.ae/x" target="_blank" rel="noopener noreferrer">shop</a>'],
    ['<a href="mailto:sales@petora.ae">mail</a>', '<a href="mailto:sales@petora.ae">mail</a>'],
    ['<style>p{display:none}</style><iframe src="https://x.example">inside</iframe>ok', 'ok'],
    ['<object data="x.swf">o</object><embed src="x"><svg onload="alert(1)"><script>1</script></svg>ok', 'ok'],
    ['<form action="/steal"><input name="x"><button>go</button></form>', ''],
    ['&lt;script&gt;alert(1)&lt;/script&gt; Lamb &amp; Rice', '&lt;script&gt;alert(1)&lt;/script&gt; Lamb &amp; Rice'],
    ['<table><tr><td colspan="2" onmouseover="x()">a</td></tr></table>', '<table><tr><td colspan="2">a</td></tr></table>'],
    ['<p>unclosed <b>bold', '<p>unclosed <b>bold</b></p>'],
  ])('%s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('answers empty text for null and empty input', () => {
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText('')).toBe('');
  });
});

describe('plainText', () => {
  it.each([
    ['<script>alert(1)</script>Bowl', 'Bowl'],
    ['<img src=x onerror=alert(1)>Toy <b>Box</b>', 'Toy Box'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;Bowl', 'Bowl'],
    ['&amp;lt;b&amp;gt;Bowl', 'Bowl'],
    ['Lamb &amp; Rice', 'Lamb & Rice'],
    ['Lamb & Rice', 'Lamb & Rice'],
    ['  Salmon "Gold" 50% more  ', 'Salmon "Gold" 50% more'],
    ['Bowl < 2 kg, lid > 1 kg', 'Bowl < 2 kg, lid > 1 kg'],
  ])('%s', (input, expected) => {
    expect(plainText(input)).toBe(expected);
  });

  it('caches results: the same text is parsed once', () => {
    clearSanitizerCaches();
    plainText('<b>Cached</b> name');
    plainText('<b>Cached</b> name');
    sanitizeRichText('<p>cached</p>');
    sanitizeRichText('<p>cached</p>');
    const stats = sanitizerCacheStats();
    expect(stats.plain).toMatchObject({ hits: 1, misses: 1, size: 1 });
    expect(stats.rich).toMatchObject({ hits: 1, misses: 1, size: 1 });
  });
});

describe('attributeValue', () => {
  it('lets only colour notations through for colour swatches, and plain text for others', () => {
    expect(attributeValue('#c0392b', 1)).toBe('#c0392b');
    expect(attributeValue('rgb(10, 20, 30)', 1)).toBe('rgb(10, 20, 30)');
    expect(attributeValue('navy', 1)).toBe('navy');
    expect(attributeValue('red;background:url(javascript:alert(1))', 1)).toBeNull();
    expect(attributeValue('url(https://x.example/a.png)', 1)).toBeNull();
    expect(attributeValue('  ', 1)).toBeNull();
    expect(attributeValue('<b>XL</b>', 2)).toBe('XL');
    expect(attributeValue(null, 2)).toBeNull();
  });
});

describe('LruCache', () => {
  const weigh = (key: string, value: string) => key.length + value.length;

  it('evicts the least recently used entry beyond its entry limit', () => {
    const cache = new LruCache<string>({ maxEntries: 2, maxWeight: 1000, weigh });
    const compute = jest.fn((key: string) => key.toUpperCase());
    cache.getOrCompute('a', compute);
    cache.getOrCompute('b', compute);
    cache.getOrCompute('a', compute);
    cache.getOrCompute('c', compute);
    expect(cache.getOrCompute('a', compute)).toBe('A');
    expect(compute).toHaveBeenCalledTimes(3);
    cache.getOrCompute('b', compute);
    expect(compute).toHaveBeenCalledTimes(4);
    expect(cache.stats()).toMatchObject({ size: 2, hits: 2, misses: 4 });
  });

  it('stays within its weight and does not keep a value larger than a quarter of it', () => {
    const cache = new LruCache<string>({ maxEntries: 100, maxWeight: 40, weigh });
    for (const key of ['aaaa', 'bbbb', 'cccc', 'dddd', 'eeee']) cache.getOrCompute(key, (k) => k);
    expect(cache.stats()).toMatchObject({ size: 5, weight: 40 });
    // Over the weight: the least recently used go until it is a sixteenth below (38), two of them.
    cache.getOrCompute('ffff', (k) => k);
    expect(cache.stats()).toMatchObject({ size: 4, weight: 32 });
    const compute = jest.fn((k: string) => k);
    for (const key of ['cccc', 'dddd', 'eeee', 'ffff']) cache.getOrCompute(key, compute);
    expect(compute).not.toHaveBeenCalled();
    cache.getOrCompute('x'.repeat(20), (k) => k);
    expect(cache.stats().size).toBe(4);
  });

  it('lets a sixteenth of a full cache go at once, the least recently used', () => {
    const cache = new LruCache<string>({ maxEntries: 64, maxWeight: 100_000, weigh });
    for (let i = 0; i < 64; i += 1) cache.getOrCompute(`k${i}`, (k) => k);
    cache.getOrCompute('k0', (k) => k);
    cache.getOrCompute('k64', (k) => k);
    expect(cache.stats().size).toBe(60);
    const compute = jest.fn((k: string) => k);
    // k0 was used again, so k1 to k5 went instead.
    for (const key of ['k0', 'k6', 'k63', 'k64']) cache.getOrCompute(key, compute);
    expect(compute).not.toHaveBeenCalled();
    cache.getOrCompute('k5', compute);
    expect(compute).toHaveBeenCalledTimes(1);
  });
});
