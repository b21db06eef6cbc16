// Runs the licence expiry check once a day. On PostgreSQL several instances share the database,
// so pg-boss (a job queue kept in PostgreSQL) schedules it: every instance registers the same
// cron schedule, pg-boss creates one job per cron slot whichever instance notices it first, and
// one worker takes it. The embedded database belongs to one process, so a timer does there.
// Either way the check itself is idempotent (reminders.ts), so a repeated run mails nothing.
import PgBoss from 'pg-boss';
import type { Db } from '../../db/client';
import { runLicenceExpiryCheck } from './reminders';

export const EXPIRY_QUEUE = 'licence-expiry-check';
/** 06:15 in Dubai: reminders are in the morning mail. */
export const EXPIRY_CRON = '15 6 * * *';
export const SHOP_TIME_ZONE = 'Asia/Dubai';
const DAY_MS = 86_400_000;

interface SchedulerLog { error(obj: object, msg: string): void; info(obj: object, msg: string): void }

export interface LicenceSchedulerOptions {
  db: Db;
  /** Set: PostgreSQL, scheduled through pg-boss in its own `pgboss` schema. */
  databaseUrl?: string;
  publicUrl: string;
  log: SchedulerLog;
  /** Called after a run queued mail (the mailer sends it at once). */
  onQueued?: () => void;
}

export interface LicenceScheduler { close(): Promise<void> }

async function check(opts: LicenceSchedulerOptions): Promise<void> {
  const sent = await runLicenceExpiryCheck(opts.db, { publicUrl: opts.publicUrl });
  if (sent === 0) return;
  opts.log.info({ sent }, 'licence expiry reminders queued');
  opts.onQueued?.();
}

/** Milliseconds from `now` to the next 06:15 Dubai time (UTC+4, no daylight saving). */
export function msUntilNextRun(now: Date): number {
  const slot = (2 * 3600 + 15 * 60) * 1000; // 06:15 GST is 02:15 UTC
  const sinceMidnight = now.getTime() % DAY_MS;
  const wait = slot - sinceMidnight;
  return wait > 0 ? wait : wait + DAY_MS;
}

function timerScheduler(opts: LicenceSchedulerOptions): LicenceScheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let closed = false;
  const run = () => {
    running = check(opts).catch((error) => opts.log.error({ err: error }, 'licence expiry check failed'));
  };
  const arm = () => {
    if (closed) return;
    timer = setTimeout(() => {
      run();
      arm();
    }, msUntilNextRun(new Date()));
    timer.unref();
  };
  // Once at start as well, so a shop that was down at the scheduled time catches up.
  run();
  arm();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** PostgreSQL's "deadlock detected": instances starting together may create pg-boss's tables at once. */
const isDeadlock = (error: unknown) => (error as { code?: string } | null)?.code === '40P01';

/** Starts pg-boss with the expiry queue and its schedule; a start that lost a deadlock to another instance's is tried again. */
async function startBoss(opts: LicenceSchedulerOptions & { databaseUrl: string }): Promise<PgBoss> {
  for (let attempt = 1; ; attempt += 1) {
    const boss = new PgBoss({ connectionString: opts.databaseUrl, max: 2, application_name: 'petora-scheduler' });
    // While starting, a failure rejects the start itself (and is retried or thrown below).
    boss.on('error', () => undefined);
    try {
      await boss.start();
      await boss.createQueue(EXPIRY_QUEUE, { name: EXPIRY_QUEUE, policy: 'singleton', retryLimit: 3, retryDelay: 300 });
      await boss.schedule(EXPIRY_QUEUE, EXPIRY_CRON, {}, { tz: SHOP_TIME_ZONE });
      boss.removeAllListeners('error');
      boss.on('error', (error) => opts.log.error({ err: error }, 'job queue error'));
      return boss;
    } catch (error) {
      await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
      if (!isDeadlock(error) || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.floor(Math.random() * 100)));
    }
  }
}

async function bossScheduler(opts: LicenceSchedulerOptions & { databaseUrl: string }): Promise<LicenceScheduler> {
  const boss = await startBoss(opts);
  await boss.work(EXPIRY_QUEUE, async () => check(opts));
  // A catch-up run at start, at most one per day across all instances.
  await boss.send(EXPIRY_QUEUE, {}, { singletonKey: 'start', singletonHours: 24 });
  return { close: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }) };
}

export async function startLicenceScheduler(opts: LicenceSchedulerOptions): Promise<LicenceScheduler> {
  return opts.databaseUrl ? bossScheduler({ ...opts, databaseUrl: opts.databaseUrl }) : timerScheduler(opts);
}
