import type { ReactNode } from 'react';
import { LIST_SEPARATOR } from '../../../../shared/catalogue-csv-columns';
import type {
  ImportPreview, ImportPreviewList, PreviewPriceChange, PreviewPriceField, PreviewProductChange,
} from '../../../../shared/catalogue-import-preview';
import { formatPrice } from '../../../lib/format';
import { Muted, Table } from '../shared/admin-styles';
import { count } from './ImportResult';

const PRICE_NAMES: Record<PreviewPriceField, string> = { price: 'Price', sale_price: 'Sale price', b2b_price: 'B2B price', b2b_sale_price: 'B2B sale price' };

const amount = (aed: number | null) => (aed === null ? 'none' : formatPrice(aed));

/** Volume tiers as the CSV writes them ("1:42.00|12:39.50"), spaced for reading. */
const tiers = (text: string) => (text === '' ? 'none' : text.split(LIST_SEPARATOR).join(', '));

const priceChange = (change: PreviewPriceChange) => [
  ...change.prices.map(({ field, from, to }) => `${PRICE_NAMES[field]} ${amount(from)} → ${amount(to)}`),
  ...(change.tiers ? [`Tiers ${tiers(change.tiers.from)} → ${tiers(change.tiers.to)}`] : []),
].join('; ');

interface ChangesProps<T> {
  title: string;
  list: ImportPreviewList<T>;
  head: string[];
  cells(item: T): ReactNode[];
}

/** One kind of notable change: counted whole, the first ones listed with their line. */
function Changes<T extends { line: number }>({ title, list, head, cells }: ChangesProps<T>) {
  if (list.count === 0) return null;
  return (
    <section aria-label={title}>
      <h4>{title}: {count(list.count)}</h4>
      <Table aria-label={title}>
        <thead><tr><th className="number">Line</th>{head.map((name) => <th key={name}>{name}</th>)}</tr></thead>
        <tbody>
          {list.first.map((item) => (
            <tr key={item.line}><td className="number">{item.line}</td>{cells(item).map((cell, i) => <td key={head[i]}>{cell}</td>)}</tr>
          ))}
        </tbody>
      </Table>
      {list.count > list.first.length && <Muted>…and {count(list.count - list.first.length)} more.</Muted>}
    </section>
  );
}

const product = (change: PreviewProductChange) => [change.name, change.slug];

/** What importing the checked file would do; nothing of it is written yet. */
export function PreviewSummary({ total, preview }: { total: number; preview: ImportPreview }) {
  const { products, articles, brands_created: brands, attributes_created: attributes } = preview;
  const notable = preview.prices_changed.count + preview.stock_changed.count + preview.taken_off_sale.count + preview.put_on_sale.count;
  return (
    <div>
      <p role="status">Checked {count(total)} rows: every row can be imported. Nothing has been imported yet.</p>
      <Table aria-label="What the import would do">
        <thead><tr><th>Records</th><th className="number">Created</th><th className="number">Updated</th><th className="number">Unchanged</th></tr></thead>
        <tbody>
          {([['Products', products], ['Articles (rows)', articles]] as const).map(([name, counts]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td className="number">{count(counts.created)}</td>
              <td className="number">{count(counts.updated)}</td>
              <td className="number">{count(counts.unchanged)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {brands.count > 0 && <p>New brands ({count(brands.count)}): {brands.first.join(', ')}{brands.count > brands.first.length ? ', …' : ''}</p>}
      {attributes.count > 0 && (
        <p>
          New attributes ({count(attributes.count)}):{' '}
          {attributes.first.map((a) => `${a.type} ${a.name}${a.value ? ` (${a.value})` : ''}`).join(', ')}{attributes.count > attributes.first.length ? ', …' : ''}
        </p>
      )}
      {notable === 0 && <Muted>No price, stock or sale changes.</Muted>}
      <Changes title="Prices changed" list={preview.prices_changed} head={['SKU', 'Change']} cells={(c) => [c.sku, priceChange(c)]} />
      <Changes title="Stock changed" list={preview.stock_changed} head={['SKU', 'Stock']} cells={(c) => [c.sku, `${count(c.from)} → ${count(c.to)}`]} />
      <Changes title="Taken off sale" list={preview.taken_off_sale} head={['Product', 'Slug']} cells={product} />
      <Changes title="Put on sale" list={preview.put_on_sale} head={['Product', 'Slug']} cells={product} />
    </div>
  );
}
