import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { VisuallyHidden } from '../../../components/Container';
import { usePageMeta } from '../../../components/page/use-page-meta';
import type { CustomerListState } from '../../../../shared/admin-types';
import type { CustomerQuery } from '../api/admin-api';
import { selectCustomers, selectOpenCustomer } from '../admin-selectors';
import { SmallButton } from '../shared/admin-styles';
import { DecisionQueueScreen } from '../shared/DecisionQueueScreen';
import { countryLabel, formatDate } from '../shared/format';
import { CUSTOMER_STATE, CustomerDetails } from './CustomerDetails';
import { customersActions as actions } from './customers-slice';

const TABS = (['pending', 'active', 'rejected', 'unconfirmed'] as const).map((value): { value: CustomerListState; label: string } => ({ value, label: CUSTOMER_STATE[value].label }));

/** /admin/customers: accounts by state, searchable, with the decision beside the list. */
export function CustomersScreen() {
  usePageMeta('Customers');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectCustomers);
  const open = useAppSelector(selectOpenCustomer);
  useEffect(() => {
    dispatch(actions.screenOpened());
  }, [dispatch]);

  // With a customer open, the details panel shows these columns; the list keeps room to read.
  const compact = open !== null;
  return (
    <DecisionQueueScreen
      name="customers" title="Customers" tabs={TABS} tabsLabel="Customer state"
      searchLabel="Search customers" searchPlaceholder="Name, company or email"
      emptyText="No customers here." pagerLabel="Customer pages"
      list={list} onRequest={(next: CustomerQuery) => dispatch(actions.listRequested(next))}
      head={(
        <tr>
          <th>Name</th><th>Company</th><th>Email</th>
          {!compact && <><th>Mobile</th><th>Country</th><th>Registered</th></>}
          <th><VisuallyHidden>Details</VisuallyHidden></th>
        </tr>
      )}
      rows={list.items.map((customer) => (
        <tr key={customer.id} aria-selected={customer.id === open?.id}>
          <td>{customer.name}</td>
          <td>{customer.company_name}</td>
          <td>{customer.email}</td>
          {!compact && (
            <>
              <td>{customer.mobile || '—'}</td>
              <td>{countryLabel(customer.country_id)}</td>
              <td>{formatDate(customer.created_at)}</td>
            </>
          )}
          <td>
            <SmallButton $variant="ghost" aria-label={`Open ${customer.name}`} onClick={() => dispatch(actions.customerOpened(customer.id))}>
              Open
            </SmallButton>
          </td>
        </tr>
      ))}
      details={open ? <CustomerDetails key={open.id} /> : null}
    />
  );
}
