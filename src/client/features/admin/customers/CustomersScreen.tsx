import { useEffect } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../app/hooks';
import { VisuallyHidden } from '../../../components/Container';
import { usePageMeta } from '../../../components/page/use-page-meta';
import type { CustomerListState } from '../../../../shared/admin-types';
import type { CustomerQuery } from '../api/admin-api';
import { selectCustomerQuery, selectCustomers, selectOpenCustomer } from '../admin-selectors';
import { Screen, ScreenHead, SmallButton, SplitView, Table, Toolbar } from '../shared/admin-styles';
import { countryLabel, formatDate } from '../shared/format';
import { ListStatus, Pager } from '../shared/ListStatus';
import { SearchBox } from '../shared/SearchBox';
import { StatusTabs } from '../shared/StatusTabs';
import { CUSTOMER_STATE, CustomerDetails } from './CustomerDetails';
import { customersActions as actions } from './customers-slice';

const TABS = (['pending', 'active', 'rejected'] as const).map((value): { value: CustomerListState; label: string } => ({ value, label: CUSTOMER_STATE[value].label }));

/** /admin/customers: accounts by state, searchable, with the decision beside the list. */
export function CustomersScreen() {
  usePageMeta('Customers');
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const list = useAppSelector(selectCustomers);
  const open = useAppSelector(selectOpenCustomer);
  const query = list.query;
  const request = (next: CustomerQuery) => dispatch(actions.listRequested(next));
  useEffect(() => {
    // The list the screen showed last, fresh from the server.
    dispatch(actions.listRequested(selectCustomerQuery(store.getState())));
  }, [dispatch, store]);

  const compact = open !== null;
  return (
    <Screen aria-labelledby="customers-title">
      <ScreenHead><h1 id="customers-title">Customers</h1></ScreenHead>
      <Toolbar>
        <StatusTabs label="Customer state" tabs={TABS} value={query.state} onChange={(state) => request({ state, q: query.q, p: 1 })} />
        <SearchBox key={query.state} label="Search customers" placeholder="Name, company or email" initial={query.q}
          onSearch={(q) => request({ ...query, q, p: 1 })} />
      </Toolbar>
      <SplitView $open={open !== null}>
        <div>
          <ListStatus status={list.status} error={list.error} empty={list.items.length === 0} emptyText="No customers here."
            onRetry={() => request(query)}>
            <Table>
              <thead>
                <tr>
                  <th>Name</th><th>Company</th><th>Email</th>
                  {/* With a customer open, the details panel shows these; the list keeps room to read. */}
                  {!compact && <><th>Mobile</th><th>Country</th><th>Registered</th></>}
                  <th><VisuallyHidden>Details</VisuallyHidden></th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((customer) => (
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
              </tbody>
            </Table>
          </ListStatus>
          <Pager label="Customer pages" page={query.p} count={list.count} onChange={(p) => request({ ...query, p })} />
        </div>
        {open && <CustomerDetails key={open.id} />}
      </SplitView>
    </Screen>
  );
}
