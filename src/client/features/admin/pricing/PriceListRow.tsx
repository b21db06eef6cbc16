import type { AdminPriceList } from '../../../../shared/price-list-types';
import { useAppDispatch } from '../../../app/hooks';
import { Actions, DangerButton, SmallButton } from '../shared/admin-styles';
import { InlineForm } from '../shared/InlineForm';
import { TextField } from '../shared/fields';
import { useDraft } from '../shared/use-draft';
import { pricingActions as actions } from './pricing-slice';
import { BusyFieldset, Toggle } from './pricing-styles';

interface PriceListRowProps {
  list: AdminPriceList;
  /** The row shows its rename form. */
  editing: boolean;
  /** A change is on its way: nothing else can be sent meanwhile. */
  busy: boolean;
}

/** One price list: open its rules, pause or resume it, rename it, or ask to delete it. */
export function PriceListRow({ list, editing, busy }: PriceListRowProps) {
  const dispatch = useAppDispatch();
  const [name, setName] = useDraft(list.name, `${list.name}:${editing}`);
  if (editing) {
    return (
      <tr>
        <td colSpan={6}>
          <BusyFieldset disabled={busy}>
            <InlineForm label={`Rename ${list.name}`} submitLabel={busy ? 'Saving…' : 'Save'}
              onSubmit={() => dispatch(actions.listEditSubmitted({ id: list.id, name, active: list.active }))}>
              <TextField label="Name" value={name} onChange={setName} />
              <SmallButton $variant="secondary" onClick={() => dispatch(actions.editClosed({ what: 'list' }))}>Cancel</SmallButton>
            </InlineForm>
          </BusyFieldset>
        </td>
      </tr>
    );
  }
  return (
    <tr>
      <td><SmallButton type="button" onClick={() => dispatch(actions.rulesOpened({ listId: list.id }))}>{list.name}</SmallButton></td>
      <td>
        <Toggle>
          <input type="checkbox" checked={list.active} disabled={busy} aria-label={`${list.name} active`}
            onChange={(event) => dispatch(actions.listActiveChanged({ id: list.id, name: list.name, active: event.target.checked }))} />
          {list.active ? 'active' : 'paused'}
        </Toggle>
      </td>
      <td>{list.rules}</td><td>{list.customers}</td><td>{list.groups}</td>
      <td>
        <Actions>
          <SmallButton $variant="ghost" aria-label={`Rename ${list.name}`} disabled={busy}
            onClick={() => dispatch(actions.editOpened({ what: 'list', id: list.id }))}>Rename</SmallButton>
          <DangerButton type="button" aria-label={`Delete ${list.name}`} disabled={busy}
            onClick={() => dispatch(actions.listDeleteAsked({ id: list.id }))}>Delete</DangerButton>
        </Actions>
      </td>
    </tr>
  );
}
