// Loads what prices a page's articles for one customer, in one statement whatever the size of
// the customer's price list: the articles' own tiers and only the list's rules aimed at their
// targets (price_list_rules_target_idx), valid on the day, with their tiers. A 5,000-rule list
// costs about what a 5-rule one does.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { PriceRuleTarget } from '../../db/schema/price-lists';
import type { ArticleTerms, PriceRule, Tier } from './decide-price';

type RuleRow = {
  id: number; list_id: number; list_name: string; kind: PriceRuleTarget; target_id: number;
  price_fils: number | null; percent_off_bp: number | null; valid_from: string | null; valid_to: string | null; tiers: Tier[];
};

/** The volume tiers of one owner (`t.variant_id = ...` or `t.rule_id = ...`) as a JSON list of Tier. */
export const TIERS_JSON = (owner: string) => sql.raw(`coalesce((select json_agg(json_build_object('from', t.from_quantity, 'priceFils', t.price_fils)
  order by t.from_quantity) from volume_tiers t where ${owner}), '[]'::json)`);

type TermsRow = { id: number; tiers: Tier[]; rules: RuleRow[] };

/**
 * One statement: each article with its own tiers and, with a list, the list's valid rules aimed
 * at the article, its product, its brand or any category on the way up from its own ones. The
 * rules are found by joining those targets to price_list_rules_target_idx.
 */
async function termsRows(db: DbOrTx, ids: number[], listId: number | null, date: string): Promise<TermsRow[]> {
  const idList = sql.join(ids.map((id) => sql`${id}::int`), sql`, `);
  const rules = listId === null ? sql`'[]'::json` : sql`coalesce((select json_agg(json_build_object(
      'id', r.id, 'list_id', r.price_list_id, 'list_name', l.name, 'kind', r.target_kind, 'target_id', r.target_id,
      'price_fils', r.price_fils, 'percent_off_bp', r.percent_off_bp, 'valid_from', r.valid_from, 'valid_to', r.valid_to,
      'tiers', ${TIERS_JSON('t.rule_id = r.id')}))
    from targets g join price_list_rules r on r.price_list_id = ${listId} and r.target_kind = g.kind and r.target_id = g.target
    join price_lists l on l.id = r.price_list_id and l.active
    where g.article = a.id and (r.valid_from is null or r.valid_from <= ${date}::date) and (r.valid_to is null or r.valid_to >= ${date}::date)), '[]'::json)`;
  const targets = listId === null ? sql`targets(article, kind, target) as (select null::int, null::text, null::int where false)` : sql`
    path(article, cat) as (
      select a.id, pc.category_id from arts a join product_categories pc on pc.product_id = a.product_id
      union select path.article, c.parent_id from path join categories c on c.id = path.cat where c.parent_id is not null),
    targets(article, kind, target) as (
      select id, 'article', id from arts union all select id, 'product', product_id from arts
      union all select id, 'brand', brand_id from arts where brand_id is not null
      union all select article, 'category', cat from path)`;
  const result = await db.execute<TermsRow>(sql`
    with recursive arts as (select v.id, v.product_id, p.brand_id from variants v join products p on p.id = v.product_id where v.id in (${idList})),
    ${targets}
    select a.id, ${TIERS_JSON('t.variant_id = a.id')} as tiers, ${rules} as rules from arts a`);
  return result.rows;
}

const toRule = (row: RuleRow): PriceRule => ({
  id: Number(row.id), listId: Number(row.list_id), listName: row.list_name, kind: row.kind,
  priceFils: row.price_fils === null ? null : Number(row.price_fils),
  percentOffBp: row.percent_off_bp === null ? null : Number(row.percent_off_bp),
  validFrom: row.valid_from, validTo: row.valid_to, tiers: row.tiers,
});

/** The terms of each of `ids` (articles) under price list `listId` (null: tiers only) on `date`. */
export async function loadArticleTerms(db: DbOrTx, ids: readonly number[], listId: number | null, date: string): Promise<Map<number, ArticleTerms>> {
  const unique = [...new Set(ids)];
  const terms = new Map<number, ArticleTerms>();
  if (unique.length === 0) return terms;
  for (const row of await termsRows(db, unique, listId, date)) terms.set(Number(row.id), { tiers: row.tiers, rules: row.rules.map(toRule) });
  return terms;
}
