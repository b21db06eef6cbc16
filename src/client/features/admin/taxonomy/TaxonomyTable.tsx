import { useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { VisuallyHidden } from '../../../components/Container';
import { selectTaxonomyChange, selectTaxonomyDelete } from '../admin-selectors';
import { Actions, SmallButton, Table } from '../shared/admin-styles';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { ListStatus } from '../shared/ListStatus';
import type { ActionState, LoadStatus } from '../shared/paged-list';
import { taxonomyActions, type TaxonomyDeleteKind, type TaxonomyKind } from './taxonomy-slice';

// The list, edit and delete parts the brand, category and meta screens share.

type Named = { id: number; name: string };

/**
 * What a taxonomy screen is editing and deleting; `close` ends both and forgets the last
 * refusal. The delete asked about is the store's (`kind` says which of these screens it is
 * for, `items` holds the rows it may name), so a replayed log shows its dialog; the slice
 * closes it when the delete succeeds.
 */
export function useEditAndDelete<Editing, Item extends Named>(kind: TaxonomyDeleteKind, items: Item[]) {
  const dispatch = useAppDispatch();
  const change = useAppSelector(selectTaxonomyChange);
  const question = useAppSelector(selectTaxonomyDelete);
  const [editing, setEditing] = useState<Editing | null>(null);
  const deleting = question?.kind === kind ? items.find((item) => item.id === question.id) ?? null : null;
  const askDelete = (item: Item) => dispatch(taxonomyActions.deleteAsked({ kind, id: item.id }));
  const close = () => {
    setEditing(null);
    dispatch(taxonomyActions.changeDismissed());
  };
  return { change, editing, setEditing, deleting, askDelete, close };
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
