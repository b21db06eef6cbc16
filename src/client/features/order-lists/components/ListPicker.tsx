import { useState, type FormEvent } from 'react';
import { ORDER_LIST_LIMITS } from '../../../../shared/order-lists';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/fields/TextField';
import { selectListsState, selectPicker } from '../order-lists-selectors';
import { pickerClosed, pickerListChosen } from '../order-lists-slice';
import { Muted, Panel, Row } from './list-styles';

/** The buyer's lists to save to, and a new list by name. */
export function ListPicker({ title }: { title: string }) {
  const dispatch = useAppDispatch();
  const lists = useAppSelector(selectListsState);
  // The reducer checks a new list's name; the problem is in the store, so a replay shows it.
  const { saving, nameProblem: error } = useAppSelector(selectPicker);
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(pickerListChosen({ name }));
  };
  return (
    <Panel role="group" aria-label={title} aria-busy={saving || lists.status === 'loading' || undefined}>
      <strong>{title}</strong>
      {lists.status === 'loading' && <Muted role="status">Loading your lists…</Muted>}
      {lists.status === 'failed' && <Muted role="alert">Your lists could not be loaded.</Muted>}
      {lists.status === 'succeeded' && lists.items.length === 0 && <Muted>You have no lists yet: name one below.</Muted>}
      <Row>
        {lists.items.map((list) => (
          <Button key={list.id} $variant="secondary" disabled={saving} onClick={() => dispatch(pickerListChosen({ listId: list.id }))}>
            {list.name}
          </Button>
        ))}
      </Row>
      <form onSubmit={submit} noValidate>
        <TextField label="New list" value={name} onValueChange={setName} error={error} maxLength={ORDER_LIST_LIMITS.nameLength} />
        <Row>
          <Button type="submit" disabled={saving}>Save to new list</Button>
          <Button $variant="ghost" onClick={() => dispatch(pickerClosed())}>Cancel</Button>
        </Row>
      </form>
    </Panel>
  );
}
