import { sql } from 'drizzle-orm';
import { refreshAllSearchDocuments } from '../../../src/server/db/search-document';
import { DB_KINDS } from '../../support/test-db';
import { asInput, createProduct, productInput, variant, useAdminCatalogue } from '../admin/product-fixtures';

// The word a buyer is still typing becomes the catalogue's whole words that start with it
// (search_lexemes), so the full-text index answers it like any whole word. The words must
// follow every catalogue write: a product with a word never seen before is found by the first
// letters of that word as soon as it is saved, and by its new name once renamed.

describe.each(DB_KINDS)('the typed last word on %s', (kind) => {
  const t = useAdminCatalogue(kind);

  const found = async (term: string): Promise<string[]> => {
    const res = await t.admin.shop.app.inject({ method: 'GET', url: `/api/product/productlist?term=${encodeURIComponent(term)}` });
    expect(res.statusCode).toBe(200);
    return (res.json() as { products: Array<{ name: string }> }).products.map((p) => p.name);
  };

  const expansion = async (word: string): Promise<string> => {
    const result = await t.admin.shop.database.db.execute<{ query: string }>(sql`select search_prefix_query(${word})::text as query`);
    return result.rows[0].query;
  };

  it('turns a typed word into the whole words it can become, stemmed or as written', async () => {
    await createProduct(t.admin, productInput(t.ref, { slug: 'quokka-rope', name: 'Quokkafluff Puppies Rope', variants: [variant('QKF-1')] }));
    expect(await expansion('quokkaf')).toBe("'quokkafluff'");
    // "puppies" is indexed as written and stemmed (puppi); both start with "pupp".
    expect((await expansion('pupp')).split(' | ').sort()).toEqual(["'puppi'", "'puppies'"]);
    // Digits (SKU pieces) are not in the word list: they stay a prefix match.
    expect(await expansion('qkf1')).toMatch(/^'qkf1':\*( \| 'qkf1':\*)?$/);
  });

  it('finds new products by the start of their new words at once, and by a new name once renamed', async () => {
    // The catalogue as loaded before opening already knows one word starting "wallaby".
    await createProduct(t.admin, productInput(t.ref, { slug: 'wallaby-rope', name: 'Wallabyrun Chew Rope', variants: [variant('WLR-1')] }));
    await refreshAllSearchDocuments(t.admin.shop.database.db);
    const ball = await createProduct(t.admin, productInput(t.ref, { slug: 'wallaby-ball', name: 'Wallabyzest Treat Ball', variants: [variant('WLZ-1')] }));
    // "wallaby" opens both words: the back office's write added its own.
    expect((await found('wallaby')).sort()).toEqual(['Wallabyrun Chew Rope', 'Wallabyzest Treat Ball']);
    expect(await found('treat wallab')).toEqual(['Wallabyzest Treat Ball']);
    const res = await t.admin.as<{ status: number }>('PUT', `/api/admin/products/${ball.id}`, { ...asInput(ball), name: 'Wallabyglow Treat Ball' });
    expect(res.status).toBe(1);
    expect((await found('wallab')).sort()).toEqual(['Wallabyglow Treat Ball', 'Wallabyrun Chew Rope']);
    expect(await found('wallabyze')).toEqual([]);
  });
});
