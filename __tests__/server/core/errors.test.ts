import { Type } from 'typebox';
import { type TestApp, buildTestApp } from '../../support/test-app';

let shop: TestApp;
const logged: unknown[] = [];

beforeAll(async () => {
  shop = await buildTestApp('pglite');
  const { app } = shop;
  // Routes that exist only here, to drive the shared handlers the real routes rely on.
  app.post('/api/test/echo', {
    schema: {
      body: Type.Object({
        email: Type.String({ format: 'email' }),
        count: Type.Integer({ minimum: 1 }),
        tags: Type.Optional(Type.Array(Type.Object({ name: Type.String({ minLength: 2 }) }))),
      }, { additionalProperties: false }),
      querystring: Type.Object({ p: Type.Optional(Type.Integer({ minimum: 1 })) }),
    },
  }, async (request) => ({ status: 1, body: request.body, query: request.query }));
  app.get('/api/test/boom', async (request) => {
    logged.push(request.id);
    throw new Error('relation "secret_table" does not exist');
  });
  app.get('/api/test/teapot', async () => {
    throw Object.assign(new Error('Too many attempts, try again in a minute.'), { statusCode: 429 });
  });
});

afterAll(async () => {
  await shop.close();
});

function post(payload: string, url = '/api/test/echo') {
  return shop.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
}

describe('error shapes', () => {
  it('accepts a valid body and coerces query numbers', async () => {
    const res = await post(JSON.stringify({ email: 'a@b.ae', count: 2 }), '/api/test/echo?p=3');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, body: { email: 'a@b.ae', count: 2 }, query: { p: 3 } });
  });

  it.each(['{"email": "a@b.ae",', ''])('answers malformed JSON %j with 400', async (payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message: 'The request body is not valid JSON.' });
  });

  it.each([
    [{ count: 1 }, 'The field "email" is required.'],
    [{ email: 'nope', count: 1 }, 'The field "email" must be a valid email address.'],
    [{ email: 'a@b.ae', count: 'many' }, 'The field "count" must be a whole number.'],
    [{ email: 'a@b.ae', count: 0 }, 'The field "count" must be at least 1.'],
    [{ email: 'a@b.ae', count: 1, tags: [{ name: 'x' }] }, 'The field "tags[0].name" must be at least 2 characters long.'],
    [{ email: 'a@b.ae', count: 1, admin: true }, 'The field "admin" is not allowed.'],
    [[1, 2], 'The request body must be an object.'],
  ])('names the field of a schema violation: %j', async (body, message) => {
    const res = await post(JSON.stringify(body));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message });
  });

  it('names a bad query parameter', async () => {
    const res = await post(JSON.stringify({ email: 'a@b.ae', count: 1 }), '/api/test/echo?p=zero');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message: 'The query parameter "p" must be a whole number.' });
  });

  it('answers 413 for a body over 1 MB', async () => {
    const res = await post(JSON.stringify({ email: 'a@b.ae', count: 1, pad: 'x'.repeat(1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 0, message: 'The request body is too large.' });
  });

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope/deeper'],
    ['DELETE', '/api/health'],
    ['GET', '/api'],
  ] as const)('answers %s %s with a JSON 404', async (method, url) => {
    const res = await shop.app.inject({ method, url, headers: { accept: 'text/html,*/*' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ status: 0, message: 'Not found' });
  });

  it('hides a thrown fault behind "Error", without stack or detail', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 0, message: 'Error' });
    expect(res.body).not.toMatch(/secret_table|at |\.ts/);
    expect(logged).toHaveLength(1);
  });

  it('passes a deliberate client error through with its status', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/test/teapot' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ status: 0, message: 'Too many attempts, try again in a minute.' });
  });
});
