import { formatPrice, plainText } from '../../../src/client/lib/format';
import { navigate, registerRouter } from '../../../src/client/lib/navigation';

describe('navigate', () => {
  afterEach(() => registerRouter(null));

  it('goes through the registered router', async () => {
    const router = { navigate: jest.fn() };
    registerRouter(router);
    await navigate('/shop');
    await navigate('/login', { replace: true });
    expect(router.navigate).toHaveBeenNthCalledWith(1, '/shop', undefined);
    expect(router.navigate).toHaveBeenNthCalledWith(2, '/login', { replace: true });
  });
});

describe('formatting', () => {
  it('prints prices as AED with two decimals and separators', () => {
    expect(formatPrice(1234.5)).toBe('AED 1,234.50');
    expect(formatPrice(12)).toBe('AED 12.00');
  });

  it('turns an HTML excerpt into plain text', () => {
    expect(plainText('<p>Grain-free <strong>salmon</strong>\n recipe</p><script>x()</script><style>p{}</style>')).toBe(
      'Grain-free salmon recipe',
    );
    expect(plainText('<p>First.</p><p>Second.</p><ul><li>One</li><li>Two</li></ul>')).toBe('First. Second. One Two');
    expect(plainText('')).toBe('');
  });
});
