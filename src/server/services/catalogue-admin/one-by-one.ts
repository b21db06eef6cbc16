// Drizzle queries run when awaited. A transaction holds one connection, which takes one query
// at a time, so queries that may run inside one are awaited in turn rather than all at once.
export async function oneByOne<T extends readonly PromiseLike<unknown>[]>(queries: readonly [...T]): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}
