// A real SMTP server for tests that need what a mailbox receives: each mail the shop delivers
// is kept in memory and, with a directory given, written there as JSON (test files run in
// other processes than the one that started the server, and read the directory).
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail { from: string; to: string[]; raw: string }

export interface SmtpCapture {
  server: SMTPServer;
  port: number;
  url: string;
  /** The next mail received (waits for it). */
  next(): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export function startSmtpCapture(opts: { dir?: string } = {}): Promise<SmtpCapture> {
  const inbox: ReceivedMail[] = [];
  const waiting: Array<(mail: ReceivedMail) => void> = [];
  let received = 0;
  if (opts.dir) mkdirSync(opts.dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received += 1;
        if (opts.dir) writeFileSync(path.join(opts.dir, `${String(received).padStart(6, '0')}.json`), JSON.stringify(mail));
        const waiter = waiting.shift();
        if (waiter) waiter(mail);
        else inbox.push(mail);
        callback();
      });
    },
  });
  const next = () => new Promise<ReceivedMail>((resolve) => {
    const mail = inbox.shift();
    if (mail) resolve(mail);
    else waiting.push(resolve);
  });
  const close = () => new Promise<void>((resolve) => {
    server.close(() => resolve());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({ server, port, url: `smtp://127.0.0.1:${port}`, next, close });
    });
  });
}

/** Undoes quoted-printable soft breaks and escapes so the body can be searched. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The subject header of a received mail. */
export function subjectOf(mail: ReceivedMail): string {
  return /^Subject: (.+)$/m.exec(mail.raw)?.[1] ?? '';
}

/** The mails written to `dir` so far, oldest first. */
export function mailsIn(dir: string): ReceivedMail[] {
  return readdirSync(dir).filter((name) => name.endsWith('.json')).sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as ReceivedMail);
}
