import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { VisuallyHidden } from '../../../components/Container';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { selectCategories, selectCategoryTree } from '../admin-selectors';
import { Muted, Screen, ScreenHead, SmallButton } from '../shared/admin-styles';
import { useCollections } from '../shared/screen-hooks';
import { CategoryDialog } from './CategoryDialog';
import { DeleteDialog, TaxonomyTable, useEditAndDelete } from './TaxonomyTable';

const NameCell = styled.td<{ $depth: number }>`
  && {
    padding-inline-start: calc(${({ $depth }) => $depth} * ${({ theme }) => theme.space.lg} + ${({ theme }) => theme.space.sm});
  }
`;

/** /admin/categories: the category tree, which also makes the shop's menus. */
export function CategoriesScreen() {
  usePageMeta('Categories');
  useCollections('categories');
  const categories = useAppSelector(selectCategories);
  const tree = useAppSelector(selectCategoryTree);
  const { change, editing, openEdit, deleting, askDelete, close } = useEditAndDelete('category', categories.items);
  return (
    <Screen aria-labelledby="categories-title">
      <ScreenHead>
        <h1 id="categories-title">Categories</h1>
        <Button onClick={() => openEdit(null)}>Add top category</Button>
      </ScreenHead>
      <Muted>The shop's menus are built from this tree.</Muted>
      <TaxonomyTable kind="categories" list={categories} rows={tree} emptyText="No categories yet." label="Category tree"
        head={<><th>Name</th><th>Slug</th><th className="number">Sort</th><th className="number">Products</th></>}
        rowLevel={(node) => node.depth + 1}
        onEdit={openEdit} onDelete={askDelete}
        moreActions={(node) => (
          <SmallButton $variant="ghost" aria-label={`Add child to ${node.name}`}
            onClick={() => openEdit(null, node.id)}>Add child</SmallButton>
        )}
        cells={(node) => (
          <>
            {/* aria-level belongs to tree grids, not tables: the level is said in words. */}
            <NameCell $depth={node.depth}>
              {node.depth > 0 ? '└ ' : ''}{node.name}<VisuallyHidden>, level {node.depth + 1}</VisuallyHidden>
            </NameCell>
            <td>{node.slug}</td>
            <td className="number">{node.sort}</td>
            <td className="number">{node.products}</td>
          </>
        )} />
      {editing && <CategoryDialog key={editing.item?.id ?? `new-${editing.parentId}`} category={editing.item} parentId={editing.parentId} onClose={close} />}
      <DeleteDialog item={deleting} change={change} request="categoryDelete" confirmLabel="Delete category" onClose={close}>
        <p>A category that still has sub-categories cannot be deleted; move or delete them first.</p>
      </DeleteDialog>
    </Screen>
  );
}
