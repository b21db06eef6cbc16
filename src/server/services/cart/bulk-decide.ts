// What happens to one SKU of a bulk call, decided from the article, the count asked for (all
// lines of that SKU summed), what the cart already holds, and how full the cart is. Pure, so
// every rule is tested on its own.
import type { BulkLineStatus } from '../../../shared/api-types';
import { MAX_CART_COUNT, MAX_CART_LINES } from '../../../shared/constants';
import { type QuantityRule, largestCountWithin, nearestCount, ruleProblem } from '../../../shared/quantity-rules';

export interface BulkArticle { active: boolean; stock: number; rule: QuantityRule }

export interface SkuDecision {
  status: BulkLineStatus;
  message: string;
  /** Whether the cart line is written, and the count it then holds. */
  write: boolean;
  count: number;
  aid?: number;
}

export const BULK_MESSAGES = {
  added: (n: number) => `Added ${n}.`,
  adjusted: (problem: string, n: number) => `${problem} Added ${n}.`,
  unknown: 'No product has this SKU.',
  notSold: 'This product is not sold any more.',
  outOfStock: 'Out of stock.',
  overStock: (stock: number, inCart: number) => (inCart > 0 ? `Only ${stock} in stock, ${inCart} already in your cart.` : `Only ${stock} in stock.`),
  badCount: 'The quantity must be at least 1.',
  tooMany: `You can order at most ${MAX_CART_COUNT.toLocaleString('en-US')} of one product.`,
  fullCart: `Your cart can hold at most ${MAX_CART_LINES} different products.`,
  nothingToAdd: (problem: string) => `${problem} Nothing added.`,
} as const;

const refuse = (status: BulkLineStatus, message: string): SkuDecision => ({ status, message, write: false, count: 0 });

/**
 * `asked` adds to the `inCart` count. A total off the article's quantity rule is moved to the
 * nearest count it allows ("adjusted"), or, where that is more than the stock holds though
 * the total is not, to the largest count the stock allows; more than the stock holds adds nothing.
 */
export function decideSku(article: BulkArticle | null, asked: number, inCart: number, cartLines: number): SkuDecision {
  if (!Number.isSafeInteger(asked) || asked <= 0) return refuse('refused', BULK_MESSAGES.badCount);
  if (!article) return refuse('unknown', BULK_MESSAGES.unknown);
  if (!article.active) return refuse('unavailable', BULK_MESSAGES.notSold);
  if (article.stock <= 0) return refuse('unavailable', BULK_MESSAGES.outOfStock);
  const wanted = inCart + asked;
  if (wanted > MAX_CART_COUNT) return refuse('refused', BULK_MESSAGES.tooMany);
  const problem = ruleProblem(article.rule, wanted);
  let count = problem === null ? wanted : nearestCount(article.rule, wanted);
  // 20 asked in cases of 12 with 20 in stock: 12 rather than nothing ("only 20 in stock").
  if (count > article.stock && wanted <= article.stock) count = largestCountWithin(article.rule, article.stock) ?? count;
  if (count <= inCart) return refuse('refused', BULK_MESSAGES.nothingToAdd(problem ?? ''));
  if (count > article.stock) return refuse('unavailable', BULK_MESSAGES.overStock(article.stock, inCart));
  if (inCart === 0 && cartLines >= MAX_CART_LINES) return refuse('refused', BULK_MESSAGES.fullCart);
  const added = count - inCart;
  return problem === null
    ? { status: 'added', message: BULK_MESSAGES.added(added), write: true, count }
    : { status: 'adjusted', message: BULK_MESSAGES.adjusted(problem, added), write: true, count };
}
