// Delivers committed outbox rows over SMTP, off the request path. Every instance runs one;
// rows are claimed in the database (outbox.ts), so each mail leaves once however many run.
// Failures are retried with growing delays by whichever instance finds them due first; rows
// left half-done by a stopped instance become due again when their lease runs out.
import type { Db } from '../../db/client';
import type { FileStore } from '../files/file-store';
import { attachmentsOf } from './attachments';
import { claimDueMail, hideSecrets, recordFailure, recordSent } from './outbox';
import { retryDelay } from '../retry-delay';

export interface MailTransport {
  sendMail(mail: {
    from: string; to: string; subject: string; text: string; html?: string;
    attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
  }): Promise<unknown>;
  close(): void;
}

interface SenderLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailSenderOptions {
  from: string;
  log: SenderLog;
  maxAttempts?: number;
  /** Wait before attempt 2, 3, ...; the last value repeats. */
  retryDelaysMs?: number[];
  /** How often mail queued or due elsewhere is looked for (0: never). */
  sweepIntervalMs?: number;
  /** How long a claimed row is left to its sender before another may take it. */
  leaseMs?: number;
  /** Where attachments' bytes are kept (the app's file store); absent: only bytes kept in their rows. */
  files?: FileStore | null;
}

export const MAIL_DEFAULTS = {
  maxAttempts: 5, retryDelaysMs: [30_000, 120_000, 600_000, 1_800_000], sweepIntervalMs: 60_000, leaseMs: 600_000, files: null,
};

export class MailSender {
  private readonly opts: Required<MailSenderOptions>;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private readonly timers = new Set<NodeJS.Timeout>();
  private sweepTimer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Db, private readonly transport: MailTransport, opts: MailSenderOptions) {
    this.opts = { ...MAIL_DEFAULTS, ...opts };
  }

  /** Sends what is due, without making the caller wait. */
  kick(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
  }

  /** Resolves once nothing is being sent (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Sends what is due now (also mail queued while no instance ran), then sweeps periodically. */
  start(): void {
    if (this.closed) return;
    this.kick();
    if (this.opts.sweepIntervalMs > 0) {
      this.sweepTimer = setInterval(() => this.kick(), this.opts.sweepIntervalMs);
      this.sweepTimer.unref();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.sweepTimer);
    for (const timer of this.timers) clearTimeout(timer);
    await this.idle();
    this.transport.close();
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.drain();
      } catch (error) {
        this.opts.log.error({ err: error }, 'mail delivery run failed');
      }
    } while (this.again && !this.closed);
  }

  private async drain(): Promise<void> {
    while (!this.closed) {
      const claimed = await claimDueMail(this.db, { maxAttempts: this.opts.maxAttempts, leaseMs: this.opts.leaseMs });
      if (!claimed) return;
      try {
        const attachments = await attachmentsOf(this.db, this.opts.files, claimed.id);
        await this.transport.sendMail({
          from: this.opts.from, to: claimed.to, subject: claimed.subject, text: claimed.text, html: claimed.html ?? undefined,
          ...(attachments.length > 0 ? { attachments } : {}),
        });
        await recordSent(this.db, claimed);
      } catch (error) {
        await this.failed(claimed.id, claimed.attempts, error, claimed.secrets);
      }
    }
  }

  private async failed(id: number, attempts: number, error: unknown, secrets: string[] | null): Promise<void> {
    // A relay's refusal may quote the message: its secrets reach neither the row nor the log.
    const message = hideSecrets((error instanceof Error ? error.message : String(error)).slice(0, 500), secrets);
    const delay = retryDelay(this.opts.retryDelaysMs, attempts);
    await recordFailure(this.db, id, message, delay);
    const context = { mailId: id, attempts };
    if (attempts >= this.opts.maxAttempts) {
      this.opts.log.error(context, `mail could not be delivered, giving up: ${message}`);
      return;
    }
    this.opts.log.warn(context, `mail delivery failed, will retry: ${message}`);
    // This instance looks again when the retry is due; the sweep of any other would too.
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.kick();
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }
}
