import type { ImportPreview, ImportPreviewJob } from '../../../src/shared/catalogue-import-preview';
import { job } from './admin-fixtures';

const none = { count: 0, first: [] };

/** What importing a file of 1,200 rows would do: a price and a stock changed, a product taken off sale. */
export function summary(patch: Partial<ImportPreview> = {}): ImportPreview {
  return {
    products: { created: 1, updated: 2, unchanged: 197 },
    articles: { created: 2, updated: 3, unchanged: 1195 },
    brands_created: { count: 1, first: ['Brand New'] },
    attributes_created: { count: 1, first: [{ type: 'Colour', name: 'Olive', value: '#6b7b3a' }] },
    prices_changed: { count: 1, first: [{ line: 2, sku: 'BOWL-S', prices: [{ field: 'price', from: 25.5, to: 30.25 }, { field: 'b2b_price', from: null, to: 20 }] }] },
    stock_changed: { count: 1, first: [{ line: 2, sku: 'BOWL-S', from: 10, to: 3 }] },
    taken_off_sale: { count: 1, first: [{ line: 4, slug: 'steel-bowl', name: 'Steel Bowl' }] },
    put_on_sale: none,
    ...patch,
  };
}

/** A preview job as the server answers it: checking rows until the patch says otherwise. */
export function previewJob(patch: Partial<ImportPreviewJob> = {}): ImportPreviewJob {
  return { ...job(), preview: null, ...patch };
}

/** The same job, finished with its summary. */
export const checkedJob = (preview = summary()) => previewJob({ state: 'done', done: 1200, created: preview.articles.created, updated: preview.articles.updated, preview });
