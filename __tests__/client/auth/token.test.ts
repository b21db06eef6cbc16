import { customerFromToken, readToken } from '../../../src/client/features/auth/token';
import { customerToken, sampleCustomer, tokenFor } from './token-fixtures';

describe('readToken', () => {
  it('reads the payload of a well-formed token', () => {
    expect(readToken(tokenFor({ email: 'a@b.c', n: 1 }))).toEqual({ ok: true, payload: { email: 'a@b.c', n: 1 } });
  });

  it('accepts two dot-separated parts (no signature)', () => {
    const [header, payload] = tokenFor({ email: 'a@b.c' }).split('.');
    expect(readToken(`${header}.${payload}`)).toEqual({ ok: true, payload: { email: 'a@b.c' } });
  });

  it.each([undefined, null, 42, { token: 'x' }])('rejects %p: must be a string', (value) => {
    expect(readToken(value)).toEqual({ ok: false, error: 'Invalid token specified: must be a string' });
  });

  it.each(['', 'no-dots-at-all'])('rejects %p: missing part', (value) => {
    expect(readToken(value)).toEqual({ ok: false, error: 'missing part' });
  });

  it('rejects a payload that is not base64: invalid base64', () => {
    expect(readToken('aGVhZGVy.a.c2ln')).toEqual({ ok: false, error: 'invalid base64' });
    expect(readToken('aGVhZGVy.@@@.c2ln')).toEqual({ ok: false, error: 'invalid base64' });
  });

  it('rejects a base64 payload that is not JSON: invalid json', () => {
    const notJson = Buffer.from('{not json', 'utf8').toString('base64url');
    expect(readToken(`aGVhZGVy.${notJson}.c2ln`)).toEqual({ ok: false, error: 'invalid json' });
  });
});

describe('customerFromToken', () => {
  it('returns the customer fields of the payload and nothing else', () => {
    expect(customerFromToken(customerToken)).toEqual(sampleCustomer);
  });

  it('fills absent optional fields with neutral values', () => {
    expect(customerFromToken(tokenFor({ email: 'a@b.c' }))).toEqual({
      name: '',
      company_name: '',
      lisence_number: null,
      otrn_number: null,
      country_id: 0,
      mobile: null,
      email: 'a@b.c',
    });
  });

  it.each([
    ['an unreadable token', 'garbage'],
    ['a non-string', 12],
    ['a payload that is not an object', tokenFor([1, 2])],
    ['a payload without an email', tokenFor({ name: 'No Email' })],
  ])('returns null for %s', (_label, token) => {
    expect(customerFromToken(token)).toBeNull();
  });
});
