// A customer's price terms set while a colleague deletes the very list: setting the terms holds
// the list (key share) from the moment it finds it, so the two run one after the other and the
// answer is a plain refusal ("This price list does not exist."), never a failed reference (500).
// Only PostgreSQL runs the two transactions side by side.
import { eq, sql } from 'drizzle-orm';
import { auditLog, customerPriceTerms, priceLists } from '../../../src/server/db/schema';
import { setCustomerTerms } from '../../../src/server/services/price-lists/admin-groups';
import { saveRule } from '../../../src/server/services/price-lists/admin-lists';
import { PRICE_LIST_MESSAGES } from '../../../src/shared/price-list-types';
import { useShopApp } from '../cart/shop-app';
import { staffToken } from '../cart/shop-fixtures';

describe('price terms racing the deletion of their list on postgres', () => {
  const t = useShopApp('postgres', { catalogue: true, buyer: true });

  async function lockWaiters(): Promise<number> {
    const rows = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`);
    return rows.rows[0].n;
  }

  it('waits for the deletion and refuses, leaving the customer without the list', async () => {
    await staffToken(t.db);
    const [list] = await t.db.insert(priceLists).values({ name: 'Gone soon', active: true }).returning();
    const [{ id: staffId }] = (await t.db.execute<{ id: number }>(sql`select id from staff limit 1`)).rows;
    let release!: () => void;
    const released = new Promise<void>((resolve) => { release = resolve; });
    let held!: () => void;
    const isHeld = new Promise<void>((resolve) => { held = resolve; });
    // A colleague's delete has the list row and is about to remove it.
    const deletion = t.db.transaction(async (tx) => {
      await tx.execute(sql`select id from price_lists where id = ${list.id} for update`);
      held();
      await released;
      await tx.delete(priceLists).where(eq(priceLists.id, list.id));
    });
    await isHeld;
    const setting = setCustomerTerms(t.db, Number(staffId), t.buyer.id, { group_id: null, price_list_id: list.id });
    const deadline = Date.now() + 20_000;
    while ((await lockWaiters()) === 0) {
      if (Date.now() > deadline) throw new Error('setting the terms never waited for the deletion');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    release();
    await deletion;
    await expect(setting).resolves.toEqual({ kind: 'refused', message: PRICE_LIST_MESSAGES.unknownList });
    expect(await t.db.select().from(customerPriceTerms).where(eq(customerPriceTerms.customerId, t.buyer.id))).toEqual([]);
  });

  it('waits for the deletion when a rule is added to the list, and answers not found instead of failing', async () => {
    await staffToken(t.db);
    const [list] = await t.db.insert(priceLists).values({ name: 'Also gone soon', active: true }).returning();
    const [{ id: staffId }] = (await t.db.execute<{ id: number }>(sql`select id from staff limit 1`)).rows;
    let release!: () => void;
    const released = new Promise<void>((resolve) => { release = resolve; });
    let held!: () => void;
    const isHeld = new Promise<void>((resolve) => { held = resolve; });
    const deletion = t.db.transaction(async (tx) => {
      await tx.execute(sql`select id from price_lists where id = ${list.id} for update`);
      held();
      await released;
      await tx.delete(priceLists).where(eq(priceLists.id, list.id));
    });
    await isHeld;
    const adding = saveRule(t.db, Number(staffId), list.id, null, {
      target_kind: 'article', target_id: t.cat.kibble.small, price: 30, percent_off: null, valid_from: null, valid_to: null, tiers: [],
    });
    const deadline = Date.now() + 20_000;
    while ((await lockWaiters()) === 0) {
      if (Date.now() > deadline) throw new Error('adding the rule never waited for the deletion');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    release();
    await deletion;
    await expect(adding).resolves.toEqual({ kind: 'not-found' });
  });

  it('records what the terms were before a change', async () => {
    await staffToken(t.db);
    const [list] = await t.db.insert(priceLists).values({ name: 'Contract', active: true }).returning();
    const [{ id: staffId }] = (await t.db.execute<{ id: number }>(sql`select id from staff limit 1`)).rows;
    await setCustomerTerms(t.db, Number(staffId), t.buyer.id, { group_id: null, price_list_id: list.id });
    await setCustomerTerms(t.db, Number(staffId), t.buyer.id, { group_id: null, price_list_id: null });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'customer.price-terms')).orderBy(auditLog.id);
    expect(entries.map((e) => e.details)).toEqual([
      { group_id: null, price_list_id: list.id, was: { group_id: null, price_list_id: null } },
      { group_id: null, price_list_id: null, was: { group_id: null, price_list_id: list.id } },
    ]);
  });
});
