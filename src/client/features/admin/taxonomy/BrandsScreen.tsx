import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { VisuallyHidden } from '../../../components/Container';
import { Button } from '../../../components/Button';
import { usePageMeta } from '../../../components/page/use-page-meta';
import type { AdminBrand } from '../../../../shared/admin-types';
import { selectBrands, selectTaxonomyChange } from '../admin-selectors';
import { Actions, Screen, ScreenHead, SmallButton, Table, Thumb } from '../shared/admin-styles';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { ListStatus } from '../shared/ListStatus';
import { useAfterSuccess, useCollections } from '../shared/screen-hooks';
import { BrandDialog } from './BrandDialog';
import { taxonomyActions } from './taxonomy-slice';

/** /admin/brands: the brands with their logos; products keep existing when their brand goes. */
export function BrandsScreen() {
  usePageMeta('Brands');
  useCollections('brands');
  const dispatch = useAppDispatch();
  const brands = useAppSelector(selectBrands);
  const change = useAppSelector(selectTaxonomyChange);
  const [editing, setEditing] = useState<AdminBrand | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBrand | null>(null);
  const close = () => {
    setEditing(null);
    setDeleting(null);
    dispatch(taxonomyActions.changeDismissed());
  };
  useAfterSuccess(change, () => setDeleting(null));
  return (
    <Screen aria-labelledby="brands-title">
      <ScreenHead>
        <h1 id="brands-title">Brands</h1>
        <Button onClick={() => setEditing('new')}>Add brand</Button>
      </ScreenHead>
      <ListStatus status={brands.status} error={brands.error} empty={brands.items.length === 0} emptyText="No brands yet."
        onRetry={() => dispatch(taxonomyActions.collectionRequested('brands'))}>
        <Table>
          <thead>
            <tr><th>Logo</th><th>Name</th><th>Slug</th><th className="number">Products</th><th><VisuallyHidden>Actions</VisuallyHidden></th></tr>
          </thead>
          <tbody>
            {brands.items.map((brand) => (
              <tr key={brand.id}>
                <td>{brand.thumbnail ? <Thumb src={brand.thumbnail} alt="" width={40} height={40} /> : '—'}</td>
                <td>{brand.name}</td>
                <td>{brand.slug}</td>
                <td className="number">{brand.products}</td>
                <td>
                  <Actions>
                    <SmallButton $variant="ghost" aria-label={`Edit ${brand.name}`} onClick={() => setEditing(brand)}>Edit</SmallButton>
                    <SmallButton $variant="ghost" aria-label={`Delete ${brand.name}`} onClick={() => setDeleting(brand)}>Delete</SmallButton>
                  </Actions>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ListStatus>
      {editing && <BrandDialog brand={editing === 'new' ? null : editing} onClose={close} />}
      <ConfirmDialog open={deleting !== null} title={`Delete ${deleting?.name ?? ''}?`} confirmLabel="Delete brand" danger
        busy={change.status === 'submitting'} error={change.error} onClose={close}
        onConfirm={() => deleting && dispatch(taxonomyActions.changeSubmitted({ kind: 'brandDelete', id: deleting.id }))}>
        <p>Its {deleting?.products ?? 0} products stay in the shop without a brand.</p>
      </ConfirmDialog>
    </Screen>
  );
}
