import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { selectStaffAdd, selectStaffList } from '../admin-selectors';
import { ErrorText, Panel, Screen, ScreenHead, Table } from '../shared/admin-styles';
import { InlineForm } from '../shared/InlineForm';
import { TextField } from '../shared/fields';
import { formatDate, formatDateTime } from '../shared/format';
import { ListStatus } from '../shared/ListStatus';
import { useAfterSuccess } from '../shared/screen-hooks';
import { recordsActions as actions } from './records-slice';

/** /admin/staff: who can sign in to the back office, and a form to add someone. */
export function StaffScreen() {
  usePageMeta('Staff');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectStaffList);
  const adding = useAppSelector(selectStaffAdd);
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
  return (
    <Screen aria-labelledby="staff-title">
      <ScreenHead><h1 id="staff-title">Staff</h1></ScreenHead>
      <ListStatus status={list.status} error={list.error} empty={list.items.length === 0} emptyText="No staff accounts."
        onRetry={() => dispatch(actions.staffRequested())}>
        <Table>
          <thead><tr><th>Name</th><th>Email</th><th>Last login</th><th>Added</th></tr></thead>
          <tbody>
            {list.items.map((member) => (
              <tr key={member.id}>
                <td>{member.name || '—'}</td>
                <td>{member.email}</td>
                <td>{formatDateTime(member.last_login_at)}</td>
                <td>{formatDate(member.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ListStatus>
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
