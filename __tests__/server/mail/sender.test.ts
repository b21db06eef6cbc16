// The outbox sender on its own: retries, giving up, and several instances never sending one mail twice.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { mailOutbox } from '../../../src/server/db/schema';
import { MailSender, type MailTransport } from '../../../src/server/services/mail/sender';
import { DB_KINDS, createTestDatabase } from '../../support/test-db';

interface Sent { to: string; subject: string; from: string }

/** Fails the first `failures` sends, then accepts. */
function fakeTransport(failures = 0): MailTransport & { sent: Sent[]; tries: number } {
  const transport = {
    sent: [] as Sent[],
    tries: 0,
    async sendMail(mail: Sent) {
      transport.tries += 1;
      if (transport.tries <= failures) throw new Error(`421 mail server busy (try ${transport.tries})`);
      transport.sent.push({ to: mail.to, subject: mail.subject, from: mail.from });
    },
    close() {},
  };
  return transport;
}

const log = () => ({ info: jest.fn(), warn: jest.fn(), error: jest.fn() });

describe.each(DB_KINDS)('MailSender on %s', (kind) => {
  let database: Database;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });

  afterEach(async () => {
    await database.close();
  });

  async function queue(to: string): Promise<number> {
    const [row] = await database.db.insert(mailOutbox).values({ to, subject: `Hello ${to}`, text: 'text', html: '<p>html</p>' }).returning();
    return row.id;
  }

  const rowOf = async (id: number) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

  it('sends queued mail in order with the configured sender and marks it sent', async () => {
    const transport = fakeTransport();
    const sender = new MailSender(database.db, transport, { from: 'Petora <sales@petora.ae>', log: log(), sweepIntervalMs: 0 });
    const a = await queue('a@example.ae');
    const b = await queue('b@example.ae');
    sender.kick();
    await sender.idle();
    expect(transport.sent).toEqual([
      { to: 'a@example.ae', subject: 'Hello a@example.ae', from: 'Petora <sales@petora.ae>' },
      { to: 'b@example.ae', subject: 'Hello b@example.ae', from: 'Petora <sales@petora.ae>' },
    ]);
    for (const id of [a, b]) expect(await rowOf(id)).toMatchObject({ attempts: 1, error: null, sentAt: expect.any(Date) });
    // Nothing is sent twice.
    sender.kick();
    await sender.idle();
    expect(transport.sent).toHaveLength(2);
    await sender.close();
  });

  it('records a failure, retries after the delay and delivers', async () => {
    const transport = fakeTransport(2);
    const logger = log();
    const sender = new MailSender(database.db, transport, { from: 'shop@petora.ae', log: logger, retryDelaysMs: [0], sweepIntervalMs: 0 });
    const id = await queue('retry@example.ae');
    sender.kick();
    while (transport.sent.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await sender.idle();
    expect(await rowOf(id)).toMatchObject({ attempts: 3, error: null, sentAt: expect.any(Date) });
    expect(logger.warn).toHaveBeenCalledTimes(2);
    await sender.close();
  });

  it('gives up after the last attempt and keeps the error', async () => {
    const transport = fakeTransport(99);
    const logger = log();
    const sender = new MailSender(database.db, transport, { from: 'shop@petora.ae', log: logger, maxAttempts: 3, retryDelaysMs: [0], sweepIntervalMs: 0 });
    const id = await queue('never@example.ae');
    sender.kick();
    while (logger.error.mock.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await sender.idle();
    expect(await rowOf(id)).toMatchObject({ attempts: 3, sentAt: null, error: '421 mail server busy (try 3)' });
    expect(transport.tries).toBe(3);
    sender.kick();
    await sender.idle();
    expect(transport.tries).toBe(3);
    await sender.close();
  });

  it("keeps a mail's secrets out of a refusal that quotes it, in the row and in the log", async () => {
    const logger = log();
    const quoting: MailTransport = {
      async sendMail(mail: { text?: string }) { throw new Error(`554 rejected: ${mail.text}`); },
      close() {},
    };
    const sender = new MailSender(database.db, quoting, { from: 'shop@petora.ae', log: logger, maxAttempts: 1, sweepIntervalMs: 0 });
    const [row] = await database.db.insert(mailOutbox)
      .values({ to: 'c@example.ae', subject: 'Reset', text: 'Open https://shop.test/reset/SeCrEt-CoDe-123', html: null, secrets: ['SeCrEt-CoDe-123'] }).returning();
    sender.kick();
    await sender.idle();
    expect((await rowOf(row.id)).error).toBe('554 rejected: Open https://shop.test/reset/[hidden]');
    expect(JSON.stringify(logger.error.mock.calls)).toContain('/reset/[hidden]');
    expect(JSON.stringify(logger.error.mock.calls)).not.toContain('SeCrEt-CoDe-123');
    await sender.close();
  });

  it('lets two senders on one outbox deliver each mail once', async () => {
    const ids = await Promise.all(['1', '2', '3', '4', '5', '6'].map((n) => queue(`twin${n}@example.ae`)));
    const one = fakeTransport();
    const two = fakeTransport();
    const senders = [one, two].map((t) => new MailSender(database.db, t, { from: 'shop@petora.ae', log: log(), sweepIntervalMs: 0 }));
    for (const sender of senders) sender.kick();
    await Promise.all(senders.map((sender) => sender.idle()));
    const delivered = [...one.sent, ...two.sent].map((m) => m.to).sort();
    expect(delivered).toEqual(ids.map((_, i) => `twin${i + 1}@example.ae`));
    for (const id of ids) expect((await rowOf(id)).attempts).toBe(1);
    await Promise.all(senders.map((sender) => sender.close()));
  });

  it('does not send a mail another instance is still sending when it starts, but takes it once that lease has run out', async () => {
    const id = await queue('lease@example.ae');
    // The first instance is in the middle of handing the mail over: it has claimed it and its
    // transport is holding it until `release`.
    let release: () => void = () => undefined;
    let handingOver: () => void = () => undefined;
    const handedOver = new Promise<void>((resolve) => { handingOver = resolve; });
    const slow: MailTransport & { sent: Sent[] } = {
      sent: [],
      async sendMail(mail: Sent) {
        const held = new Promise<void>((resolve) => { release = resolve; });
        handingOver();
        await held;
        slow.sent.push(mail);
      },
      close() {},
    };
    const first = new MailSender(database.db, slow, { from: 'shop@petora.ae', log: log(), sweepIntervalMs: 0 });
    first.kick();
    await handedOver;
    expect((await rowOf(id)).attempts).toBe(1);
    // A second instance starts (its first run used to resend whatever was claimed but unsent).
    const other = fakeTransport();
    const second = new MailSender(database.db, other, { from: 'shop@petora.ae', log: log(), sweepIntervalMs: 0 });
    second.start();
    await second.idle();
    expect(other.sent).toEqual([]);
    release();
    await first.idle();
    expect(slow.sent.map((m) => m.to)).toEqual(['lease@example.ae']);
    expect(await rowOf(id)).toMatchObject({ attempts: 1, sentAt: expect.any(Date) });

    // A sender that died mid-send: once its lease is over the mail is due again for anyone.
    const orphan = await queue('orphan@example.ae');
    await database.db.update(mailOutbox).set({ attempts: 1, nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(mailOutbox.id, orphan));
    second.kick();
    await second.idle();
    expect(other.sent.map((m) => m.to)).toEqual(['orphan@example.ae']);
    await Promise.all([first.close(), second.close()]);
  });

  it('sends nothing once closed', async () => {
    const transport = fakeTransport();
    const sender = new MailSender(database.db, transport, { from: 'shop@petora.ae', log: log(), sweepIntervalMs: 0 });
    await sender.close();
    await queue('late@example.ae');
    sender.kick();
    await sender.idle();
    expect(transport.sent).toEqual([]);
  });
});
