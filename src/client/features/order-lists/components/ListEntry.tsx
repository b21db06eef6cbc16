import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ORDER_LIST_LIMITS, type OrderListSummary } from '../../../../shared/order-lists';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/fields/TextField';
import { selectListsState } from '../order-lists-selectors';
import { listDeleteConfirmed, listDeleteStarted, listEditCancelled, listRenameStarted, listRenameSubmitted } from '../order-lists-slice';
import { Row } from './list-styles';

function RenameForm({ list }: { list: OrderListSummary }) {
  const dispatch = useAppDispatch();
  const [name, setName] = useState(list.name);
  // The reducer checks the name; a problem is in the store, so a replay shows it.
  const { nameProblem } = useAppSelector(selectListsState);
  const error = nameProblem?.form === 'rename' ? nameProblem.message : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(listRenameSubmitted({ id: list.id, name }));
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Rename ${list.name}`}>
      <TextField label="New name" value={name} onValueChange={setName} error={error} maxLength={ORDER_LIST_LIMITS.nameLength} />
      <Row>
        <Button type="submit">Save name</Button>
        <Button $variant="ghost" onClick={() => dispatch(listEditCancelled())}>Cancel</Button>
      </Row>
    </form>
  );
}

/** One list on the lists screen: its name to open it, how many lines, rename and delete. */
export function ListEntry({ list }: { list: OrderListSummary }) {
  const dispatch = useAppDispatch();
  const { editing, saving } = useAppSelector(selectListsState);
  const mine = editing?.id === list.id ? editing.kind : null;
  return (
    <li aria-label={list.name}>
      <Link to={`/dashboard/lists/${list.id}`}>{list.name}</Link>
      <span>{list.lines === 1 ? '1 product' : `${list.lines} products`}</span>
      {mine === null && (
        <Row>
          <Button $variant="ghost" onClick={() => dispatch(listRenameStarted({ id: list.id }))}>Rename</Button>
          <Button $variant="ghost" onClick={() => dispatch(listDeleteStarted({ id: list.id }))}>Delete</Button>
        </Row>
      )}
      {mine === 'rename' && <RenameForm list={list} />}
      {mine === 'delete' && (
        <Row role="alert">
          <span>Delete “{list.name}”?</span>
          <Button disabled={saving} onClick={() => dispatch(listDeleteConfirmed({ id: list.id }))}>Delete list</Button>
          <Button $variant="ghost" onClick={() => dispatch(listEditCancelled())}>Keep it</Button>
        </Row>
      )}
    </li>
  );
}
