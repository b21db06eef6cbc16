// What a price list (or one rule) was when it is deleted, kept in the audit entry: its rules in
// the shape `POST /api/admin/price-lists/{id}/rules` takes (with the SKU or name each was for),
// and who used it. Deleting a list removes its rules and detaches its customers and groups, who
// then pay the normal B2B prices, so this is what rebuilding the contract needs.
import { sql } from 'drizzle-orm';
import type { PriceRuleInput } from '../../../shared/price-list-types';
import type { Tx } from '../../db/client';
import { RULE_COLUMNS, type RuleRow, ruleOfRow } from './list-reads';

export interface ListSnapshot {
  name: string;
  active: boolean;
  rules: RuleSnapshot[];
  /** Customers whose own list it was. */
  customers: number[];
  /** Groups whose list it was. */
  groups: Array<{ id: number; name: string }>;
}

type RuleSnapshot = PriceRuleInput & { target_name: string };

function snapshotOf(row: RuleRow): RuleSnapshot {
  const { id: _id, ...rule } = ruleOfRow(row);
  return rule;
}

/** One rule of a list, locked, as it is before it is deleted; null when the list has no such rule. */
export async function ruleSnapshot(tx: Tx, listId: number, ruleId: number): Promise<RuleSnapshot | null> {
  const rows = await tx.execute<RuleRow>(sql`select ${RULE_COLUMNS} from price_list_rules r where r.id = ${ruleId} and r.price_list_id = ${listId} for update of r`);
  return rows.rows.length === 0 ? null : snapshotOf(rows.rows[0]);
}

/** The list's row and rules locked (no rule or assignment can join or change meanwhile) and read whole; null when gone. */
export async function lockSnapshot(tx: Tx, id: number): Promise<ListSnapshot | null> {
  const head = await tx.execute<{ name: string; active: boolean }>(sql`select name, active from price_lists where id = ${id} for update`);
  if (head.rows.length === 0) return null;
  const rules = await tx.execute<RuleRow>(sql`select ${RULE_COLUMNS} from price_list_rules r where r.price_list_id = ${id} order by r.id for update of r`);
  const customers = await tx.execute<{ id: number }>(sql`select customer_id as id from customer_price_terms where price_list_id = ${id} order by customer_id`);
  const groups = await tx.execute<{ id: number; name: string }>(sql`select id, name from customer_groups where price_list_id = ${id} order by id`);
  return {
    name: head.rows[0].name,
    active: head.rows[0].active,
    rules: rules.rows.map(snapshotOf),
    customers: customers.rows.map((r) => Number(r.id)),
    groups: groups.rows.map((g) => ({ id: Number(g.id), name: g.name })),
  };
}
