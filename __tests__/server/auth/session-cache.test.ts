// The rules of the per-instance session cache, apart from any database: what it keeps, when it
// asks again, and what it forgets on hearing of a change.
import { ANY_SESSION, type OpenSession, SessionCache } from '../../../src/server/services/auth/session-cache';

const HOUR = 3_600_000;
let clock = 1_000_000;
const now = () => clock;
const open = (subjectId = 7, priceListId: number | null = null): OpenSession => ({ kind: 'customer', subjectId, expiresAt: new Date(clock + HOUR), priceListId });

function countingLoad(answer: () => OpenSession | null) {
  const load = jest.fn(async () => answer());
  return load;
}

function hearingCache(opts: { limit?: number; maxAgeMs?: number } = {}) {
  const cache = new SessionCache({ ...opts, now });
  cache.live(true);
  return cache;
}

beforeEach(() => {
  clock = 1_000_000;
});

it('reads a session once and answers it again from memory', async () => {
  const cache = hearingCache();
  const load = countingLoad(() => open());
  expect(await cache.read('customer', 7, 'sid-a', load)).toMatchObject({ subjectId: 7 });
  expect(await cache.read('customer', 7, 'sid-a', load)).toMatchObject({ subjectId: 7 });
  expect(load).toHaveBeenCalledTimes(1);
  expect(cache.size).toBe(1);
});

it('does not keep an ended session, so it is asked again', async () => {
  const cache = hearingCache();
  const load = countingLoad(() => null);
  expect(await cache.read('customer', 7, 'sid-a', load)).toBeNull();
  expect(await cache.read('customer', 7, 'sid-a', load)).toBeNull();
  expect(load).toHaveBeenCalledTimes(2);
});

it('forgets the session a notification names, and every session on a change to any', async () => {
  const cache = hearingCache();
  const load = countingLoad(() => open());
  for (const sid of ['sid-a', 'sid-b', 'sid-c']) await cache.read('customer', 7, sid, load);
  cache.notified('sid-a');
  expect(cache.size).toBe(2);
  await cache.read('customer', 7, 'sid-a', load);
  expect(load).toHaveBeenCalledTimes(4);
  cache.notified('a session this instance never read');
  expect(cache.size).toBe(3);
  cache.notified(ANY_SESSION);
  expect(cache.size).toBe(0);
});

it('does not keep an answer read while a change was heard (the change may have come after the read)', async () => {
  const cache = hearingCache();
  let release: () => void = () => undefined;
  const slow = jest.fn(() => new Promise<OpenSession>((resolve) => { release = () => resolve(open()); }));
  const reading = cache.read('customer', 7, 'sid-a', slow);
  cache.notified('sid-a');
  release();
  expect(await reading).toMatchObject({ subjectId: 7 });
  expect(cache.size).toBe(0);
});

it('keeps nothing while it cannot hear, and drops all it kept when hearing is lost', async () => {
  const cache = new SessionCache({ now });
  const load = countingLoad(() => open());
  await cache.read('customer', 7, 'sid-a', load);
  await cache.read('customer', 7, 'sid-a', load);
  expect(load).toHaveBeenCalledTimes(2);
  cache.live(true);
  await cache.read('customer', 7, 'sid-a', load);
  expect(cache.size).toBe(1);
  cache.live(false);
  expect(cache.size).toBe(0);
  await cache.read('customer', 7, 'sid-a', load);
  expect(cache.size).toBe(0);
});

it('asks again after its longest keeping time, and never serves a session past its expiry', async () => {
  const cache = hearingCache({ maxAgeMs: 60_000 });
  const load = countingLoad(() => open());
  await cache.read('customer', 7, 'sid-a', load);
  clock += 59_000;
  await cache.read('customer', 7, 'sid-a', load);
  expect(load).toHaveBeenCalledTimes(1);
  clock += 2_000;
  await cache.read('customer', 7, 'sid-a', load);
  expect(load).toHaveBeenCalledTimes(2);

  const ending = countingLoad(() => ({ ...open(), expiresAt: new Date(clock + 1_000) }));
  await cache.read('customer', 7, 'sid-b', ending);
  clock += 1_000;
  await cache.read('customer', 7, 'sid-b', ending);
  expect(ending).toHaveBeenCalledTimes(2);
});

it('answers a kept session only to a token of its own account and kind', async () => {
  const cache = hearingCache();
  await cache.read('customer', 7, 'sid-a', countingLoad(() => open(7)));
  const load = countingLoad(() => null);
  expect(await cache.read('customer', 8, 'sid-a', load)).toBeNull();
  expect(await cache.read('staff', 7, 'sid-a', load)).toBeNull();
});

it('holds at most its limit, letting the longest unused go first', async () => {
  const cache = hearingCache({ limit: 2 });
  const load = countingLoad(() => open());
  await cache.read('customer', 7, 'sid-a', load);
  await cache.read('customer', 7, 'sid-b', load);
  await cache.read('customer', 7, 'sid-a', load);
  await cache.read('customer', 7, 'sid-c', load);
  expect(cache.size).toBe(2);
  expect(load).toHaveBeenCalledTimes(3);
  await cache.read('customer', 7, 'sid-a', load);
  expect(load).toHaveBeenCalledTimes(3);
  await cache.read('customer', 7, 'sid-b', load);
  expect(load).toHaveBeenCalledTimes(4);
});

describe('probes, which tell an instance it has heard everything committed before them', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('answers once its probe is heard, and a probe changes nothing kept', async () => {
    const cache = hearingCache();
    await cache.read('customer', 7, 'sid-a', countingLoad(() => open()));
    let answered = false;
    let sent = '';
    const heard = cache.settle(async (probe) => { sent = probe; }, 1_000).then(() => { answered = true; });
    cache.notified('probe:another instance');
    await Promise.resolve();
    expect(answered).toBe(false);
    cache.notified(sent);
    await heard;
    expect(cache.keeps('sid-a')).toBe(true);
  });

  it('drops everything kept when its probe is not heard in time (the listener may be stuck)', async () => {
    const cache = hearingCache();
    await cache.read('customer', 7, 'sid-a', countingLoad(() => open()));
    const heard = cache.settle(async () => undefined, 1_000);
    jest.advanceTimersByTime(1_000);
    await heard;
    expect(cache.size).toBe(0);
  });

  it('drops everything kept when its probe cannot be sent, without waiting', async () => {
    const cache = hearingCache();
    await cache.read('customer', 7, 'sid-a', countingLoad(() => open()));
    await cache.settle(async () => { throw new Error('database unavailable'); }, 1_000);
    expect(cache.size).toBe(0);
  });
});
