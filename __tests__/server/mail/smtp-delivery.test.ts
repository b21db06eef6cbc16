// Mail leaves the shop over real SMTP: a server started here receives what registration sends.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import type { TestApp } from '../../support/test-app';
import { accountsApp, post, registration } from '../accounts/account-helpers';

interface Received { from: string; to: string[]; raw: string }

function startSmtp(): Promise<{ server: SMTPServer; port: number; next: () => Promise<Received> }> {
  const inbox: Received[] = [];
  const waiting: Array<(mail: Received) => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        const waiter = waiting.shift();
        if (waiter) waiter(mail);
        else inbox.push(mail);
        callback();
      });
    },
  });
  const next = () => new Promise<Received>((resolve) => {
    const mail = inbox.shift();
    if (mail) resolve(mail);
    else waiting.push(resolve);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.server.address() as AddressInfo).port, next }));
  });
}

/** Undoes quoted-printable soft breaks and escapes so the body can be searched. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe.each(DB_KINDS)('mail over SMTP on %s', (kind) => {
  let shop: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    shop = await accountsApp(kind, { smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    await shop.app.ready();
  });

  afterAll(async () => {
    await shop.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('delivers the confirmation code, and the delivered code confirms the account', async () => {
    expect(shop.app.mailer.delivering).toBe(true);
    const res = await post(shop, '/api/customer/register', registration('smtp.buyer@example.ae', { name: 'Noor <Al> Amiri' }));
    expect(res.json()).toMatchObject({ status: 1 });

    const mail = await smtp.next();
    expect(mail.to).toEqual(['smtp.buyer@example.ae']);
    expect(mail.from).toBe('sales@petora.ae');
    const subject = /^Subject: (.+)$/m.exec(mail.raw)?.[1] ?? '';
    const code = /^Petora: your confirmation code (\d{6})$/.exec(subject)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.raw).toMatch(/^To: smtp\.buyer@example\.ae$/m);
    expect(mail.raw).toMatch(/^From: Petora <sales@petora\.ae>$/m);
    expect(mail.raw).toContain('Content-Type: text/plain');
    expect(mail.raw).toContain('Content-Type: text/html');
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain(`    ${code}`);
    expect(body).toContain('Hello Noor &lt;Al&gt; Amiri,');
    expect(body).toContain('Hello Noor <Al> Amiri,');

    await shop.app.mailer.idle();
    const [row] = await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'smtp.buyer@example.ae'));
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
    expect(row.error).toBeNull();

    const confirmed = await post(shop, '/api/customer/confirm', { email: 'smtp.buyer@example.ae', code });
    expect(confirmed.json()).toMatchObject({ status: 1 });
  });

  it('delivers mail left in the outbox by an earlier run when the sender starts', async () => {
    const { MailSender } = await import('../../../src/server/services/mail/sender');
    const nodemailer = (await import('nodemailer')).default;
    await shop.database.db.insert(mailOutbox).values({ to: 'left.over@example.ae', subject: 'Left over', text: 'from before', html: null, attempts: 1 });
    const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    const sender = new MailSender(shop.database.db, nodemailer.createTransport({ url: `smtp://127.0.0.1:${smtp.port}` }), { from: 'Petora <sales@petora.ae>', log, sweepIntervalMs: 0 });
    sender.start();
    const mail = await smtp.next();
    expect(mail.to).toEqual(['left.over@example.ae']);
    await sender.close();
    const [row] = await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'left.over@example.ae'));
    expect(row).toMatchObject({ attempts: 2, error: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });
});
