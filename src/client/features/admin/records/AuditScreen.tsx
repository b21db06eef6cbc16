import { useEffect } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { usePageMeta } from '../../../components/page/use-page-meta';
import type { AuditEntry } from '../../../../shared/admin-types';
import { selectAudit } from '../admin-selectors';
import { Screen, ScreenHead, SmallButton, Table } from '../shared/admin-styles';
import { formatDateTime } from '../shared/format';
import { ListStatus, Pager } from '../shared/ListStatus';
import { SearchBox } from '../shared/SearchBox';
import { AuditEntryDialog } from './AuditEntryDialog';
import { recordsActions as actions } from './records-slice';

/** The short form of large details can still run long: it wraps inside its column. */
const DetailsCell = styled.td`
  max-inline-size: 40rem;
  overflow-wrap: anywhere;

  button {
    margin-inline-start: ${({ theme }) => theme.space.sm};
  }
`;

/**
 * The details object as short `key: value` pairs, for a table cell. The list sends large
 * details in their short form; "Show all" opens an entry whole.
 */
export function detailsText(details: AuditEntry['details']): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

/** /admin/audit: who did what to which record, newest first. */
export function AuditScreen() {
  usePageMeta('Audit log');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectAudit);
  useEffect(() => {
    dispatch(actions.auditOpened());
  }, [dispatch]);
  return (
    <Screen aria-labelledby="audit-title">
      <ScreenHead>
        <h1 id="audit-title">Audit log</h1>
        <SearchBox label="Search the audit log" placeholder="order:42, product.update, a SKU, a colleague" initial={list.query.q}
          onSearch={(q) => dispatch(actions.auditRequested({ p: 1, q }))} />
      </ScreenHead>
      <ListStatus status={list.status} error={list.error} empty={list.items.length === 0} emptyText={list.query.q ? 'No entry contains this.' : 'Nothing recorded yet.'}
        onRetry={() => dispatch(actions.auditRequested(list.query))}>
        <Table>
          <thead><tr><th>Date</th><th>Staff</th><th>Action</th><th>Target</th><th>Details</th></tr></thead>
          <tbody>
            {list.items.map((entry) => (
              <tr key={entry.id}>
                <td>{formatDateTime(entry.date)}</td>
                <td>{entry.staff ? entry.staff.name || entry.staff.email : 'System'}</td>
                <td>{entry.action}</td>
                <td>{entry.target}</td>
                <DetailsCell>
                  {detailsText(entry.details) || '—'}
                  {entry.details_shortened && (
                    <SmallButton $variant="secondary" aria-label={`Show all details of ${entry.action} ${entry.target}`}
                      onClick={() => dispatch(actions.auditEntryOpened({ id: entry.id }))}>Show all</SmallButton>
                  )}
                </DetailsCell>
              </tr>
            ))}
          </tbody>
        </Table>
      </ListStatus>
      <Pager label="Audit pages" page={list.query.p} count={list.count} onChange={(p) => dispatch(actions.auditRequested({ ...list.query, p }))} />
      <AuditEntryDialog />
    </Screen>
  );
}
