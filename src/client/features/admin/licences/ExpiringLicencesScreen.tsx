import { useEffect } from 'react';
import { longDate } from '../../../../shared/trade-documents';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { Badge, ErrorText, Muted, Screen, ScreenHead, Table } from '../shared/admin-styles';
import { licencesActions as actions } from './licences-slice';
import { selectExpiringLicences } from './licences-selectors';

const when = (daysLeft: number | null) => {
  if (daysLeft === null) return { label: 'Expiry unknown', tone: 'bad' as const };
  if (daysLeft < 0) return { label: `Expired ${-daysLeft} day${daysLeft === -1 ? '' : 's'} ago`, tone: 'bad' as const };
  if (daysLeft === 0) return { label: 'Expires today', tone: 'warn' as const };
  return { label: `In ${daysLeft} day${daysLeft === 1 ? '' : 's'}`, tone: 'warn' as const };
};

/** /admin/licences: trade licences that expire within 30 days or have expired, soonest first, then those without an expiry. */
export function ExpiringLicencesScreen() {
  usePageMeta('Expiring licences');
  const dispatch = useAppDispatch();
  const expiring = useAppSelector(selectExpiringLicences);
  useEffect(() => {
    dispatch(actions.expiringRequested());
  }, [dispatch]);
  return (
    <Screen aria-labelledby="licences-title">
      <ScreenHead><h1 id="licences-title">Expiring licences</h1></ScreenHead>
      <Muted>
        Licences of customers that expire within 30 days or have expired, renewals waiting for verification, and approved
        customers whose licence expiry is not on record (record it in the customer&apos;s trade documents: until then an expired
        licence cannot stop their orders). Customers are mailed 30 and 7 days before expiry.
      </Muted>
      {expiring.error && <ErrorText role="alert">{expiring.error}</ErrorText>}
      {expiring.status === 'succeeded' && expiring.licences.length === 0 && <p>No licence expires within 30 days.</p>}
      {expiring.licences.length > 0 && (
        <Table>
          <thead><tr><th scope="col">Customer</th><th scope="col">Licence</th><th scope="col">Expiry</th><th scope="col">Status</th></tr></thead>
          <tbody>
            {expiring.licences.map((row) => {
              const status = when(row.daysLeft);
              return (
                <tr key={row.customerId}>
                  <td>{row.companyName}<br /><a href={`mailto:${row.email}`}>{row.email}</a></td>
                  <td>{row.licenceNumber ?? '—'}</td>
                  <td>{row.licenceExpiry === null ? 'Not on record' : longDate(row.licenceExpiry)}</td>
                  <td>
                    <Badge $tone={status.tone}>{status.label}</Badge>
                    {row.licenceReviewPending && <> <Badge $tone="neutral">Renewal to verify</Badge></>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
    </Screen>
  );
}
