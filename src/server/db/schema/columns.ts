import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

/**
 * Identity "by default" rather than "always": the seed and the catalogue import insert fixed
 * ids (Dog 4, Cat 5) and then move the sequence on with `syncIdSequences`.
 */
export const idColumn = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Drizzle has no bytea builder. node-postgres hands back a Buffer, PGlite a Uint8Array;
 * both are normalised to Buffer so services see one type whichever driver runs.
 */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A full-text document. Drizzle has no tsvector builder; the value is only ever written by SQL
 * (`search-document.ts`), so the text form is enough on the TypeScript side.
 */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
