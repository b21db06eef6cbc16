import { useState } from 'react';
import type { AdminCustomerGroup, AdminPriceList } from '../../../../shared/price-list-types';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { VisuallyHidden } from '../../../components/Container';
import { ErrorText, Panel, SmallButton, Table } from '../shared/admin-styles';
import { InlineForm } from '../shared/InlineForm';
import { SelectField, TextField } from '../shared/fields';
import { useAfterSuccess } from '../shared/screen-hooks';
import { useDraft } from '../shared/use-draft';
import { pricingActions as actions } from './pricing-slice';
import { selectCustomerGroups, selectPriceLists, selectPricingChange, selectPricingEditing } from './pricing-selectors';
import { BusyFieldset } from './pricing-styles';

const listId = (value: string) => (value === '' ? null : Number(value));

function ListOptions({ lists }: { lists: AdminPriceList[] }) {
  return (
    <>
      <option value="">None</option>
      {lists.map((list) => <option key={list.id} value={list.id}>{list.name}{list.active ? '' : ' (paused)'}</option>)}
    </>
  );
}

/** A group's row, or its edit form: its name and the list its customers get. */
function GroupRow({ group, lists, editing, busy }: { group: AdminCustomerGroup; lists: AdminPriceList[]; editing: boolean; busy: boolean }) {
  const dispatch = useAppDispatch();
  const key = `${group.name}:${group.price_list_id}:${editing}`;
  const [name, setName] = useDraft(group.name, key);
  const [list, setList] = useDraft(String(group.price_list_id ?? ''), key);
  if (editing) {
    return (
      <tr>
        <td colSpan={4}>
          <BusyFieldset disabled={busy}>
            <InlineForm label={`Edit ${group.name}`} submitLabel={busy ? 'Saving…' : 'Save'}
              onSubmit={() => dispatch(actions.groupEditSubmitted({ id: group.id, name, price_list_id: listId(list) }))}>
              <TextField label="Name" value={name} onChange={setName} />
              <SelectField label="Price list" value={list} onChange={setList}><ListOptions lists={lists} /></SelectField>
              <SmallButton $variant="secondary" onClick={() => dispatch(actions.editClosed({ what: 'group' }))}>Cancel</SmallButton>
            </InlineForm>
          </BusyFieldset>
        </td>
      </tr>
    );
  }
  const listName = lists.find((l) => l.id === group.price_list_id)?.name ?? '—';
  return (
    <tr>
      <td>{group.name}</td><td>{listName}</td><td>{group.customers}</td>
      <td>
        <SmallButton $variant="ghost" aria-label={`Edit ${group.name}`} disabled={busy}
          onClick={() => dispatch(actions.editOpened({ what: 'group', id: group.id }))}>Edit</SmallButton>
      </td>
    </tr>
  );
}

/** Customer groups: each gives its customers a price list (a customer's own list beats it). */
export function GroupsPanel() {
  const dispatch = useAppDispatch();
  const lists = useAppSelector(selectPriceLists).items;
  const groups = useAppSelector(selectCustomerGroups);
  const change = useAppSelector(selectPricingChange);
  const editing = useAppSelector(selectPricingEditing).group;
  const [name, setName] = useState('');
  const [list, setList] = useState('');
  const busy = change.status === 'submitting';
  useAfterSuccess(change, () => {
    if (change.of !== 'group-add') return;
    setName('');
    setList('');
  });
  const failed = change.status === 'failed' && (change.of === 'group-add' || change.of === 'group-edit');
  return (
    <Panel as="section" aria-labelledby="groups-title">
      <h2 id="groups-title">Customer groups</h2>
      <Table>
        <thead><tr><th>Group</th><th>Price list</th><th>Customers</th><th><VisuallyHidden>Actions</VisuallyHidden></th></tr></thead>
        <tbody>
          {groups.items.map((group) => <GroupRow key={group.id} group={group} lists={lists} editing={editing === group.id} busy={busy} />)}
        </tbody>
      </Table>
      <BusyFieldset disabled={busy && change.of === 'group-add'}>
        <InlineForm label="Add customer group" submitLabel={busy && change.of === 'group-add' ? 'Adding…' : 'Add group'}
          onSubmit={() => dispatch(actions.groupSubmitted({ name, price_list_id: listId(list) }))}>
          <TextField label="New group" value={name} onChange={setName} />
          <SelectField label="Price list" value={list} onChange={setList}><ListOptions lists={lists} /></SelectField>
        </InlineForm>
      </BusyFieldset>
      {failed && <ErrorText role="alert">{change.error}</ErrorText>}
    </Panel>
  );
}
