import { removeCartLine, setCartCount } from '../../../src/client/features/cart/cart-api';
import { registerTokenSource } from '../../../src/client/lib/api-client';
import { bodyOf, fakeServer } from '../lib/fake-adapter';
import { serverCart } from './cart-fixtures';

beforeEach(() => registerTokenSource(() => 'customer.token.sig'));
afterEach(() => registerTokenSource(() => null));

describe('setCartCount (POST /api/cart/addtocart)', () => {
  it('sends the article id and the count with the Bearer token and returns the reply', async () => {
    const seen = fakeServer({ data: { status: 1, cart: serverCart } });
    await expect(setCartCount(5, 3)).resolves.toEqual({ status: 1, cart: serverCart });
    expect(seen[0].method).toBe('post');
    expect(seen[0].url).toBe('/api/cart/addtocart');
    expect(bodyOf(seen[0])).toEqual({ aid: 5, count: 3 });
    expect(seen[0].headers.get('Authorization')).toBe('Bearer customer.token.sig');
  });

  it('passes a status 0 reply on for the saga to judge', async () => {
    fakeServer({ data: { status: 0, message: 'Out of stock' } });
    await expect(setCartCount(5, 3)).resolves.toEqual({ status: 0, message: 'Out of stock' });
  });

  it('rejects when the call fails', async () => {
    fakeServer({ status: 500 });
    await expect(setCartCount(5, 3)).rejects.toThrow('status code 500');
  });
});

describe('removeCartLine (GET /api/cart/remove)', () => {
  it('sends the article id as the aid query with the Bearer token', async () => {
    const seen = fakeServer({ data: { status: 1, cart: serverCart } });
    await expect(removeCartLine(5)).resolves.toEqual({ status: 1, cart: serverCart });
    expect(seen[0].method).toBe('get');
    expect(seen[0].url).toBe('/api/cart/remove');
    expect(seen[0].params).toEqual({ aid: 5 });
    expect(seen[0].data).toBeUndefined();
    expect(seen[0].headers.get('Authorization')).toBe('Bearer customer.token.sig');
  });

  it('rejects when the call fails', async () => {
    fakeServer({ status: 401 });
    await expect(removeCartLine(5)).rejects.toThrow('status code 401');
  });
});
