import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ButtonLink } from '../../../components/Button';
import { usePageMeta } from '../../../components/page/use-page-meta';
import type { ProductQuery } from '../api/catalogue-api';
import { selectProducts } from '../admin-selectors';
import { Badge, Screen, ScreenHead, Table, Thumb, Toolbar } from '../shared/admin-styles';
import { formatDate } from '../shared/format';
import { ListStatus, Pager } from '../shared/ListStatus';
import { SearchBox } from '../shared/SearchBox';
import { productsActions as actions } from './products-slice';

/** /admin/products: every product, inactive ones too, searchable; each opens in the editor. */
export function ProductsScreen() {
  usePageMeta('Products');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectProducts);
  const query = list.query;
  const request = (next: ProductQuery) => dispatch(actions.listRequested(next));
  useEffect(() => {
    dispatch(actions.screenOpened());
  }, [dispatch]);

  return (
    <Screen aria-labelledby="products-title">
      <ScreenHead>
        <h1 id="products-title">Products</h1>
        <ButtonLink to="/admin/products/new">New product</ButtonLink>
      </ScreenHead>
      <Toolbar>
        <SearchBox label="Search products" placeholder="Name, SKU or brand" initial={query.q} onSearch={(q) => request({ q, p: 1 })} />
      </Toolbar>
      <ListStatus status={list.status} error={list.error} empty={list.items.length === 0} emptyText="No products found."
        onRetry={() => request(query)}>
        <Table>
          <thead>
            <tr>
              <th>Image</th><th>Name</th><th>Brand</th><th className="number">Variants</th><th className="number">Stock</th>
              <th>Status</th><th>Updated</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((product) => (
              <tr key={product.id}>
                <td>{product.thumbnail ? <Thumb src={product.thumbnail} alt="" width={40} height={40} loading="lazy" /> : '—'}</td>
                <td><Link to={`/admin/products/${product.id}`}>{product.name}</Link></td>
                <td>{product.brand?.name ?? '—'}</td>
                <td className="number">{product.variants}</td>
                <td className="number">{product.stock}</td>
                <td>{product.active ? <Badge $tone="good">Active</Badge> : <Badge>Hidden</Badge>}</td>
                <td>{formatDate(product.updated_at)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ListStatus>
      <Pager label="Product pages" page={query.p} count={list.count} onChange={(p) => request({ ...query, p })} />
    </Screen>
  );
}
