import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { VisuallyHidden } from '../../../components/Container';
import { selectTaxonomyChange, selectTaxonomyDelete, selectTaxonomyEdit } from '../admin-selectors';
import { Actions, SmallButton, Table } from '../shared/admin-styles';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { ListStatus } from '../shared/ListStatus';
import type { ActionState, LoadStatus } from '../shared/paged-list';
import { taxonomyActions, type TaxonomyDeleteKind, type TaxonomyEditKind, type TaxonomyKind } from './taxonomy-slice';

// The list, edit and delete parts the brand, category and meta screens share.

type Named = { id: number; name: string };

/** The add or edit dialog open on a screen: the record edited (null adds one) and, for a new category, its parent. */
export interface OpenEdit<Item> { item: Item | null; parentId: number | null }

/**
 * What a taxonomy screen is editing and deleting; `close` ends both and forgets the last
 * refusal. Both are the store's (`kind` says which of these screens they are for, `items`
 * holds the rows they may name), so a replayed log shows the dialogs; the slice closes a
 * dialog when the change it sent succeeds. An edit of a row not in `items` shows nothing.
 */
export function useEditAndDelete<Item extends Named>(kind: TaxonomyEditKind, items: Item[]) {
  const dispatch = useAppDispatch();
  const change = useAppSelector(selectTaxonomyChange);
  const question = useAppSelector(selectTaxonomyDelete);
  const open = useAppSelector(selectTaxonomyEdit);
  const find = (id: number) => items.find((item) => item.id === id) ?? null;
  const deleteKind: TaxonomyDeleteKind = `${kind}Delete`;
  const deleting = question?.kind === deleteKind ? find(question.id) : null;
  const edited = open?.kind === kind && open.id !== null ? find(open.id) : null;
  const editing: OpenEdit<Item> | null =
    open?.kind === kind && (open.id === null || edited) ? { item: edited, parentId: open.parentId } : null;
  const openEdit = (item: Item | null, parentId: number | null = null) =>
    dispatch(taxonomyActions.editOpened({ kind, id: item?.id ?? null, parentId }));
  const askDelete = (item: Item) => dispatch(taxonomyActions.deleteAsked({ kind: deleteKind, id: item.id }));
  const close = () => dispatch(taxonomyActions.changeDismissed());
  return { change, editing, openEdit, deleting, askDelete, close };
}

interface TaxonomyTableProps<Row extends Named> {
  kind: TaxonomyKind;
  list: { status: LoadStatus; error: string | null };
  rows: Row[];
  emptyText: string;
  label?: string;
  /** The header cells before the actions column. */
  head: ReactNode;
  cells: (row: Row) => ReactNode;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
  /** Actions shown before Edit and Delete. */
  moreActions?: (row: Row) => ReactNode;
  rowLevel?: (row: Row) => number;
}

/** A loaded taxonomy list as a table whose rows end in Edit and Delete. */
export function TaxonomyTable<Row extends Named>({
  kind, list, rows, emptyText, label, head, cells, onEdit, onDelete, moreActions, rowLevel,
}: TaxonomyTableProps<Row>) {
  const dispatch = useAppDispatch();
  return (
    <ListStatus status={list.status} error={list.error} empty={rows.length === 0} emptyText={emptyText}
      onRetry={() => dispatch(taxonomyActions.collectionRequested(kind))}>
      <Table aria-label={label}>
        <thead>
          <tr>{head}<th><VisuallyHidden>Actions</VisuallyHidden></th></tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-level={rowLevel?.(row)}>
              {cells(row)}
              <td>
                <Actions>
                  {moreActions?.(row)}
                  <SmallButton $variant="ghost" aria-label={`Edit ${row.name}`} onClick={() => onEdit(row)}>Edit</SmallButton>
                  <SmallButton $variant="ghost" aria-label={`Delete ${row.name}`} onClick={() => onDelete(row)}>Delete</SmallButton>
                </Actions>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ListStatus>
  );
}

interface DeleteDialogProps<Item extends Named> {
  item: Item | null;
  change: ActionState;
  request: TaxonomyDeleteKind;
  confirmLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/** Asks before deleting a brand, category or meta, and sends the delete when confirmed. */
export function DeleteDialog<Item extends Named>({ item, change, request, confirmLabel, onClose, children }: DeleteDialogProps<Item>) {
  const dispatch = useAppDispatch();
  return (
    <ConfirmDialog open={item !== null} title={`Delete ${item?.name ?? ''}?`} confirmLabel={confirmLabel} danger
      busy={change.status === 'submitting'} error={change.error} onClose={onClose}
      onConfirm={() => item && dispatch(taxonomyActions.changeSubmitted({ kind: request, id: item.id }))}>
      {children}
    </ConfirmDialog>
  );
}
