// Staff decide on orders waiting for approval. Approving moves 2 -> 1; cancelling moves 1 or 2
// -> 3 and gives every line's stock back in the same transaction. The order row is locked
// first, so two cancels of one order run one after the other and the second finds it
// cancelled: stock comes back exactly once. Repeating a decision changes nothing, mails
// nobody and is not audited.
import { asc, eq, inArray, isNotNull, and, sql } from 'drizzle-orm';
import type { AdminOrder } from '../../../shared/admin-types';
import { fromFils } from '../../../shared/money';
import type { Db, Tx } from '../../db/client';
import { bumpCatalogueEpoch } from '../answer-cache';
import { ORDER_STATES, type OrderRow, customers, orderLines, orders, variants } from '../../db/schema';
import { queueMail } from '../mail/outbox';
import { orderApprovedMail, orderCancelledMail } from '../mail/order-templates';
import { INVOICE_MAIL_HOLD_MS, holdMailForPdf, releaseApprovalMailOf } from '../invoicing/invoice-mail';
import { issueCreditNote, issueInvoice } from '../invoicing/issue';
import { audit } from './audit';
import { loadAdminOrder } from './orders';
import { type Outcome, done, notFound, refused, settle } from './outcome';

export const ORDER_DECISION_MESSAGES = {
  cancelledCannotApprove: 'This order was cancelled, so it cannot be approved.',
  approvedMeanwhile: 'This order was approved meanwhile, so cancelling it now would issue a credit note against its invoice. Look at it again under Approved and cancel it there if that is still right.',
} as const;

export type OrderDecision = Outcome<{ order: AdminOrder }>;

async function lockOrder(tx: Tx, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

async function customerOf(tx: Tx, row: OrderRow): Promise<{ email: string; name: string }> {
  const [who] = await tx.select({ email: customers.email, name: customers.name }).from(customers).where(eq(customers.id, row.customerId));
  return who;
}

const factsOf = (row: OrderRow) => ({ orderId: row.id, total: fromFils(row.totalFils), address: row.address });

async function decide(db: Db, id: number, apply: (tx: Tx, row: OrderRow) => Promise<boolean | string>): Promise<OrderDecision> {
  // Issuing a document may refuse (no legal details yet) after the order row changed: the
  // Rejection rolls the whole decision back.
  return settle(() => db.transaction(async (tx): Promise<OrderDecision> => {
    const row = await lockOrder(tx, id);
    if (!row) return notFound;
    const outcome = await apply(tx, row);
    if (typeof outcome === 'string') return refused(outcome);
    return done({ order: (await loadAdminOrder(tx, id))! }, outcome);
  }));
}

export function approveOrder(db: Db, staffId: number, id: number, ordersUrl: string): Promise<OrderDecision> {
  return decide(db, id, async (tx, row) => {
    if (row.state === ORDER_STATES.approved) return false;
    if (row.state === ORDER_STATES.cancelled) return ORDER_DECISION_MESSAGES.cancelledCannotApprove;
    await tx.update(orders).set({ state: ORDER_STATES.approved, decidedAt: new Date(), decidedBy: staffId }).where(eq(orders.id, id));
    const who = await customerOf(tx, row);
    const invoice = await issueInvoice(tx, row);
    // The approval mail carries the invoice's PDF: held until the render job attaches it and
    // lets it go, at most INVOICE_MAIL_HOLD_MS, after which it leaves without the PDF. It is
    // written saying the PDF follows, and says "attached" only once it is (invoice-mail.ts).
    const mailId = await queueMail(tx, orderApprovedMail(who.email, who.name, factsOf(row), ordersUrl, invoice.number), {
      holdUntil: new Date(Date.now() + INVOICE_MAIL_HOLD_MS),
    });
    await holdMailForPdf(tx, invoice.id, mailId);
    await audit(tx, staffId, 'order.approve', `order:${id}`, { from: row.state, invoice: invoice.number });
    return true;
  });
}

/** Every line's count back on its article; lines whose article was deleted have nothing to return to. */
async function returnStock(tx: Tx, orderId: number): Promise<Array<{ variantId: number; count: number }>> {
  const lines = await tx
    .select({ variantId: orderLines.variantId, count: sql<number>`sum(${orderLines.count})::int` })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.variantId)))
    .groupBy(orderLines.variantId)
    .orderBy(asc(orderLines.variantId));
  const returned = lines.map((l) => ({ variantId: l.variantId!, count: l.count }));
  if (returned.length === 0) return returned;
  // Locked in id order, as placing an order does, so a cancel and an order never deadlock.
  await tx.select({ id: variants.id }).from(variants)
    .where(inArray(variants.id, returned.map((l) => l.variantId))).orderBy(asc(variants.id)).for('update');
  const values = sql.join(returned.map((l) => sql`(${l.variantId}::int, ${l.count}::int)`), sql`, `);
  await tx.execute(sql`update ${variants} set stock = ${variants.stock} + back.count
    from (values ${values}) as back (id, count) where ${variants.id} = back.id`);
  return returned;
}

/**
 * `expectedState` is the state staff saw the order in (the back office always sends it): an
 * order approved by a colleague since is not cancelled from a view that showed it waiting,
 * since cancelling an approved order issues a credit note, which can never be taken back.
 */
export function cancelOrder(
  db: Db, staffId: number, id: number, reason: string | null, ordersUrl: string, expectedState?: number,
): Promise<OrderDecision> {
  const decided = decide(db, id, async (tx, row) => {
    if (row.state === ORDER_STATES.cancelled) return false;
    if (expectedState !== undefined && row.state !== expectedState) return ORDER_DECISION_MESSAGES.approvedMeanwhile;
    const returned = await returnStock(tx, id);
    await tx.update(orders).set({ state: ORDER_STATES.cancelled, decidedAt: new Date(), decidedBy: staffId }).where(eq(orders.id, id));
    const creditNote = row.state === ORDER_STATES.approved ? await issueCreditNote(tx, row, reason) : null;
    await audit(tx, staffId, 'order.cancel', `order:${id}`, {
      from: row.state, reason, stock_returned: returned, ...(creditNote ? { credit_note: creditNote.number } : {}),
    });
    const who = await customerOf(tx, row);
    if (row.state === ORDER_STATES.approved) await releaseApprovalMailOf(tx, id);
    await queueMail(tx, orderCancelledMail(who.email, who.name, factsOf(row), reason, ordersUrl));
    return true;
  });
  // The stock given back shows on this instance's next page (answer-cache.ts).
  return decided.then((outcome) => {
    if (outcome.kind === 'done' && outcome.changed) bumpCatalogueEpoch();
    return outcome;
  });
}
