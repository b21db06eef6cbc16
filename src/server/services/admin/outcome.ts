// What a back-office change reports: the record was not found, the input was invalid (400),
// the change was refused for a reason the person can act on (200 status 0), or it was done
// (`changed` false when it had been done before).
export type Outcome<T> =
  | { kind: 'not-found' }
  | { kind: 'invalid'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'done'; value: T; changed: boolean };

export const notFound = { kind: 'not-found' } as const;

export function refused(message: string): { kind: 'refused'; message: string } {
  return { kind: 'refused', message };
}

export function done<T>(value: T, changed = true): { kind: 'done'; value: T; changed: boolean } {
  return { kind: 'done', value, changed };
}

export function invalid(message: string): { kind: 'invalid'; message: string } {
  return { kind: 'invalid', message };
}

/**
 * Raised deep inside a transaction to roll it back: `invalid` input (400) or a `refused`
 * change (status 0). `settle` turns it back into an outcome.
 */
export class Rejection extends Error {
  constructor(readonly kind: 'invalid' | 'refused', message: string) {
    super(message);
  }
}

export async function settle<T>(work: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Rejection) return { kind: error.kind, message: error.message };
    throw error;
  }
}
