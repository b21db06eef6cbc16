// Mail delivery. Services write mail into the outbox inside their transaction; routes call
// `app.mailer.kick()` after the commit. With SMTP_URL set, a sender then delivers the rows
// over SMTP in the background; without it, mail stays in the outbox (staff can read it there).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { MailSender, type MailTransport } from '../services/mail/sender';

export interface Mailer {
  /** Delivers newly committed mail soon; never throws, never waits. */
  kick(): void;
  /** Resolves once nothing is being delivered. */
  idle(): Promise<void>;
  /** Whether mail leaves the outbox at all (SMTP_URL set). */
  readonly delivering: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

function smtpTransport(url: string): MailTransport {
  // A slow or silent mail server must not hold a shutdown or pile up connections.
  return nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
}

async function mailerPlugin(app: FastifyInstance): Promise<void> {
  const { smtpUrl, mailFrom } = app.config;
  if (!smtpUrl) {
    app.decorate('mailer', { kick: () => undefined, idle: async () => undefined, delivering: false } satisfies Mailer);
    return;
  }
  const sender = new MailSender(app.database.db, smtpTransport(smtpUrl), { from: mailFrom, log: app.log, files: app.files });
  app.decorate('mailer', { kick: () => sender.kick(), idle: () => sender.idle(), delivering: true } satisfies Mailer);
  app.addHook('onReady', async () => {
    sender.start();
  });
  // Before the database closes: mail committed by requests still finishing is sent at the next start.
  app.addHook('preClose', async () => {
    await sender.close();
  });
}

export default fp(mailerPlugin, { name: 'mailer', dependencies: ['database', 'files'] });
