import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from 'react-redux';
import { ORDER_LIST_LIMITS } from '../../../../shared/order-lists';
import type { RootState } from '../../../app/store';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/fields/TextField';
import { ListEntry } from '../components/ListEntry';
import { Muted, Plain, Row, Stack } from '../components/list-styles';
import { selectListsState } from '../order-lists-selectors';
import { listCreateSubmitted, listsPageOpened } from '../order-lists-slice';

/** /dashboard/lists: the buyer's saved order lists, a new one by name. */
export function OrderListsView() {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const { status, items, saving, nameProblem } = useAppSelector(selectListsState);
  const error = nameProblem?.form === 'create' ? nameProblem.message : null;
  const [name, setName] = useState('');
  useEffect(() => {
    dispatch(listsPageOpened());
  }, [dispatch]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Sent every time; the reducer turns a bad name back. The typed name goes once it is on its way.
    dispatch(listCreateSubmitted({ name }));
    if (selectListsState(store.getState()).nameProblem === null) setName('');
  };
  return (
    <Stack>
      <form onSubmit={submit} noValidate aria-label="New list">
        <TextField label="List name" value={name} onValueChange={setName} error={error} maxLength={ORDER_LIST_LIMITS.nameLength} placeholder="Weekly dry food" />
        <Row>
          <Button type="submit" disabled={saving} aria-busy={saving || undefined}>Create list</Button>
        </Row>
      </form>
      {status === 'loading' && items.length === 0 && <Muted role="status">Loading your lists…</Muted>}
      {status === 'failed' && (
        <Row role="alert">
          <span>Your lists could not be loaded.</span>
          <Button $variant="secondary" onClick={() => dispatch(listsPageOpened())}>Try again</Button>
        </Row>
      )}
      {status === 'succeeded' && items.length === 0 && (
        <Muted>No lists yet. Save the products you order every week, from the product page, the cart or an order, and add them to the cart in one step.</Muted>
      )}
      {items.length > 0 && (
        <Plain aria-label="Your lists">
          {items.map((list) => <ListEntry key={list.id} list={list} />)}
        </Plain>
      )}
    </Stack>
  );
}
