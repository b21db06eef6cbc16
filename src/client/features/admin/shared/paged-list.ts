import { ADMIN_PAGE_SIZE } from '../../../../shared/admin-types';
import type { LoadStatus } from '../../../lib/load-cases';

export type { LoadStatus };

/** One screen's page of a server list: what was asked for, how it went, and what came back. */
export interface PagedList<T, Q> {
  query: Q;
  status: LoadStatus;
  count: number;
  items: T[];
  error: string | null;
}

export function pagedList<T, Q>(query: Q): PagedList<T, Q> {
  return { query, status: 'idle', count: 0, items: [], error: null };
}

// Case reducers shared by every list; they change the draft they are given.

export function requestList<T, Q>(list: PagedList<T, Q>, query: Q): void {
  list.query = query;
  list.status = 'loading';
  list.error = null;
}

export function receiveList<T, Q>(list: PagedList<T, Q>, count: number, items: T[]): void {
  list.status = 'succeeded';
  list.count = count;
  list.items = items;
}

export function failList<T, Q>(list: PagedList<T, Q>, message: string): void {
  list.status = 'failed';
  list.error = message;
}

/** How many pages a count fills at the back office's page size (at least one). */
export function pageCount(count: number, size: number = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / size));
}

/** A user action in flight on a screen: approving, saving, deleting. */
export interface ActionState {
  status: 'idle' | 'submitting' | 'failed';
  error: string | null;
}

export const idleAction: ActionState = { status: 'idle', error: null };
export const submitting: ActionState = { status: 'submitting', error: null };
export const actionFailed = (message: string): ActionState => ({ status: 'failed', error: message });

/** A copy of a list with one item moved by `delta` places (up is -1); out of range changes nothing. */
export function moveItem<T>(items: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const copy = [...items];
  const [item] = copy.splice(index, 1);
  copy.splice(target, 0, item);
  return copy;
}

/**
 * The last page that has items, when page `page` came back empty past the end (a decision or a
 * delete took the last items of the last page, and the pager hides itself on one page); null
 * when the page is where it should be.
 */
export function lastPageFor(page: number, count: number, shown: number): number | null {
  return shown === 0 && count > 0 && page > pageCount(count) ? pageCount(count) : null;
}
