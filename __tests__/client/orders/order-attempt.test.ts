import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { attemptSignature, newIdempotencyKey, refusalMessage } from '../../../src/client/features/orders/order-attempt';

const request = { address: 'Unit 12, Al Quoz', postalCode: '12002', note: '', total: 120.5, lines: [] };
const withLines = (lines: Array<[number, number, number?]>, changes: Partial<typeof request> = {}) =>
  ({ ...request, ...changes, lines: lines.map(([aid, count, price = 10]) => ({ aid, count, price })) });
const failure = (status: number, data: unknown) =>
  new AxiosError('failed', 'ERR_BAD_REQUEST', {} as InternalAxiosRequestConfig, null, {
    status, data, statusText: '', headers: {}, config: {} as InternalAxiosRequestConfig,
  });

describe('checkout attempts', () => {
  it('names the same cart, address and note alike, whatever the order of the lines', () => {
    const a = attemptSignature(withLines([[2, 3], [1, 1]]));
    expect(attemptSignature(withLines([[1, 1], [2, 3]]))).toBe(a);
  });

  it('tells a changed count, address or note apart', () => {
    const a = attemptSignature(withLines([[1, 1]]));
    expect(attemptSignature(withLines([[1, 2]]))).not.toBe(a);
    expect(attemptSignature(withLines([[1, 1]], { address: 'Shop 4' }))).not.toBe(a);
    expect(attemptSignature(withLines([[1, 1]], { note: 'Call first' }))).not.toBe(a);
    // New prices on screen (a refusal brought them) make a new attempt too, in the total or a line alone.
    expect(attemptSignature(withLines([[1, 1]], { total: 118 }))).not.toBe(a);
    expect(attemptSignature(withLines([[1, 1, 12]]))).not.toBe(a);
  });

  it('makes a fresh UUID-shaped key each time, with or without randomUUID', () => {
    const shape = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const first = newIdempotencyKey();
    expect(first).toMatch(shape);
    expect(newIdempotencyKey()).not.toBe(first);
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(shape);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it("keeps the server's reason for a refusal", () => {
    const reason = 'Crunchy Kibble 2 kg: only 12 left in stock';
    expect(refusalMessage({ status: 0, message: reason })).toBe(reason);
    expect(refusalMessage(failure(409, { status: 0, message: reason }))).toBe(reason);
    expect(refusalMessage(failure(400, { status: 0, message: 'Your cart is empty' }))).toBe('Your cart is empty');
  });

  it('keeps nothing from faults, session answers or answers without a message', () => {
    expect(refusalMessage(failure(500, { status: 0, message: 'Error' }))).toBeNull();
    expect(refusalMessage(failure(401, { status: 0, message: 'Invalid token' }))).toBeNull();
    expect(refusalMessage(new Error('Network Error'))).toBeNull();
    expect(refusalMessage({ status: 0 })).toBeNull();
    expect(refusalMessage(undefined)).toBeNull();
  });
});
