import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { createdAt, idColumn, updatedAt } from './columns';
import { variants } from './variants';

export const PRICE_RULE_TARGETS = ['article', 'product', 'category', 'brand'] as const;
export type PriceRuleTarget = (typeof PRICE_RULE_TARGETS)[number];

/** A named set of contract prices (services/price-lists/): given to customers or customer groups. */
export const priceLists = pgTable('price_lists', {
  id: idColumn(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('price_lists_name_uq').on(sql`lower(${t.name})`)]);

/**
 * One rule of a list: a fixed price in fils or a percentage (hundredths of a percent) off the
 * customer's B2B price, for one article, product, category (and its sub-categories) or brand.
 * The target id is not a foreign key because it names one of four tables by `target_kind`.
 */
export const priceListRules = pgTable('price_list_rules', {
  id: idColumn(),
  priceListId: integer('price_list_id').notNull().references(() => priceLists.id, { onDelete: 'cascade' }),
  targetKind: text('target_kind', { enum: PRICE_RULE_TARGETS }).notNull(),
  targetId: integer('target_id').notNull(),
  priceFils: integer('price_fils'),
  percentOffBp: integer('percent_off_bp'),
  validFrom: date('valid_from', { mode: 'string' }),
  validTo: date('valid_to', { mode: 'string' }),
  createdAt: createdAt(),
}, (t) => [
  // Loading a customer's rules for the articles on a page looks them up by target.
  index('price_list_rules_target_idx').on(t.priceListId, t.targetKind, t.targetId),
  check('price_list_rules_kind', sql`${t.targetKind} in ('article', 'product', 'category', 'brand')`),
  check('price_list_rules_one_amount', sql`(${t.priceFils} is null) <> (${t.percentOffBp} is null)`),
  check('price_list_rules_amounts', sql`coalesce(${t.priceFils}, 0) >= 0 and coalesce(${t.percentOffBp}, 0) between 0 and 10000`),
  check('price_list_rules_dates', sql`${t.validFrom} is null or ${t.validTo} is null or ${t.validFrom} <= ${t.validTo}`),
]);

/** Unit price from a quantity on: of an article for every approved customer, or of one list rule. */
export const volumeTiers = pgTable('volume_tiers', {
  id: idColumn(),
  variantId: integer('variant_id').references(() => variants.id, { onDelete: 'cascade' }),
  ruleId: integer('rule_id').references((): AnyPgColumn => priceListRules.id, { onDelete: 'cascade' }),
  fromQuantity: integer('from_quantity').notNull(),
  priceFils: integer('price_fils').notNull(),
}, (t) => [
  uniqueIndex('volume_tiers_variant_uq').on(t.variantId, t.fromQuantity).where(sql`${t.variantId} is not null`),
  uniqueIndex('volume_tiers_rule_uq').on(t.ruleId, t.fromQuantity).where(sql`${t.ruleId} is not null`),
  check('volume_tiers_owner', sql`(${t.variantId} is null) <> (${t.ruleId} is null)`),
  check('volume_tiers_values', sql`${t.fromQuantity} >= 1 and ${t.priceFils} >= 0`),
]);

/** Customers sharing terms ("Chain stores"); the group's list applies unless a customer has one of their own. */
export const customerGroups = pgTable('customer_groups', {
  id: idColumn(),
  name: text('name').notNull(),
  priceListId: integer('price_list_id').references(() => priceLists.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('customer_groups_name_uq').on(sql`lower(${t.name})`)]);

/** A customer's group and own price list, kept beside the account so the account table stays as it is. */
export const customerPriceTerms = pgTable('customer_price_terms', {
  customerId: integer('customer_id').primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  groupId: integer('group_id').references(() => customerGroups.id, { onDelete: 'set null' }),
  priceListId: integer('price_list_id').references(() => priceLists.id, { onDelete: 'set null' }),
}, (t) => [index('customer_price_terms_group_idx').on(t.groupId), index('customer_price_terms_list_idx').on(t.priceListId)]);

export type PriceListRow = typeof priceLists.$inferSelect;
export type PriceListRuleRow = typeof priceListRules.$inferSelect;
export type VolumeTierRow = typeof volumeTiers.$inferSelect;
export type CustomerGroupRow = typeof customerGroups.$inferSelect;
