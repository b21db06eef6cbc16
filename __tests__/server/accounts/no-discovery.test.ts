// Whether an email has an account must not show in confirmresend, confirm, reset or register:
// the same status and body for a known and an unknown email, and comparable answer times.
// Timings are compared by the lower quartile of 15 interleaved runs a side, within a wide
// factor: other work on the machine only ever adds time, and the quarter of the runs it left
// alone tells each side's own cost (the median moved with it), while a skipped password hash
// (about 10x) or a skipped database write still fails it.
import { performance } from 'node:perf_hooks';
import { confirmationCodes } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import type { TestApp } from '../../support/test-app';
import { accountsApp, activeCustomer, post, registration } from './account-helpers';

jest.setTimeout(240_000);

const RUNS = 15;
const FACTOR = 3;

function lowerQuartile(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 4)];
}

describe.each(DB_KINDS)('no account discovery on %s', (kind) => {
  let shop: TestApp;
  let serial = 0;

  beforeAll(async () => {
    shop = await accountsApp(kind);
  });

  afterAll(async () => {
    await shop.close();
  });

  async function unconfirmed(email: string): Promise<void> {
    expect((await post(shop, '/api/customer/register', registration(email))).json()).toMatchObject({ status: 1 });
  }

  /** Known and unknown emails take turns, so load on the machine hits both alike. */
  async function compare(url: string, known: () => Promise<Record<string, unknown>>, unknown: () => Record<string, unknown>) {
    const times = { known: [] as number[], unknown: [] as number[] };
    const answers = { known: new Set<string>(), unknown: new Set<string>() };
    for (let i = 0; i < RUNS; i += 1) {
      for (const side of ['known', 'unknown'] as const) {
        const body = side === 'known' ? await known() : unknown();
        const started = performance.now();
        const res = await post(shop, url, body, undefined, `10.55.${i}.${side === 'known' ? 1 : 2}`);
        times[side].push(performance.now() - started);
        answers[side].add(`${res.statusCode} ${res.body}`);
      }
    }
    expect([...answers.known]).toEqual([...answers.unknown]);
    const ratio = lowerQuartile(times.known) / lowerQuartile(times.unknown);
    expect(ratio).toBeGreaterThan(1 / FACTOR);
    expect(ratio).toBeLessThan(FACTOR);
  }

  const nextEmail = (tag: string) => {
    serial += 1;
    return `${tag}-${serial}@example.ae`;
  };

  it('answers register alike for a taken and a free email', async () => {
    const taken = nextEmail('taken');
    await unconfirmed(taken);
    await compare('/api/customer/register', async () => registration(taken), () => registration(nextEmail('free')));
  });

  it('answers reset alike for a customer and a stranger', async () => {
    const emails: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const email = nextEmail('reset');
      await activeCustomer(shop, email);
      emails.push(email);
    }
    let turn = 0;
    await compare('/api/customer/reset', async () => ({ email: emails[(turn += 1) % emails.length] }), () => ({ email: nextEmail('nobody') }));
  });

  it('answers confirmresend alike, the once-a-minute refusal included', async () => {
    const known = nextEmail('resend');
    const unknown = nextEmail('resend-nobody');
    await unconfirmed(known);
    const refusedKnown = await post(shop, '/api/customer/confirmresend', { email: known });
    const firstUnknown = await post(shop, '/api/customer/confirmresend', { email: unknown });
    const refusedUnknown = await post(shop, '/api/customer/confirmresend', { email: unknown });
    expect(firstUnknown.json()).toEqual({ status: 1, message: expect.any(String) });
    expect([refusedKnown.statusCode, refusedKnown.json()]).toEqual([refusedUnknown.statusCode, refusedUnknown.json()]);
    expect(refusedKnown.statusCode).toBe(429);
    // Fresh emails each time, so both sides do the full work of sending.
    const pool: string[] = [];
    for (let i = 0; i < RUNS; i += 1) pool.push(nextEmail('resend-pool'));
    for (const email of pool) await unconfirmed(email);
    // The codes of registration went out two minutes ago: each resend does the full work.
    await shop.database.db.update(confirmationCodes).set({ lastSentAt: new Date(Date.now() - 120_000) });
    await compare('/api/customer/confirmresend', async () => ({ email: pool.pop() }), () => ({ email: nextEmail('resend-unknown') }));
  });

  it('answers confirm alike, down to the try that burns the code', async () => {
    const known = nextEmail('confirm');
    const unknown = nextEmail('confirm-nobody');
    await unconfirmed(known);
    for (let i = 0; i < 5; i += 1) {
      const a = await post(shop, '/api/customer/confirm', { email: known, code: '000000' });
      const b = await post(shop, '/api/customer/confirm', { email: unknown, code: '000000' });
      expect(a.json()).toEqual(b.json());
    }
    const pool: string[] = [];
    for (let i = 0; i < RUNS; i += 1) pool.push(nextEmail('confirm-pool'));
    for (const email of pool) await unconfirmed(email);
    await compare('/api/customer/confirm', async () => ({ email: pool.pop(), code: '000000' }), () => ({ email: nextEmail('confirm-unknown'), code: '000000' }));
  });
});
