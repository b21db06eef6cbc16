import type { TaxonomyChange } from './taxonomy-slice';

export const TAXONOMY_MSG = {
  nameRequired: 'Please enter a name.',
  slugFormat: 'Use lower-case letters, digits and single dashes for the slug.',
  sortNumber: 'The sort order must be a whole number.',
} as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What is wrong with a change before it is sent, or null; the server checks the rest. */
export function changeProblem(change: TaxonomyChange): string | null {
  if (change.kind.endsWith('Delete')) return null;
  const input = (change as { input: { name: string; slug?: string; sort?: number } }).input;
  if (!input.name.trim()) return TAXONOMY_MSG.nameRequired;
  if (input.slug !== undefined && !SLUG.test(input.slug)) return TAXONOMY_MSG.slugFormat;
  if (input.sort !== undefined && !Number.isInteger(input.sort)) return TAXONOMY_MSG.sortNumber;
  return null;
}
