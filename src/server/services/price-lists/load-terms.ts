// Loads what prices a page's articles for one customer, in at most two statements whatever the
// size of the customer's price list: the articles' own tiers with their product, brand and
// category path, then only the list's rules aimed at those targets (price_list_rules_target_idx),
// valid on the day, with their tiers. A 5,000-rule list costs the same as a 5-rule one.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { PriceRuleTarget } from '../../db/schema/price-lists';
import type { ArticleTerms, PriceRule, Tier } from './decide-price';

type ArticleRow = { id: number; product_id: number; brand_id: number | null; category_ids: number[]; tiers: Tier[] };
type RuleRow = {
  id: number; list_id: number; list_name: string; kind: PriceRuleTarget; target_id: number;
  price_fils: number | null; percent_off_bp: number | null; valid_from: string | null; valid_to: string | null; tiers: Tier[];
};

const TIERS_JSON = (owner: string) => sql.raw(`coalesce((select json_agg(json_build_object('from', t.from_quantity, 'priceFils', t.price_fils)
  order by t.from_quantity) from volume_tiers t where ${owner}), '[]'::json)`);

async function articleRows(db: DbOrTx, ids: number[], withTargets: boolean): Promise<ArticleRow[]> {
  const idList = sql.join(ids.map((id) => sql`${id}::int`), sql`, `);
  // Customers without a list only need the tiers; the category walk is for rules.
  const categories = withTargets
    ? sql`(with recursive path(id) as (
        select pc.category_id from product_categories pc where pc.product_id = v.product_id
        union select c.parent_id from categories c join path on c.id = path.id where c.parent_id is not null)
        select coalesce(array_agg(id), '{}') from path)`
    : sql`'{}'::int[]`;
  const result = await db.execute<ArticleRow>(sql`
    select v.id, v.product_id, p.brand_id, ${categories} as category_ids, ${TIERS_JSON('t.variant_id = v.id')} as tiers
    from variants v join products p on p.id = v.product_id where v.id in (${idList})`);
  return result.rows;
}

async function ruleRows(db: DbOrTx, listId: number, date: string, articles: readonly ArticleRow[]): Promise<RuleRow[]> {
  const targets: Array<[PriceRuleTarget, Set<number>]> = [
    ['article', new Set(articles.map((a) => a.id))],
    ['product', new Set(articles.map((a) => a.product_id))],
    ['category', new Set(articles.flatMap((a) => a.category_ids.map(Number)))],
    ['brand', new Set(articles.flatMap((a) => (a.brand_id === null ? [] : [a.brand_id])))],
  ];
  const matches = targets
    .filter(([, ids]) => ids.size > 0)
    .map(([kind, ids]) => sql`(r.target_kind = ${kind} and r.target_id in (${sql.join([...ids].map((id) => sql`${id}::int`), sql`, `)}))`);
  const result = await db.execute<RuleRow>(sql`
    select r.id, r.price_list_id as list_id, l.name as list_name, r.target_kind as kind, r.target_id, r.price_fils,
      r.percent_off_bp, r.valid_from::text as valid_from, r.valid_to::text as valid_to, ${TIERS_JSON('t.rule_id = r.id')} as tiers
    from price_list_rules r join price_lists l on l.id = r.price_list_id
    where r.price_list_id = ${listId} and l.active
      and (r.valid_from is null or r.valid_from <= ${date}::date) and (r.valid_to is null or r.valid_to >= ${date}::date)
      and (${sql.join(matches, sql` or `)})`);
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
  const articles = await articleRows(db, unique, listId !== null);
  const rules = listId === null ? [] : (await ruleRows(db, listId, date, articles)).map((row) => ({ row, rule: toRule(row) }));
  const rulesOf = (kind: PriceRuleTarget, targets: readonly number[]) =>
    rules.filter(({ row }) => row.kind === kind && targets.includes(Number(row.target_id))).map(({ rule }) => rule);
  for (const article of articles) {
    const categoryIds = article.category_ids.map(Number);
    terms.set(Number(article.id), {
      tiers: article.tiers,
      rules: [
        ...rulesOf('article', [Number(article.id)]),
        ...rulesOf('product', [Number(article.product_id)]),
        ...rulesOf('category', categoryIds),
        ...(article.brand_id === null ? [] : rulesOf('brand', [Number(article.brand_id)])),
      ],
    });
  }
  return terms;
}
