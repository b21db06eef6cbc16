// Saved order lists (requisition lists): the payloads both sides share, the limits the server
// enforces and the sentences it answers with, so the storefront can check before it asks.
import type { BulkLineResult, CartItem } from './api-types';

export const ORDER_LIST_LIMITS = { lists: 50, lines: 500, nameLength: 60 } as const;

export const ORDER_LIST_MESSAGES = {
  nameBlank: 'Give the list a name.',
  nameTooLong: `A list name can have at most ${ORDER_LIST_LIMITS.nameLength} characters.`,
  nameTaken: 'You already have a list with this name.',
  tooManyLists: `You can keep at most ${ORDER_LIST_LIMITS.lists} lists.`,
  fullList: `A list can hold at most ${ORDER_LIST_LIMITS.lines} products.`,
  unknownArticle: 'This product is not available.',
  unknownOrder: 'This order was not found.',
  emptyCart: 'Your cart is empty.',
  noLines: 'Choose at least one line.',
  unknownLines: 'Some of the chosen lines are not in this list.',
  added: (n: number) => `Added ${n}.`,
  adjusted: (problem: string, n: number) => `${problem} Saved ${n}.`,
  outOfStock: 'Out of stock.',
  notSold: 'This product is not sold any more.',
  overStock: (stock: number) => `Only ${stock} in stock.`,
} as const;

/** A list as the lists screen shows it. */
export interface OrderListSummary {
  id: number;
  name: string;
  /** How many articles the list holds. */
  lines: number;
  updated_at: string;
}

/** A line of a list: the article priced for the buyer like a cart line, with what stands in its way today. */
export interface OrderListLine extends CartItem {
  /** Stock or quantity-rule warning for this count today, null when it can be ordered as it is. */
  warning: string | null;
}

export interface OrderListDetail {
  id: number;
  name: string;
  updated_at: string;
  lines: OrderListLine[];
  /** What the whole list costs at the buyer's prices today. */
  total: number;
}

export interface OrderListsReply { status: 1; lists: OrderListSummary[] }
export interface OrderListReply { status: 1; list: OrderListDetail; results?: BulkLineResult[]; message?: string }

/** Where lines added to a list come from. */
export type OrderListSource =
  | { from: 'article'; aid: number; count: number }
  | { from: 'cart' }
  | { from: 'order'; order_id: number };

/** The name as stored: trimmed, inner runs of white space kept as typed. */
export function listName(text: string): string {
  return text.trim();
}

/** null when the name can be saved, else the sentence saying why not. */
export function listNameProblem(text: string): string | null {
  const name = listName(text);
  if (name === '') return ORDER_LIST_MESSAGES.nameBlank;
  if ([...name].length > ORDER_LIST_LIMITS.nameLength) return ORDER_LIST_MESSAGES.nameTooLong;
  return null;
}
