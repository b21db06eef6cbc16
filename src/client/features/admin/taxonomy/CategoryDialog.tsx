import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../components/dialog/Modal';
import type { AdminCategory } from '../../../../shared/admin-types';
import { selectCategories, selectCategoryTree, selectTaxonomyChange } from '../admin-selectors';
import { slugify } from '../products/product-form';
import { Actions, ErrorText, FormStack, SmallButton } from '../shared/admin-styles';
import { SelectField, TextField } from '../shared/fields';
import { indented, subtreeIds } from './category-tree';
import { taxonomyActions } from './taxonomy-slice';

interface CategoryDialogProps {
  /** The category to rename or move; null adds one under `parentId`. */
  category: AdminCategory | null;
  parentId: number | null;
  onClose: () => void;
}

/** Adds, renames, moves or re-sorts a category; a parent inside itself is not offered. */
export function CategoryDialog({ category, parentId, onClose }: CategoryDialogProps) {
  const dispatch = useAppDispatch();
  const change = useAppSelector(selectTaxonomyChange);
  const all = useAppSelector(selectCategories).items;
  const tree = useAppSelector(selectCategoryTree);
  const [name, setName] = useState(category?.name ?? '');
  const [slug, setSlug] = useState(category?.slug ?? '');
  const [parent, setParent] = useState(String(category ? category.parent_id ?? '' : parentId ?? ''));
  const [sort, setSort] = useState(String(category?.sort ?? 0));
  const excluded = category ? subtreeIds(all, category.id) : new Set<number>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { name: name.trim(), slug: slug.trim() || slugify(name), parent_id: parent === '' ? null : Number(parent), sort: Number(sort) };
    dispatch(taxonomyActions.changeSubmitted({ kind: 'category', id: category?.id ?? null, input }));
  };
  const busy = change.status === 'submitting';
  return (
    <Modal open title={category ? `Edit ${category.name}` : 'Add category'} onClose={onClose} width="480px">
      <FormStack noValidate onSubmit={submit}>
        <TextField label="Name" required value={name} onChange={setName} />
        <TextField label="Slug" value={slug} onChange={setSlug} hint="Left empty, it is made from the name." />
        <SelectField label="Parent" value={parent} onChange={setParent}>
          <option value="">None (top level)</option>
          {tree.filter((node) => !excluded.has(node.id)).map((node) => <option key={node.id} value={node.id}>{indented(node)}</option>)}
        </SelectField>
        <TextField label="Sort order" type="number" inputMode="numeric" value={sort} onChange={setSort}
          hint="Smaller numbers come first among categories of the same parent." />
        {change.status === 'failed' && <ErrorText role="alert">{change.error}</ErrorText>}
        <Actions>
          <SmallButton type="submit" disabled={busy} aria-busy={busy}>{busy ? 'Saving…' : 'Save category'}</SmallButton>
          <SmallButton $variant="secondary" onClick={onClose}>Back</SmallButton>
        </Actions>
      </FormStack>
    </Modal>
  );
}
