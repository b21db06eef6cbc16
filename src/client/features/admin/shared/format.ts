import { countryById } from '../../../../shared/countries';
import { formatPrice } from '../../../lib/format';

// How the back office writes dates, money and countries.

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** '2 Mar 2025, 09:30'; an unreadable or missing date shows as a dash. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTime.format(date);
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateOnly.format(date);
}

/** Money in AED, as the storefront writes it. */
export const aed = (amount: number): string => formatPrice(amount);

/** The country of a customer by its id in the shared list of 240 countries. */
export function countryLabel(countryId: number): string {
  return countryById(countryId)?.name ?? '—';
}
