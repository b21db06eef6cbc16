import type { StaffMember } from '../../../../shared/admin-types';
import { useAppDispatch } from '../../../app/hooks';
import { Badge, ErrorText, SmallButton } from '../shared/admin-styles';
import { formatDate, formatDateTime } from '../shared/format';
import type { ActionState } from '../shared/paged-list';
import { recordsActions as actions } from './records-slice';

interface StaffRowProps {
  member: StaffMember;
  /** The signed-in staff member's own row: they cannot disable themselves. */
  own: boolean;
  access: ActionState;
}

/**
 * One account on the staff list: whether it can sign in, and the button that changes that.
 * Disabling asks first: the button opens the screen's confirmation through the store.
 */
export function StaffRow({ member, own, access }: StaffRowProps) {
  const dispatch = useAppDispatch();
  const busy = access.status === 'submitting';
  const disabled = Boolean(member.disabled_at);
  return (
    <tr>
      <td>{member.name || '—'}</td>
      <td>{member.email}</td>
      <td>
        {disabled
          ? <Badge $tone="bad">Disabled since {formatDateTime(member.disabled_at)}</Badge>
          : <Badge $tone="good">Active</Badge>}
      </td>
      <td>{formatDateTime(member.last_login_at)}</td>
      <td>{formatDate(member.created_at)}</td>
      <td>
        {disabled && (
          <SmallButton $variant="secondary" disabled={busy} aria-busy={busy}
            onClick={() => dispatch(actions.staffAccessChangeRequested({ id: member.id, disabled: false }))}>
            Enable
          </SmallButton>
        )}
        {!disabled && !own && (
          <SmallButton $variant="secondary" disabled={busy} aria-busy={busy}
            onClick={() => dispatch(actions.staffDisableAsked({ id: member.id }))}>
            Disable
          </SmallButton>
        )}
        {access.status === 'failed' && <ErrorText role="alert">{access.error}</ErrorText>}
      </td>
    </tr>
  );
}
