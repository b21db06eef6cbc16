import { useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { VisuallyHidden } from '../../../components/Container';
import { usePageMeta } from '../../../components/page/use-page-meta';
import type { AdminCategory } from '../../../../shared/admin-types';
import { selectCategories, selectCategoryTree, selectTaxonomyChange } from '../admin-selectors';
import { Actions, Muted, Screen, ScreenHead, SmallButton, Table } from '../shared/admin-styles';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { ListStatus } from '../shared/ListStatus';
import { useAfterSuccess, useCollections } from '../shared/screen-hooks';
import { CategoryDialog } from './CategoryDialog';
import { taxonomyActions } from './taxonomy-slice';

const NameCell = styled.td<{ $depth: number }>`
  && {
    padding-inline-start: calc(${({ $depth }) => $depth} * ${({ theme }) => theme.space.lg} + ${({ theme }) => theme.space.sm});
  }
`;

type Editing = { category: AdminCategory | null; parentId: number | null };

/** /admin/categories: the category tree, which also makes the shop's menus. */
export function CategoriesScreen() {
  usePageMeta('Categories');
  useCollections('categories');
  const dispatch = useAppDispatch();
  const categories = useAppSelector(selectCategories);
  const tree = useAppSelector(selectCategoryTree);
  const change = useAppSelector(selectTaxonomyChange);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  useAfterSuccess(change, () => setDeleting(null));
  const close = () => {
    setEditing(null);
    setDeleting(null);
    dispatch(taxonomyActions.changeDismissed());
  };
  return (
    <Screen aria-labelledby="categories-title">
      <ScreenHead>
        <h1 id="categories-title">Categories</h1>
        <Button onClick={() => setEditing({ category: null, parentId: null })}>Add top category</Button>
      </ScreenHead>
      <Muted>The shop's menus are built from this tree.</Muted>
      <ListStatus status={categories.status} error={categories.error} empty={tree.length === 0} emptyText="No categories yet."
        onRetry={() => dispatch(taxonomyActions.collectionRequested('categories'))}>
        <Table aria-label="Category tree">
          <thead>
            <tr><th>Name</th><th>Slug</th><th className="number">Sort</th><th className="number">Products</th><th><VisuallyHidden>Actions</VisuallyHidden></th></tr>
          </thead>
          <tbody>
            {tree.map((node) => (
              <tr key={node.id} data-level={node.depth + 1}>
                {/* aria-level belongs to tree grids, not tables: the level is said in words. */}
                <NameCell $depth={node.depth}>
                  {node.depth > 0 ? '└ ' : ''}{node.name}<VisuallyHidden>, level {node.depth + 1}</VisuallyHidden>
                </NameCell>
                <td>{node.slug}</td>
                <td className="number">{node.sort}</td>
                <td className="number">{node.products}</td>
                <td>
                  <Actions>
                    <SmallButton $variant="ghost" aria-label={`Add child to ${node.name}`}
                      onClick={() => setEditing({ category: null, parentId: node.id })}>Add child</SmallButton>
                    <SmallButton $variant="ghost" aria-label={`Edit ${node.name}`} onClick={() => setEditing({ category: node, parentId: node.parent_id })}>Edit</SmallButton>
                    <SmallButton $variant="ghost" aria-label={`Delete ${node.name}`} onClick={() => setDeleting(node)}>Delete</SmallButton>
                  </Actions>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ListStatus>
      {editing && <CategoryDialog category={editing.category} parentId={editing.parentId} onClose={close} />}
      <ConfirmDialog open={deleting !== null} title={`Delete ${deleting?.name ?? ''}?`} confirmLabel="Delete category" danger
        busy={change.status === 'submitting'} error={change.error} onClose={close}
        onConfirm={() => deleting && dispatch(taxonomyActions.changeSubmitted({ kind: 'categoryDelete', id: deleting.id }))}>
        <p>A category that still has sub-categories cannot be deleted; move or delete them first.</p>
      </ConfirmDialog>
    </Screen>
  );
}
