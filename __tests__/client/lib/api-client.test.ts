import type { InternalAxiosRequestConfig } from 'axios';
import { api, registerTokenSource, withToken } from '../../../src/client/lib/api-client';

// Requests stop at a fake adapter, which records the headers the interceptor produced.
function capture() {
  const seen: InternalAxiosRequestConfig[] = [];
  api.defaults.adapter = (config) => {
    seen.push(config);
    return Promise.resolve({ data: { status: 1 }, status: 200, statusText: 'OK', headers: {}, config });
  };
  return seen;
}

afterEach(() => registerTokenSource(() => null));

describe('api client', () => {
  it('talks JSON to the same origin', async () => {
    const seen = capture();
    await api.post('/api/customer/reset', { email: 'a@b.c' });
    expect(seen[0].baseURL).toBe('');
    expect(seen[0].url).toBe('/api/customer/reset');
    expect(seen[0].headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no Authorization header without a token', async () => {
    const seen = capture();
    await api.get('/api/product/brands');
    expect(seen[0].headers.has('Authorization')).toBe(false);
  });

  it('adds the registered token as a Bearer header', async () => {
    const seen = capture();
    registerTokenSource(() => 'abc.def.ghi');
    await api.get('/api/cart/cartlist');
    expect(seen[0].headers.get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it('lets an explicit token win over the registered one', async () => {
    const seen = capture();
    registerTokenSource(() => 'registered');
    await api.get('/api/order/orderslist', withToken('explicit'));
    expect(seen[0].headers.get('Authorization')).toBe('Bearer explicit');
  });

  it('leaves the options alone when the explicit token is empty', () => {
    expect(withToken(null, { params: { p: 2 } })).toEqual({ params: { p: 2 } });
  });
});
