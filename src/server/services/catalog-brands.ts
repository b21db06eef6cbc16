import { asc, sql } from 'drizzle-orm';
import type { Brand } from '../../shared/api-types';
import type { Db } from '../db/client';
import { brands } from '../db/schema';
import { mediaUrl } from './media';

export interface BrandSummaryRow { id: number; name: string; thumbnail: string | null }

export async function listBrandRows(db: Db): Promise<BrandSummaryRow[]> {
  return db
    .select({ id: brands.id, name: brands.name, thumbnail: brands.thumbnail })
    .from(brands)
    // lower(): both drivers then agree on the order whatever collation the cluster was made with.
    .orderBy(asc(sql`lower(${brands.name})`), asc(brands.id));
}

export function toBrand(row: BrandSummaryRow): Brand {
  return { id: row.id, name: row.name, thumbnail: mediaUrl(row.thumbnail) ?? '' };
}

/** Every brand, ordered by name, as the brand pages and the brands menu show them. */
export async function listBrands(db: Db): Promise<Brand[]> {
  return (await listBrandRows(db)).map(toBrand);
}
