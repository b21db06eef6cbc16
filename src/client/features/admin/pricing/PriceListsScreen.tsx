import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { DangerButton, ErrorText, Panel, Screen, ScreenHead, SmallButton, Table } from '../shared/admin-styles';
import { InlineForm } from '../shared/InlineForm';
import { CheckField, SelectField, TextField } from '../shared/fields';
import { ListStatus } from '../shared/ListStatus';
import { pricingActions as actions } from './pricing-slice';
import { selectCustomerGroups, selectPriceLists, selectPriceRules, selectPricingChange } from './pricing-selectors';
import { RulesPanel } from './RulesPanel';

/** /admin/price-lists: contract price lists with their rules, and customer groups. */
export function PriceListsScreen() {
  usePageMeta('Price lists');
  const dispatch = useAppDispatch();
  const lists = useAppSelector(selectPriceLists);
  const groups = useAppSelector(selectCustomerGroups);
  const open = useAppSelector(selectPriceRules).query.listId;
  const change = useAppSelector(selectPricingChange);
  const [name, setName] = useState('');
  const [active, setActive] = useState(true);
  const [groupName, setGroupName] = useState('');
  const [groupList, setGroupList] = useState('');
  useEffect(() => {
    dispatch(actions.screenOpened());
  }, [dispatch]);
  const addList = () => {
    dispatch(actions.listSubmitted({ name, active }));
  };
  const addGroup = () => {
    dispatch(actions.groupSubmitted({ name: groupName, price_list_id: groupList === '' ? null : Number(groupList) }));
  };
  const openList = lists.items.find((l) => l.id === open);
  const listName = (id: number | null) => lists.items.find((l) => l.id === id)?.name ?? '—';
  return (
    <Screen aria-labelledby="price-lists-title">
      <ScreenHead><h1 id="price-lists-title">Price lists</h1></ScreenHead>
      <ListStatus status={lists.status} error={lists.error} empty={lists.items.length === 0} emptyText="No price lists yet."
        onRetry={() => dispatch(actions.screenOpened())}>
        <Table>
          <thead><tr><th>Name</th><th>Active</th><th>Rules</th><th>Customers</th><th>Groups</th><th /></tr></thead>
          <tbody>
            {lists.items.map((list) => (
              <tr key={list.id}>
                <td><SmallButton type="button" onClick={() => dispatch(actions.rulesOpened({ listId: list.id }))}>{list.name}</SmallButton></td>
                <td>{list.active ? 'yes' : 'no'}</td><td>{list.rules}</td><td>{list.customers}</td><td>{list.groups}</td>
                <td><DangerButton type="button" onClick={() => dispatch(actions.listDeleteConfirmed({ id: list.id }))}>Delete</DangerButton></td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ListStatus>
      <InlineForm label="Add price list" submitLabel="Add list" onSubmit={addList}>
        <TextField label="New price list" value={name} onChange={setName} />
        <CheckField label="Active" checked={active} onChange={setActive} />
      </InlineForm>
      {change.status === 'failed' && <ErrorText role="alert">{change.error}</ErrorText>}
      {openList && <RulesPanel listId={openList.id} name={openList.name} />}
      <Panel as="section" aria-labelledby="groups-title">
        <h2 id="groups-title">Customer groups</h2>
        <Table>
          <thead><tr><th>Group</th><th>Price list</th><th>Customers</th></tr></thead>
          <tbody>
            {groups.items.map((group) => <tr key={group.id}><td>{group.name}</td><td>{listName(group.price_list_id)}</td><td>{group.customers}</td></tr>)}
          </tbody>
        </Table>
        <InlineForm label="Add customer group" submitLabel="Add group" onSubmit={addGroup}>
          <TextField label="New group" value={groupName} onChange={setGroupName} />
          <SelectField label="Price list" value={groupList} onChange={setGroupList}>
            <option value="">None</option>
            {lists.items.map((list) => <option key={list.id} value={list.id}>{list.name}</option>)}
          </SelectField>
        </InlineForm>
      </Panel>
    </Screen>
  );
}
