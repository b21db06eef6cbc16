// Price lists and their rules in the back office. Every change is audited in its transaction
// and bumps the catalogue epoch, so this instance's cached listings show the new prices at once
// (other instances within the cache's few seconds).
import { eq, sql } from 'drizzle-orm';
import { fromFils, toFils } from '../../../shared/money';
import { type AdminPriceList, type AdminPriceRule, PRICE_LIST_MESSAGES, type PriceRuleInput } from '../../../shared/price-list-types';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { priceListRules, priceLists, volumeTiers } from '../../db/schema';
import { audit } from '../admin/audit';
import { type Outcome, done, invalid, notFound, refused } from '../admin/outcome';
import { bumpCatalogueEpoch } from '../answer-cache';

export async function listPriceLists(db: DbOrTx): Promise<{ lists: AdminPriceList[] }> {
  const result = await db.execute<{ id: number; name: string; active: boolean; rules: number; customers: number; groups: number }>(sql`
    select l.id, l.name, l.active,
      (select count(*)::int from price_list_rules r where r.price_list_id = l.id) as rules,
      (select count(*)::int from customer_price_terms t where t.price_list_id = l.id) as customers,
      (select count(*)::int from customer_groups g where g.price_list_id = l.id) as groups
    from price_lists l order by lower(l.name), l.id`);
  return { lists: result.rows.map((r) => ({ ...r, id: Number(r.id), rules: Number(r.rules), customers: Number(r.customers), groups: Number(r.groups) })) };
}

export async function savePriceList(db: Db, staffId: number, id: number | null, input: { name: string; active: boolean }): Promise<Outcome<{ list: { id: number; name: string; active: boolean } }>> {
  const name = input.name.trim();
  if (!name) return invalid('Give the price list a name.');
  try {
    const saved = await db.transaction(async (tx) => {
      const [row] = id === null
        ? await tx.insert(priceLists).values({ name, active: input.active }).returning()
        : await tx.update(priceLists).set({ name, active: input.active, updatedAt: new Date() }).where(eq(priceLists.id, id)).returning();
      if (row) await audit(tx, staffId, id === null ? 'price-list.create' : 'price-list.update', `price-list:${row.id}`, { name, active: input.active });
      return row;
    });
    if (!saved) return notFound;
    bumpCatalogueEpoch();
    return done({ list: { id: saved.id, name: saved.name, active: saved.active } });
  } catch (error) {
    if (isUniqueViolation(error, 'price_lists_name_uq')) return refused(PRICE_LIST_MESSAGES.nameTaken);
    throw error;
  }
}

export async function deletePriceList(db: Db, staffId: number, id: number): Promise<Outcome<{ id: number }>> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx.delete(priceLists).where(eq(priceLists.id, id)).returning();
    if (row) await audit(tx, staffId, 'price-list.delete', `price-list:${id}`, { name: row.name });
    return row;
  });
  if (!removed) return notFound;
  bumpCatalogueEpoch();
  return done({ id });
}

const TARGET_NAME = sql.raw(`case r.target_kind
  when 'article' then (select v.sku from variants v where v.id = r.target_id)
  when 'product' then (select p.name from products p where p.id = r.target_id)
  when 'category' then (select c.name from categories c where c.id = r.target_id)
  else (select b.name from brands b where b.id = r.target_id) end`);

export async function loadPriceList(db: DbOrTx, id: number): Promise<Outcome<{ list: AdminPriceList; rules: AdminPriceRule[] }>> {
  const list = (await listPriceLists(db)).lists.find((l) => l.id === id);
  if (!list) return notFound;
  const result = await db.execute<{ id: number; kind: AdminPriceRule['target_kind']; target_id: number; target_name: string | null; price_fils: number | null;
    percent_off_bp: number | null; valid_from: string | null; valid_to: string | null; tiers: Array<{ from: number; fils: number }> }>(sql`
    select r.id, r.target_kind as kind, r.target_id, ${TARGET_NAME} as target_name, r.price_fils, r.percent_off_bp,
      r.valid_from::text as valid_from, r.valid_to::text as valid_to,
      coalesce((select json_agg(json_build_object('from', t.from_quantity, 'fils', t.price_fils) order by t.from_quantity)
        from volume_tiers t where t.rule_id = r.id), '[]'::json) as tiers
    from price_list_rules r where r.price_list_id = ${id} order by r.target_kind, r.target_id, r.id`);
  return done({
    list,
    rules: result.rows.map((r) => ({
      id: Number(r.id), target_kind: r.kind, target_id: Number(r.target_id), target_name: r.target_name ?? '',
      price: r.price_fils === null ? null : fromFils(Number(r.price_fils)),
      percent_off: r.percent_off_bp === null ? null : Number(r.percent_off_bp) / 100,
      valid_from: r.valid_from, valid_to: r.valid_to,
      tiers: r.tiers.map((t) => ({ from: t.from, price: fromFils(t.fils) })),
    })),
  });
}

/** What is wrong with a rule as sent, or null. */
export function ruleProblem(input: PriceRuleInput): string | null {
  if (input.price !== null && input.percent_off !== null) return PRICE_LIST_MESSAGES.oneAmount;
  if (input.price === null && input.percent_off === null) return PRICE_LIST_MESSAGES.noAmount;
  if (input.valid_from && input.valid_to && input.valid_from > input.valid_to) return PRICE_LIST_MESSAGES.dates;
  if (new Set(input.tiers.map((t) => t.from)).size !== input.tiers.length) return PRICE_LIST_MESSAGES.tiersTwice;
  return null;
}

async function targetExists(tx: Tx, kind: PriceRuleInput['target_kind'], id: number): Promise<boolean> {
  const table = { article: 'variants', product: 'products', category: 'categories', brand: 'brands' }[kind];
  const result = await tx.execute(sql`select 1 from ${sql.identifier(table)} where id = ${id}`);
  return result.rows.length > 0;
}

/** Writes a rule's row and tiers (a new rule when `ruleId` is null); null when the rule or list is gone. */
export async function writeRule(tx: Tx, listId: number, ruleId: number | null, input: PriceRuleInput): Promise<number | null> {
  const values = {
    targetKind: input.target_kind, targetId: input.target_id,
    priceFils: input.price === null ? null : toFils(input.price),
    percentOffBp: input.percent_off === null ? null : Math.round(input.percent_off * 100),
    validFrom: input.valid_from || null, validTo: input.valid_to || null,
  };
  const [row] = ruleId === null
    ? await tx.insert(priceListRules).values({ priceListId: listId, ...values }).returning({ id: priceListRules.id })
    : await tx.update(priceListRules).set(values).where(sql`${priceListRules.id} = ${ruleId} and ${priceListRules.priceListId} = ${listId}`).returning({ id: priceListRules.id });
  if (!row) return null;
  await tx.delete(volumeTiers).where(eq(volumeTiers.ruleId, row.id));
  if (input.tiers.length > 0) {
    await tx.insert(volumeTiers).values(input.tiers.map((t) => ({ ruleId: row.id, fromQuantity: t.from, priceFils: toFils(t.price) })));
  }
  return row.id;
}

export async function saveRule(db: Db, staffId: number, listId: number, ruleId: number | null, input: PriceRuleInput): Promise<Outcome<{ id: number }>> {
  const problem = ruleProblem(input);
  if (problem) return invalid(problem);
  const outcome = await db.transaction(async (tx): Promise<Outcome<{ id: number }>> => {
    const [list] = await tx.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.id, listId));
    if (!list) return notFound;
    if (!(await targetExists(tx, input.target_kind, input.target_id))) return refused(PRICE_LIST_MESSAGES.unknownTarget);
    const id = await writeRule(tx, listId, ruleId, input);
    if (id === null) return notFound;
    await audit(tx, staffId, ruleId === null ? 'price-rule.create' : 'price-rule.update', `price-list:${listId}`, { rule: id, ...input });
    return done({ id });
  });
  if (outcome.kind === 'done') bumpCatalogueEpoch();
  return outcome;
}

export async function deleteRule(db: Db, staffId: number, listId: number, ruleId: number): Promise<Outcome<{ id: number }>> {
  const removed = await db.transaction(async (tx) => {
    const rows = await tx.delete(priceListRules).where(sql`${priceListRules.id} = ${ruleId} and ${priceListRules.priceListId} = ${listId}`).returning();
    if (rows.length > 0) await audit(tx, staffId, 'price-rule.delete', `price-list:${listId}`, { rule: ruleId });
    return rows.length > 0;
  });
  if (!removed) return notFound;
  bumpCatalogueEpoch();
  return done({ id: ruleId });
}
