import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { anonymous, api, onTokenRefused, registerTokenSource, withToken } from '../../../src/client/lib/api-client';

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

describe('api client, calls without a session', () => {
  it('sends no token on anonymous calls even while logged in', async () => {
    const seen = capture();
    registerTokenSource(() => 'abc.def.ghi');
    await api.post('/api/customer/login', {}, anonymous());
    expect(seen[0].headers.toJSON()).not.toHaveProperty('Authorization');
  });
});

describe('api client, refused tokens', () => {
  function refuse(status: number) {
    api.defaults.adapter = (config) =>
      Promise.reject(new AxiosError('refused', 'ERR_BAD_REQUEST', config, null, {
        status, statusText: '', data: { status: 0 }, headers: {}, config,
      }));
  }

  it('tells the listeners which token got a 401', async () => {
    refuse(401);
    const heard: string[] = [];
    const stop = onTokenRefused((token) => heard.push(token));
    await expect(api.get('/api/cart/cartlist', withToken('t-1'))).rejects.toThrow('refused');
    stop();
    await expect(api.get('/api/cart/cartlist', withToken('t-2'))).rejects.toThrow('refused');
    expect(heard).toEqual(['t-1']);
  });

  it('stays quiet for other statuses and for calls without a token', async () => {
    const heard: string[] = [];
    const stop = onTokenRefused((token) => heard.push(token));
    refuse(403);
    await expect(api.get('/api/cart/cartlist', withToken('t-1'))).rejects.toThrow('refused');
    refuse(401);
    await expect(api.post('/api/customer/login', {})).rejects.toThrow('refused');
    stop();
    expect(heard).toEqual([]);
  });
});
