// Delivers committed outbox rows over SMTP, off the request path. Failures are retried with
// growing delays by the instance that saw them; rows left half-done by a stopped instance are
// picked up by the sweep at the next start.
import type { Db } from '../../db/client';
import { attachmentsOf } from './attachments';
import { type PendingMail, claimAttempt, pendingMail, recordDelivery } from './outbox';

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
  /** How often unsent mail queued elsewhere is looked for (0: never). */
  sweepIntervalMs?: number;
}

export const MAIL_DEFAULTS = { maxAttempts: 5, retryDelaysMs: [30_000, 120_000, 600_000, 1_800_000], sweepIntervalMs: 60_000 };
const BATCH = 50;

export class MailSender {
  private readonly opts: Required<MailSenderOptions>;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private readonly retryAt = new Map<number, number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private sweepTimer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Db, private readonly transport: MailTransport, opts: MailSenderOptions) {
    this.opts = { ...MAIL_DEFAULTS, ...opts };
  }

  /** Sends what is due soon, without making the caller wait. */
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

  /** First run: also retries rows an earlier process claimed but never finished. */
  start(): void {
    if (this.closed) return;
    this.running = this.drain(true).catch((error: unknown) => this.opts.log.error({ err: error }, 'mail sweep failed'))
      .then(() => this.loop())
      .finally(() => {
        this.running = null;
      });
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
        await this.drain(false);
      } catch (error) {
        this.opts.log.error({ err: error }, 'mail delivery run failed');
      }
    } while (this.again && !this.closed);
  }

  private dueRetries(): number[] {
    const now = Date.now();
    return [...this.retryAt].filter(([, at]) => at <= now).map(([id]) => id);
  }

  private async drain(stale: boolean): Promise<void> {
    const seen = new Set<number>();
    while (!this.closed) {
      const rows = await pendingMail(this.db, { maxAttempts: this.opts.maxAttempts, retryIds: this.dueRetries(), stale, limit: BATCH });
      const fresh = rows.filter((row) => !seen.has(row.id));
      if (fresh.length === 0) return;
      for (const row of fresh) {
        seen.add(row.id);
        if (this.closed) return;
        await this.attempt(row);
      }
    }
  }

  private async attempt(mail: PendingMail): Promise<void> {
    const claimed = await claimAttempt(this.db, mail);
    this.retryAt.delete(mail.id);
    if (!claimed) return;
    try {
      const attachments = await attachmentsOf(this.db, mail.id);
      await this.transport.sendMail({
        from: this.opts.from, to: claimed.to, subject: claimed.subject, text: claimed.text, html: claimed.html ?? undefined,
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      await recordDelivery(this.db, mail.id, null);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await recordDelivery(this.db, mail.id, message);
      const context = { mailId: mail.id, attempts: claimed.attempts };
      if (claimed.attempts >= this.opts.maxAttempts) {
        this.opts.log.error(context, `mail could not be delivered, giving up: ${message}`);
        return;
      }
      this.opts.log.warn(context, `mail delivery failed, will retry: ${message}`);
      this.scheduleRetry(mail.id, claimed.attempts);
    }
  }

  private scheduleRetry(id: number, attempts: number): void {
    const delays = this.opts.retryDelaysMs;
    const delay = delays[Math.min(attempts - 1, delays.length - 1)] ?? 0;
    this.retryAt.set(id, Date.now() + delay);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.kick();
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }
}
