// Price lists and their rules in the back office. Every change is audited in its transaction
// and bumps the catalogue epoch, so this instance's cached listings show the new prices at once
// (other instances within the cache's few seconds).
import { eq, sql } from 'drizzle-orm';
import { toFils } from '../../../shared/money';
import { isIsoDate } from '../../../shared/trade-documents';
import { priceProblem } from '../catalogue-admin/rules';
import { PRICE_LIST_MESSAGES, type PriceRuleInput, type PriceRuleRequest } from '../../../shared/price-list-types';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { priceListRules, priceLists, volumeTiers } from '../../db/schema';
import { audit } from '../admin/audit';
import { type Outcome, done, invalid, notFound, refused } from '../admin/outcome';
import { bumpCatalogueEpoch } from '../answer-cache';
import { lockSnapshot, ruleSnapshot } from './list-snapshot';

/** Creates a list (`id` null) or renames it and sets its active flag; the audit keeps what it was. */
export async function savePriceList(db: Db, staffId: number, id: number | null, input: { name: string; active: boolean }): Promise<Outcome<{ list: { id: number; name: string; active: boolean } }>> {
  const name = input.name.trim();
  if (!name) return invalid(PRICE_LIST_MESSAGES.noName);
  try {
    const saved = await db.transaction(async (tx) => {
      if (id === null) {
        const [row] = await tx.insert(priceLists).values({ name, active: input.active }).returning();
        await audit(tx, staffId, 'price-list.create', `price-list:${row.id}`, { name, active: input.active });
        return row;
      }
      const [was] = await tx.select().from(priceLists).where(eq(priceLists.id, id)).for('update');
      if (!was) return undefined;
      const [row] = await tx.update(priceLists).set({ name, active: input.active, updatedAt: new Date() }).where(eq(priceLists.id, id)).returning();
      await audit(tx, staffId, 'price-list.update', `price-list:${id}`, { name, active: input.active, was: { name: was.name, active: was.active } });
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

/**
 * Deletes a list with its rules; its customers and groups keep no list and pay the normal B2B
 * prices. The audit entry keeps the whole list (see list-snapshot.ts) so it can be rebuilt.
 */
export async function deletePriceList(db: Db, staffId: number, id: number): Promise<Outcome<{ id: number }>> {
  const removed = await db.transaction(async (tx) => {
    const snapshot = await lockSnapshot(tx, id);
    if (!snapshot) return false;
    await tx.delete(priceLists).where(eq(priceLists.id, id));
    await audit(tx, staffId, 'price-list.delete', `price-list:${id}`, { ...snapshot });
    return true;
  });
  if (!removed) return notFound;
  bumpCatalogueEpoch();
  return done({ id });
}

/** What is wrong with a rule's amounts, dates and tiers as sent, or null. */
export function ruleProblem(input: Omit<PriceRuleInput, 'target_id'>): string | null {
  if (input.price !== null && input.percent_off !== null) return PRICE_LIST_MESSAGES.oneAmount;
  if (input.price === null && input.percent_off === null) return PRICE_LIST_MESSAGES.noAmount;
  // The schema's patterns let 2026-13-45 and 99,999,999 AED through; the database would not.
  for (const day of [input.valid_from, input.valid_to]) if (day && !isIsoDate(day)) return PRICE_LIST_MESSAGES.badDate;
  for (const amount of [input.price, ...input.tiers.map((t) => t.price)]) {
    const problem = amount === null ? null : priceProblem(amount, 'price');
    if (problem) return problem;
  }
  if (input.valid_from && input.valid_to && input.valid_from > input.valid_to) return PRICE_LIST_MESSAGES.dates;
  if (new Set(input.tiers.map((t) => t.from)).size !== input.tiers.length) return PRICE_LIST_MESSAGES.tiersTwice;
  return null;
}

/** What is wrong with how a rule names its target (an id, or a SKU for an article or product), or null. */
function targetProblem(input: PriceRuleRequest): string | null {
  if ((input.target_id === undefined) === (input.sku === undefined)) return PRICE_LIST_MESSAGES.oneTarget;
  if (input.sku !== undefined && input.target_kind !== 'article' && input.target_kind !== 'product') return PRICE_LIST_MESSAGES.skuKind;
  return null;
}

async function targetExists(tx: Tx, kind: PriceRuleInput['target_kind'], id: number): Promise<boolean> {
  const table = { article: 'variants', product: 'products', category: 'categories', brand: 'brands' }[kind];
  const result = await tx.execute(sql`select 1 from ${sql.identifier(table)} where id = ${id}`);
  return result.rows.length > 0;
}

/** The target's id as sent, or of the article with the SKU (any case, the exact one first) or its product; a refusal when none. */
async function targetOf(tx: Tx, input: PriceRuleRequest): Promise<number | string> {
  if (input.sku === undefined) {
    const id = input.target_id as number;
    return (await targetExists(tx, input.target_kind, id)) ? id : PRICE_LIST_MESSAGES.unknownTarget;
  }
  const sku = input.sku.trim();
  const [found] = (await tx.execute<{ id: number; product_id: number }>(sql`
    select id, product_id from variants where lower(sku) = lower(${sku}) order by (sku = ${sku}) desc, id limit 1`)).rows;
  if (!found) return PRICE_LIST_MESSAGES.unknownSku(sku);
  return Number(input.target_kind === 'product' ? found.product_id : found.id);
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

/** Adds a rule (`ruleId` null) or changes one; its target by id or by an article's SKU. */
export async function saveRule(db: Db, staffId: number, listId: number, ruleId: number | null, request: PriceRuleRequest): Promise<Outcome<{ id: number }>> {
  const problem = targetProblem(request) ?? ruleProblem(request);
  if (problem) return invalid(problem);
  const outcome = await db.transaction(async (tx): Promise<Outcome<{ id: number }>> => {
    // Held (key share) until the rule is written: a colleague's delete of the list waits for it.
    const [list] = await tx.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.id, listId)).for('key share');
    if (!list) return notFound;
    const target = await targetOf(tx, request);
    if (typeof target === 'string') return refused(target);
    const { sku: _sku, ...rest } = request;
    const input: PriceRuleInput = { ...rest, target_id: target };
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
    const was = await ruleSnapshot(tx, listId, ruleId);
    if (!was) return false;
    await tx.delete(priceListRules).where(eq(priceListRules.id, ruleId));
    await audit(tx, staffId, 'price-rule.delete', `price-list:${listId}`, { rule: ruleId, ...was });
    return true;
  });
  if (!removed) return notFound;
  bumpCatalogueEpoch();
  return done({ id: ruleId });
}
