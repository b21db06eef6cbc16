import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { VisuallyHidden } from '../../../components/Container';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { ErrorText, Screen, ScreenHead, Table } from '../shared/admin-styles';
import { InlineForm } from '../shared/InlineForm';
import { CheckField, TextField } from '../shared/fields';
import { ListStatus } from '../shared/ListStatus';
import { useAfterSuccess } from '../shared/screen-hooks';
import { GroupsPanel } from './GroupsPanel';
import { PriceListRow } from './PriceListRow';
import { PricingDeleteDialog } from './PricingDeleteDialog';
import { pricingActions as actions } from './pricing-slice';
import { selectPriceLists, selectPriceRules, selectPricingChange, selectPricingEditing } from './pricing-selectors';
import { BusyFieldset } from './pricing-styles';
import { RulesPanel } from './RulesPanel';

/**
 * /admin/price-lists: contract price lists (paused, renamed, deleted after a confirmation that
 * says what goes with them), the rules of the open one, and customer groups.
 */
export function PriceListsScreen() {
  usePageMeta('Price lists');
  const dispatch = useAppDispatch();
  const lists = useAppSelector(selectPriceLists);
  const open = useAppSelector(selectPriceRules).query.listId;
  const change = useAppSelector(selectPricingChange);
  const editing = useAppSelector(selectPricingEditing);
  const [name, setName] = useState('');
  const [active, setActive] = useState(true);
  const busy = change.status === 'submitting';
  useEffect(() => {
    dispatch(actions.screenOpened());
  }, [dispatch]);
  useAfterSuccess(change, () => {
    if (change.of !== 'list-add') return;
    setName('');
    setActive(true);
  });
  const openList = lists.items.find((l) => l.id === open);
  const listError = change.status === 'failed' && (change.of === 'list-add' || change.of === 'list-edit' || change.of === 'list-active');
  return (
    <Screen aria-labelledby="price-lists-title">
      <ScreenHead><h1 id="price-lists-title">Price lists</h1></ScreenHead>
      <ListStatus status={lists.status} error={lists.error} empty={lists.items.length === 0} emptyText="No price lists yet."
        onRetry={() => dispatch(actions.screenOpened())}>
        <Table>
          <thead>
            <tr><th>Name</th><th>Active</th><th>Rules</th><th>Customers</th><th>Groups</th><th><VisuallyHidden>Actions</VisuallyHidden></th></tr>
          </thead>
          <tbody>
            {lists.items.map((list) => <PriceListRow key={list.id} list={list} editing={editing.list === list.id} busy={busy} />)}
          </tbody>
        </Table>
      </ListStatus>
      <BusyFieldset disabled={busy && change.of === 'list-add'}>
        <InlineForm label="Add price list" submitLabel={busy && change.of === 'list-add' ? 'Adding…' : 'Add list'}
          onSubmit={() => dispatch(actions.listSubmitted({ name, active }))}>
          <TextField label="New price list" value={name} onChange={setName} />
          <CheckField label="Active" checked={active} onChange={setActive} />
        </InlineForm>
      </BusyFieldset>
      {listError && <ErrorText role="alert">{change.error}</ErrorText>}
      {openList && <RulesPanel listId={openList.id} name={openList.name} />}
      <GroupsPanel />
      <PricingDeleteDialog />
    </Screen>
  );
}
