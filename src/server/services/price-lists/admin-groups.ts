// Customer groups and the price terms of one customer (group and own list) in the back office.
import { eq, sql } from 'drizzle-orm';
import { type AdminCustomerGroup, type CustomerPriceTerms, PRICE_LIST_MESSAGES } from '../../../shared/price-list-types';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { customerGroups, customerPriceTerms, customers, priceLists } from '../../db/schema';
import { audit } from '../admin/audit';
import { type Outcome, done, invalid, notFound, refused } from '../admin/outcome';
import { bumpCatalogueEpoch } from '../answer-cache';

export async function listGroups(db: DbOrTx): Promise<{ groups: AdminCustomerGroup[] }> {
  const result = await db.execute<{ id: number; name: string; price_list_id: number | null; customers: number }>(sql`
    select g.id, g.name, g.price_list_id, (select count(*)::int from customer_price_terms t where t.group_id = g.id) as customers
    from customer_groups g order by lower(g.name), g.id`);
  return {
    groups: result.rows.map((r) => ({
      id: Number(r.id), name: r.name, price_list_id: r.price_list_id === null ? null : Number(r.price_list_id), customers: Number(r.customers),
    })),
  };
}

/**
 * Whether the list exists, holding it (key share) until the transaction ends: a colleague's
 * delete of the list then waits for this change and detaches it too, instead of the reference
 * failing on a list gone meanwhile.
 */
async function listExists(tx: Tx, id: number | null): Promise<boolean> {
  if (id === null) return true;
  return (await tx.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.id, id)).for('key share')).length > 0;
}

export async function saveGroup(db: Db, staffId: number, id: number | null, input: { name: string; price_list_id: number | null }): Promise<Outcome<{ id: number }>> {
  const name = input.name.trim();
  if (!name) return invalid('Give the customer group a name.');
  try {
    const outcome = await db.transaction(async (tx): Promise<Outcome<{ id: number }>> => {
      if (!(await listExists(tx, input.price_list_id))) return refused(PRICE_LIST_MESSAGES.unknownList);
      const values = { name, priceListId: input.price_list_id };
      const [row] = id === null
        ? await tx.insert(customerGroups).values(values).returning()
        : await tx.update(customerGroups).set(values).where(eq(customerGroups.id, id)).returning();
      if (!row) return notFound;
      await audit(tx, staffId, id === null ? 'customer-group.create' : 'customer-group.update', `customer-group:${row.id}`, { ...input, name });
      return done({ id: row.id });
    });
    if (outcome.kind === 'done') bumpCatalogueEpoch();
    return outcome;
  } catch (error) {
    if (isUniqueViolation(error, 'customer_groups_name_uq')) return refused(PRICE_LIST_MESSAGES.groupNameTaken);
    throw error;
  }
}

export async function deleteGroup(db: Db, staffId: number, id: number): Promise<Outcome<{ id: number }>> {
  const removed = await db.transaction(async (tx) => {
    const rows = await tx.delete(customerGroups).where(eq(customerGroups.id, id)).returning();
    if (rows.length > 0) await audit(tx, staffId, 'customer-group.delete', `customer-group:${id}`, { name: rows[0].name });
    return rows.length > 0;
  });
  if (!removed) return notFound;
  bumpCatalogueEpoch();
  return done({ id });
}

export async function customerTerms(db: DbOrTx, customerId: number): Promise<Outcome<{ terms: CustomerPriceTerms }>> {
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  if (!customer) return notFound;
  const [row] = await db.select().from(customerPriceTerms).where(eq(customerPriceTerms.customerId, customerId));
  return done({ terms: { group_id: row?.groupId ?? null, price_list_id: row?.priceListId ?? null } });
}

export async function setCustomerTerms(db: Db, staffId: number, customerId: number, terms: CustomerPriceTerms): Promise<Outcome<{ terms: CustomerPriceTerms }>> {
  const outcome = await db.transaction(async (tx): Promise<Outcome<{ terms: CustomerPriceTerms }>> => {
    const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
    if (!customer) return notFound;
    if (!(await listExists(tx, terms.price_list_id))) return refused(PRICE_LIST_MESSAGES.unknownList);
    if (terms.group_id !== null && (await tx.select().from(customerGroups).where(eq(customerGroups.id, terms.group_id)).for('key share')).length === 0) {
      return refused(PRICE_LIST_MESSAGES.unknownGroup);
    }
    const [before] = await tx.select().from(customerPriceTerms).where(eq(customerPriceTerms.customerId, customerId)).for('update');
    const values = { groupId: terms.group_id, priceListId: terms.price_list_id };
    await tx.insert(customerPriceTerms).values({ customerId, ...values }).onConflictDoUpdate({ target: customerPriceTerms.customerId, set: values });
    const was = { group_id: before?.groupId ?? null, price_list_id: before?.priceListId ?? null };
    await audit(tx, staffId, 'customer.price-terms', `customer:${customerId}`, { ...terms, was });
    return done({ terms });
  });
  if (outcome.kind === 'done') bumpCatalogueEpoch();
  return outcome;
}
