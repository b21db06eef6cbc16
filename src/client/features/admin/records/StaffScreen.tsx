import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { VisuallyHidden } from '../../../components/Container';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { adminOf, type WithAdmin } from '../admin-reducer';
import { selectStaffAdd, selectStaffList, selectStaffMember } from '../admin-selectors';
import { ErrorText, Panel, Screen, ScreenHead, Table } from '../shared/admin-styles';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { InlineForm } from '../shared/InlineForm';
import { TextField } from '../shared/fields';
import { ListStatus } from '../shared/ListStatus';
import { idleAction } from '../shared/paged-list';
import { useAfterSuccess } from '../shared/screen-hooks';
import { recordsActions as actions } from './records-slice';
import { StaffRow } from './StaffRow';

const selectStaffAccess = (state: WithAdmin) => adminOf(state).records.staffAccess;
const selectDisableQuestion = (state: WithAdmin) => adminOf(state).records.disableQuestion;

/**
 * /admin/staff: who can sign in to the back office, a form to add someone, and disabling the
 * account of someone who left (after a confirmation, open or closed in the store so a replayed
 * log shows it) or enabling it again.
 */
export function StaffScreen() {
  usePageMeta('Staff');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectStaffList);
  const adding = useAppSelector(selectStaffAdd);
  const access = useAppSelector(selectStaffAccess);
  const me = useAppSelector(selectStaffMember);
  const question = useAppSelector(selectDisableQuestion);
  // The member stays named after the dialog closes, so its closing fade still names them.
  const leaver = list.items.find((member) => member.id === question?.id) ?? null;
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  useEffect(() => {
    dispatch(actions.staffRequested());
  }, [dispatch]);
  useAfterSuccess(adding, () => {
    setEmail('');
    setName('');
    setPassword('');
  });
  const submit = () => {
    if (adding.status !== 'submitting') dispatch(actions.staffAddSubmitted({ email, name, password }));
  };
  // The dialog closes at once (the slice closes it): the row shows the change on its way, and a refusal.
  const confirmDisable = () => {
    if (question) dispatch(actions.staffAccessChangeRequested({ id: question.id, disabled: true }));
  };
  return (
    <Screen aria-labelledby="staff-title">
      <ScreenHead><h1 id="staff-title">Staff</h1></ScreenHead>
      <ListStatus status={list.status} error={list.error} empty={list.items.length === 0} emptyText="No staff accounts."
        onRetry={() => dispatch(actions.staffRequested())}>
        <Table>
          <thead>
            <tr>
              <th>Name</th><th>Email</th><th>Access</th><th>Last login</th><th>Added</th>
              <th><VisuallyHidden>Actions</VisuallyHidden></th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((member) => (
              <StaffRow key={member.id} member={member} own={member.id === me?.id} access={access[member.id] ?? idleAction} />
            ))}
          </tbody>
        </Table>
      </ListStatus>
      <ConfirmDialog open={question?.open ?? false} title={`Disable ${leaver?.name || leaver?.email || 'this account'}?`}
        confirmLabel="Disable account" danger onClose={() => dispatch(actions.staffDisableDismissed())} onConfirm={confirmDisable}>
        <p>{leaver?.email} can no longer log in to the back office, and any session still open ends. The account
          can be enabled again later.</p>
      </ConfirmDialog>
      <Panel as="section" aria-labelledby="add-staff-title">
        <h2 id="add-staff-title">Add staff</h2>
        <InlineForm label="Add staff" submitLabel="Add staff" onSubmit={submit} disabled={adding.status === 'submitting'}>
          <TextField label="Email" type="email" autoComplete="off" required value={email} onChange={setEmail} />
          <TextField label="Name" required value={name} onChange={setName} />
          <TextField label="Password" type="password" autoComplete="new-password" required value={password} onChange={setPassword}
            hint="8 to 128 characters; share it with them safely." />
        </InlineForm>
        {adding.status === 'failed' && <ErrorText role="alert">{adding.error}</ErrorText>}
      </Panel>
    </Screen>
  );
}
