// Saves and quick edits of one product side by side. The editor's updated_at is compared under
// the product's row lock, so a change committed while a save waits for that lock still makes the
// save stale; and a quick edit takes the product's lock before the variant's, as a save does, so
// the two never deadlock. Only PostgreSQL runs transactions side by side.
import { eq } from 'drizzle-orm';
import type { AdminProduct } from '../../../src/shared/admin-types';
import { products } from '../../../src/server/db/schema';
import { NEXT_UPDATED_AT } from '../../../src/server/services/catalogue-admin/product-stamp';
import { PRODUCT_MESSAGES } from '../../../src/server/services/catalogue-admin/product-write';
import { type AdminShop, adminShop } from './admin-fixtures';
import { whileHeld } from '../../support/held-rows';
import { type Reference, addReference, asEdited, createProduct, productInput, variant } from './product-fixtures';

describe('product saves racing other changes on postgres', () => {
  let admin: AdminShop;
  let ref: Reference;
  const db = () => admin.shop.database.db;
  const load = (id: number) => admin.as<AdminProduct>('GET', `/api/admin/products/${id}`);

  beforeAll(async () => {
    admin = await adminShop('postgres', { dbPoolMax: 8 });
    ref = await addReference(db());
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  it('refuses a save that waited for the lock while another change to the product committed', async () => {
    const opened = await createProduct(admin, productInput(ref, { slug: 'race-held', variants: [variant('RH-1')] }));
    // A colleague's change holds the product row and commits once the editor's save waits for it.
    const { answer: save } = await whileHeld(db(), 'the save',
      (tx) => tx.select({ id: products.id }).from(products).where(eq(products.id, opened.id)).for('update'),
      () => admin.call('PUT', `/api/admin/products/${opened.id}`, { ...asEdited(opened), name: 'Editor' }),
      (tx) => tx.update(products).set({ name: 'Colleague', updatedAt: NEXT_UPDATED_AT }).where(eq(products.id, opened.id)));
    const answer = await save;
    expect([answer.statusCode, answer.json()]).toEqual([409, { status: 0, message: PRODUCT_MESSAGES.changedMeanwhile }]);
    expect((await load(opened.id)).name).toBe('Colleague');
  });

  it('runs quick edits and saves of one product at once without a deadlock: each is taken or refused as stale', async () => {
    const opened = await createProduct(admin, productInput(ref, { slug: 'race-both', variants: [variant('RB-1'), variant('RB-2', { attribute_ids: [ref.red] })] }));
    for (let round = 0; round < 6; round += 1) {
      const copy = await load(opened.id);
      const [patch, save] = await Promise.all([
        admin.call('PATCH', `/api/admin/variants/${copy.variants[round % 2].id}`, { price: 30 + round }),
        admin.call('PUT', `/api/admin/products/${opened.id}`, { ...asEdited(copy), name: `Round ${round}` }),
      ]);
      expect(patch.statusCode).toBe(200);
      expect([200, 409]).toContain(save.statusCode);
      const now = await load(opened.id);
      // The quick edit is never undone by the save.
      expect(now.variants[round % 2].price).toBe(30 + round);
      expect(now.name).toBe(save.statusCode === 200 ? `Round ${round}` : copy.name);
    }
  });
});
