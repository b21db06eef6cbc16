// A customer's price terms, or a rule, saved while a colleague deletes the very list: they hold
// the list (key share) from the moment they find it, so the two run one after the other and the
// answer is a plain refusal or "not found", never a failed reference (500). Only PostgreSQL runs
// the two transactions side by side.
import { eq, sql } from 'drizzle-orm';
import { auditLog, customerPriceTerms, priceLists } from '../../../src/server/db/schema';
import { setCustomerTerms } from '../../../src/server/services/price-lists/admin-groups';
import { saveRule } from '../../../src/server/services/price-lists/admin-lists';
import { PRICE_LIST_MESSAGES } from '../../../src/shared/price-list-types';
import { whileHeld } from '../../support/held-rows';
import { useShopApp } from '../cart/shop-app';
import { staffToken } from '../cart/shop-fixtures';

describe('price terms and rules racing the deletion of their list on postgres', () => {
  const t = useShopApp('postgres', { catalogue: true, buyer: true });

  /** A new list and the id of a staff member who may change it. */
  async function listAndStaff(name: string): Promise<{ listId: number; staffId: number }> {
    await staffToken(t.db);
    const [list] = await t.db.insert(priceLists).values({ name, active: true }).returning();
    const [{ id }] = (await t.db.execute<{ id: number }>(sql`select id from staff limit 1`)).rows;
    return { listId: list.id, staffId: Number(id) };
  }

  /** `change` runs while a colleague's delete holds the list, and the delete then commits. */
  const duringDeletion = <T>(listId: number, change: () => Promise<T>) => whileHeld(t.db, 'the change',
    (tx) => tx.execute(sql`select id from price_lists where id = ${listId} for update`),
    change,
    (tx) => tx.delete(priceLists).where(eq(priceLists.id, listId)));

  it('waits for the deletion and refuses the terms, leaving the customer without the list', async () => {
    const { listId, staffId } = await listAndStaff('Gone soon');
    const { answer } = await duringDeletion(listId, () => setCustomerTerms(t.db, staffId, t.buyer.id, { group_id: null, price_list_id: listId }));
    await expect(answer).resolves.toEqual({ kind: 'refused', message: PRICE_LIST_MESSAGES.unknownList });
    expect(await t.db.select().from(customerPriceTerms).where(eq(customerPriceTerms.customerId, t.buyer.id))).toEqual([]);
  });

  it('waits for the deletion when a rule is added to the list, and answers not found instead of failing', async () => {
    const { listId, staffId } = await listAndStaff('Also gone soon');
    const { answer } = await duringDeletion(listId, () => saveRule(t.db, staffId, listId, null, {
      target_kind: 'article', target_id: t.cat.kibble.small, price: 30, percent_off: null, valid_from: null, valid_to: null, tiers: [],
    }));
    await expect(answer).resolves.toEqual({ kind: 'not-found' });
  });

  it('records what the terms were before a change', async () => {
    const { listId, staffId } = await listAndStaff('Contract');
    await setCustomerTerms(t.db, staffId, t.buyer.id, { group_id: null, price_list_id: listId });
    await setCustomerTerms(t.db, staffId, t.buyer.id, { group_id: null, price_list_id: null });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'customer.price-terms')).orderBy(auditLog.id);
    expect(entries.map((e) => e.details)).toEqual([
      { group_id: null, price_list_id: listId, was: { group_id: null, price_list_id: null } },
      { group_id: null, price_list_id: null, was: { group_id: null, price_list_id: listId } },
    ]);
  });
});
