import {
  PASSWORD_LENGTH, burnPasswordCheck, hashPassword, isPasswordLengthValid, needsRehash, verifyPassword,
} from '../../../src/server/services/accounts/passwords';

describe('password hashing', () => {
  it('salts every hash, verifies the right password and refuses a wrong one', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).not.toBe(second);
    const [scheme, n, r, p, salt, key] = first.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(key, 'base64')).toHaveLength(64);
    expect(await verifyPassword(first, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(second, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(first, 'correct horse batterY')).toBe(false);
    expect(needsRehash(first)).toBe(false);
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const stored = await hashPassword('caf\u00e9 au lait');
    expect(await verifyPassword(stored, 'cafe\u0301 au lait')).toBe(true);
  });

  it('verifies an older, cheaper hash and asks for a rehash', async () => {
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.alloc(16, 7);
    const key = scryptSync('old password', salt, 64, { N: 1024, r: 8, p: 1 });
    const stored = `scrypt$1024$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword(stored, 'old password')).toBe(true);
    expect(needsRehash(stored)).toBe(true);
  });

  it.each([
    '',
    'x',
    'bcrypt$10$abc',
    'scrypt$1000$8$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaA==',
    `scrypt$${2 ** 25}$8$1$c2FsdHNhbHRzYWx0c2FsdA==$${Buffer.alloc(64).toString('base64')}`,
    'scrypt$32768$8$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaA==',
  ])('refuses to match anything against a stored value that is not a usable hash: %j', async (stored) => {
    expect(await verifyPassword(stored, 'anything')).toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });

  it('spends a real check on unknown accounts and always fails it', async () => {
    expect(await burnPasswordCheck('correct horse battery')).toBe(false);
  });

  it('allows 8 to 128 characters', () => {
    expect(PASSWORD_LENGTH).toEqual({ min: 8, max: 128 });
    expect(isPasswordLengthValid('x'.repeat(7))).toBe(false);
    expect(isPasswordLengthValid('x'.repeat(8))).toBe(true);
    expect(isPasswordLengthValid('x'.repeat(128))).toBe(true);
    expect(isPasswordLengthValid('x'.repeat(129))).toBe(false);
  });
});
