// The daily licence expiry check: 30 and 7 days before an active customer's licence expires,
// one reminder mail each. The reminder row and its mail are written in one transaction and the
// row's unique index decides who writes it, so running the check twice, late, or on several
// instances at the same moment mails each reminder exactly once.
import { and, eq, gte, isNotNull, lte } from 'drizzle-orm';
import { daysBetween, dubaiToday, longDate } from '../../../shared/trade-documents';
import type { Db } from '../../db/client';
import { customers, licenceReminders } from '../../db/schema';
import { queueMail } from '../mail/outbox';
import { licenceReminderMail } from './reminder-mail';

/** Largest first: a check that runs late sends the reminder of the window it is in. */
export const REMINDER_DAYS = [30, 7] as const;

export interface ExpiryCheckOptions {
  /** The clock; tests move it. */
  now?: Date;
  /** Base of the upload link in the mail. */
  publicUrl: string;
}

/** Which reminder a licence `daysLeft` days from expiry is due for (null: none). */
export function reminderDue(daysLeft: number): (typeof REMINDER_DAYS)[number] | null {
  if (daysLeft < 0) return null;
  if (daysLeft <= 7) return 7;
  if (daysLeft <= 30) return 30;
  return null;
}

/** Answers how many reminders this run queued (0 when another run had sent them). */
export async function runLicenceExpiryCheck(db: Db, opts: ExpiryCheckOptions): Promise<number> {
  const today = dubaiToday(opts.now ?? new Date());
  const horizon = new Date(Date.parse(`${today}T00:00:00Z`) + REMINDER_DAYS[0] * 86_400_000).toISOString().slice(0, 10);
  const due = await db.select({
    id: customers.id, email: customers.email, name: customers.name, licenceExpiry: customers.licenceExpiry,
  }).from(customers).where(and(
    eq(customers.state, 'active'),
    isNotNull(customers.licenceExpiry),
    gte(customers.licenceExpiry, today),
    lte(customers.licenceExpiry, horizon),
  ));
  let sent = 0;
  for (const customer of due) {
    const expiry = customer.licenceExpiry as string;
    const daysBefore = reminderDue(daysBetween(today, expiry));
    if (daysBefore === null) continue;
    const queued = await db.transaction(async (tx) => {
      const [claimed] = await tx.insert(licenceReminders).values({ customerId: customer.id, licenceExpiry: expiry, daysBefore })
        .onConflictDoNothing().returning({ id: licenceReminders.id });
      if (!claimed) return false;
      await queueMail(tx, licenceReminderMail(customer.email, customer.name, longDate(expiry), `${opts.publicUrl}/dashboard/profile`));
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}
