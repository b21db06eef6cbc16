// Attribute types (Colour, Size, Special offer ...) and their values, which variants choose
// from. Type codes: 1 colour swatch (the value is its colour), 2 plain, 3 special offer.
import { asc, eq, sql } from 'drizzle-orm';
import type { AdminAttributeType } from '../../../shared/admin-types';
import type { Db, DbOrTx } from '../../db/client';
import { ATTRIBUTE_TYPE_CODES, type AttributeRow, attributeTypes, attributes } from '../../db/schema';
import { audit } from '../admin/audit';
import { type Outcome, done, invalid, refused } from '../admin/outcome';
import { CATALOGUE_LIMITS as L, nameProblem, textProblem } from './rules';

export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

export const ATTRIBUTE_MESSAGES = {
  typeTaken: (name: string) => `An attribute type named "${name}" already exists.`,
  unknownType: (id: number) => `The attribute type ${id} does not exist.`,
  colourValue: 'A colour needs its value as a hex colour such as #c0392b.',
  taken: (name: string, type: string) => `The ${type} "${name}" already exists.`,
} as const;

type AdminAttribute = AdminAttributeType['attributes'][number];

const toAttribute = (row: AttributeRow): AdminAttribute => ({ id: row.id, name: row.name, value: row.value, description: row.description });

export async function listAttributeTypes(db: DbOrTx): Promise<{ types: AdminAttributeType[] }> {
  const types = await db.select().from(attributeTypes).orderBy(asc(attributeTypes.sort), asc(attributeTypes.id));
  const rows = await db.select().from(attributes).orderBy(asc(attributes.id));
  return {
    types: types.map((t) => ({
      id: t.id, name: t.name, type: t.type as 1 | 2 | 3,
      attributes: rows.filter((a) => a.typeId === t.id).map(toAttribute),
    })),
  };
}

export async function addAttributeType(db: Db, staffId: number, input: { name: string; type: 1 | 2 | 3 }): Promise<Outcome<{ type: AdminAttributeType }>> {
  const name = input.name.trim();
  const problem = nameProblem(name, 'type name', L.attributeName);
  if (problem) return invalid(problem);
  return db.transaction(async (tx) => {
    // Names identify types in the catalogue CSV, so they stay unique whatever their case.
    await tx.execute(sql`lock table ${attributeTypes} in share row exclusive mode`);
    const [clash] = await tx.select({ id: attributeTypes.id }).from(attributeTypes).where(sql`lower(${attributeTypes.name}) = ${name.toLowerCase()}`);
    if (clash) return refused(ATTRIBUTE_MESSAGES.typeTaken(name));
    const [row] = await tx.insert(attributeTypes)
      .values({ name, type: input.type, sort: sql`(select coalesce(max(${attributeTypes.sort}), 0) + 1 from ${attributeTypes})` })
      .returning();
    await audit(tx, staffId, 'attribute-type.create', `attribute-type:${row.id}`, { name, type: input.type });
    return done({ type: { id: row.id, name: row.name, type: row.type as 1 | 2 | 3, attributes: [] } });
  });
}

export interface NewAttribute { type_id: number; name: string; value?: string; description?: string }

/** The value that identifies an attribute beside its name: a colour's hex, nothing for others. */
export function attributeKey(typeCode: number, name: string, value: string | null): string {
  return typeCode === ATTRIBUTE_TYPE_CODES.colour ? `${name.toLowerCase()}|${(value ?? '').toLowerCase()}` : name.toLowerCase();
}

export async function addAttribute(db: Db, staffId: number, input: NewAttribute): Promise<Outcome<{ attribute: AdminAttribute }>> {
  const name = input.name.trim();
  const value = input.value?.trim() || null;
  const description = input.description?.trim() || null;
  const problem = nameProblem(name, 'attribute name', L.attributeName)
    ?? (value === null ? null : nameProblem(value, 'value', L.attributeValue))
    ?? (description === null ? null : textProblem(description, 'description', L.description));
  if (problem) return invalid(problem);
  return db.transaction(async (tx) => {
    const [type] = await tx.select().from(attributeTypes).where(eq(attributeTypes.id, input.type_id)).for('update');
    if (!type) return invalid(ATTRIBUTE_MESSAGES.unknownType(input.type_id));
    if (type.type === ATTRIBUTE_TYPE_CODES.colour && (value === null || !HEX_COLOUR.test(value))) return invalid(ATTRIBUTE_MESSAGES.colourValue);
    const siblings = await tx.select().from(attributes).where(eq(attributes.typeId, type.id));
    const key = attributeKey(type.type, name, value);
    if (siblings.some((a) => attributeKey(type.type, a.name, a.value) === key)) return refused(ATTRIBUTE_MESSAGES.taken(name, type.name));
    const [row] = await tx.insert(attributes).values({ typeId: type.id, name, value, description }).returning();
    await audit(tx, staffId, 'attribute.create', `attribute:${row.id}`, { type: type.name, name, value, description });
    return done({ attribute: toAttribute(row) });
  });
}
