// The price lists as the back office reads them: every list with how many rules, customers and
// groups it has, and one list with its rules: all of them, or one page of those whose target (an
// article's SKU, a product's, category's or brand's name) contains a search term. Contracts run
// to 20,000 lines, so the screen asks for pages.
import { sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '../../../shared/admin-types';
import { fromFils } from '../../../shared/money';
import type { AdminPriceList, AdminPriceRule, PriceRulePage } from '../../../shared/price-list-types';
import type { DbOrTx } from '../../db/client';
import { type Outcome, done, notFound } from '../admin/outcome';

export async function listPriceLists(db: DbOrTx): Promise<{ lists: AdminPriceList[] }> {
  const result = await db.execute<{ id: number; name: string; active: boolean; rules: number; customers: number; groups: number }>(sql`
    select l.id, l.name, l.active,
      (select count(*)::int from price_list_rules r where r.price_list_id = l.id) as rules,
      (select count(*)::int from customer_price_terms t where t.price_list_id = l.id) as customers,
      (select count(*)::int from customer_groups g where g.price_list_id = l.id) as groups
    from price_lists l order by lower(l.name), l.id`);
  return { lists: result.rows.map((r) => ({ ...r, id: Number(r.id), rules: Number(r.rules), customers: Number(r.customers), groups: Number(r.groups) })) };
}

export const TARGET_NAME = sql.raw(`case r.target_kind
  when 'article' then (select v.sku from variants v where v.id = r.target_id)
  when 'product' then (select p.name from products p where p.id = r.target_id)
  when 'category' then (select c.name from categories c where c.id = r.target_id)
  else (select b.name from brands b where b.id = r.target_id) end`);

/** The columns `ruleOfRow` reads, of `price_list_rules r`. */
export const RULE_COLUMNS = sql`r.id, r.target_kind as kind, r.target_id, ${TARGET_NAME} as target_name, r.price_fils, r.percent_off_bp,
  r.valid_from::text as valid_from, r.valid_to::text as valid_to,
  coalesce((select json_agg(json_build_object('from', t.from_quantity, 'fils', t.price_fils) order by t.from_quantity)
    from volume_tiers t where t.rule_id = r.id), '[]'::json) as tiers`;

export interface RuleQuery {
  /** From 1; without it every rule comes. */
  page?: number;
  /** Part of the target's SKU or name, in any case. */
  q?: string;
}

export type RuleRow = {
  id: number; kind: AdminPriceRule['target_kind']; target_id: number; target_name: string | null; price_fils: number | null;
  percent_off_bp: number | null; valid_from: string | null; valid_to: string | null; tiers: Array<{ from: number; fils: number }>;
};

function matching(listId: number, q: string) {
  if (q === '') return sql`r.price_list_id = ${listId}`;
  const pattern = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
  return sql`r.price_list_id = ${listId} and (${TARGET_NAME}) ilike ${pattern}`;
}

export function ruleOfRow(r: RuleRow): AdminPriceRule {
  return {
    id: Number(r.id), target_kind: r.kind, target_id: Number(r.target_id), target_name: r.target_name ?? '',
    price: r.price_fils === null ? null : fromFils(Number(r.price_fils)),
    percent_off: r.percent_off_bp === null ? null : Number(r.percent_off_bp) / 100,
    valid_from: r.valid_from, valid_to: r.valid_to,
    tiers: r.tiers.map((t) => ({ from: t.from, price: fromFils(t.fils) })),
  };
}

export async function loadPriceList(db: DbOrTx, id: number, query: RuleQuery = {}): Promise<Outcome<PriceRulePage>> {
  const list = (await listPriceLists(db)).lists.find((l) => l.id === id);
  if (!list) return notFound;
  const q = (query.q ?? '').trim();
  const where = matching(id, q);
  const page = query.page === undefined ? sql`` : sql` limit ${ADMIN_PAGE_SIZE} offset ${(query.page - 1) * ADMIN_PAGE_SIZE}`;
  const result = await db.execute<RuleRow>(sql`
    select ${RULE_COLUMNS} from price_list_rules r where ${where} order by r.target_kind, r.target_id, r.id${page}`);
  const count = q === '' ? list.rules
    : Number((await db.execute<{ n: number }>(sql`select count(*)::int as n from price_list_rules r where ${where}`)).rows[0].n);
  return done({ list, rules: result.rows.map(ruleOfRow), count });
}
