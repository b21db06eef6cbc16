import { Button } from '../../../components/Button';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { useAppSelector } from '../../../app/hooks';
import { selectBrands } from '../admin-selectors';
import { Screen, ScreenHead, Thumb } from '../shared/admin-styles';
import { useCollections } from '../shared/screen-hooks';
import { BrandDialog } from './BrandDialog';
import { DeleteDialog, TaxonomyTable, useEditAndDelete } from './TaxonomyTable';

/** /admin/brands: the brands with their logos; products keep existing when their brand goes. */
export function BrandsScreen() {
  usePageMeta('Brands');
  useCollections('brands');
  const brands = useAppSelector(selectBrands);
  const { change, editing, openEdit, deleting, askDelete, close } = useEditAndDelete('brand', brands.items);
  return (
    <Screen aria-labelledby="brands-title">
      <ScreenHead>
        <h1 id="brands-title">Brands</h1>
        <Button onClick={() => openEdit(null)}>Add brand</Button>
      </ScreenHead>
      <TaxonomyTable kind="brands" list={brands} rows={brands.items} emptyText="No brands yet."
        head={<><th>Logo</th><th>Name</th><th>Slug</th><th className="number">Products</th></>}
        onEdit={openEdit} onDelete={askDelete}
        cells={(brand) => (
          <>
            <td>{brand.thumbnail ? <Thumb src={brand.thumbnail} alt="" width={40} height={40} /> : '—'}</td>
            <td>{brand.name}</td>
            <td>{brand.slug}</td>
            <td className="number">{brand.products}</td>
          </>
        )} />
      {editing && <BrandDialog key={editing.item?.id ?? 'new'} brand={editing.item} onClose={close} />}
      <DeleteDialog item={deleting} change={change} request="brandDelete" confirmLabel="Delete brand" onClose={close}>
        <p>Its {deleting?.products ?? 0} products stay in the shop without a brand.</p>
      </DeleteDialog>
    </Screen>
  );
}
