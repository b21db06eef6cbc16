import { productPicksTable } from './product-picks';

/** The products a customer put side by side to compare. */
export const compareItems = productPicksTable('compare_items');

export type CompareItemRow = typeof compareItems.$inferSelect;
