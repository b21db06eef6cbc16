// Ids are int4 identity columns. A number outside that range names no row, and must not reach
// SQL either: PostgreSQL would refuse the parameter with an error instead of finding nothing.
export const MAX_DB_ID = 2_147_483_647;

export function isDbId(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0 && value <= MAX_DB_ID;
}
