import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectCustomerDecision, selectCustomerQuestion, selectOpenCustomer } from '../admin-selectors';
import { Actions, Badge, ErrorText, Facts, Muted, Panel, PanelHead, SmallButton, type Tone } from '../shared/admin-styles';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { TextField } from '../shared/fields';
import { countryLabel, formatDateTime } from '../shared/format';
import { customersActions as actions } from './customers-slice';
import { CustomerDocumentsPanel } from '../licences/CustomerDocumentsPanel';
import { DocumentView } from './DocumentView';
import { CustomerPriceTerms } from '../pricing/CustomerPriceTerms';

export const CUSTOMER_STATE: Record<string, { label: string; tone: Tone }> = {
  unconfirmed: { label: 'Email not confirmed', tone: 'neutral' },
  pending: { label: 'Waiting for approval', tone: 'warn' },
  active: { label: 'Active', tone: 'good' },
  rejected: { label: 'Rejected', tone: 'bad' },
};

/**
 * The opened customer: who they are, their documents, and the decision. Whether the rejection
 * dialog is open is the store's (a replayed log shows it); the reason typed stays here.
 */
export function CustomerDetails() {
  const dispatch = useAppDispatch();
  const customer = useAppSelector(selectOpenCustomer);
  const decision = useAppSelector((state) => selectCustomerDecision(state, customer?.id ?? null));
  const rejecting = useAppSelector(selectCustomerQuestion) === 'reject';
  const [reason, setReason] = useState('');
  if (!customer) return null;
  const busy = decision.status === 'submitting';
  const state = CUSTOMER_STATE[customer.state] ?? CUSTOMER_STATE.pending;
  const closeDialog = () => {
    dispatch(actions.questionDismissed());
    setReason('');
  };
  return (
    <Panel aria-labelledby="customer-title">
      <PanelHead>
        <h2 id="customer-title">{customer.name}</h2>
        <SmallButton $variant="ghost" onClick={() => dispatch(actions.detailsClosed())}>Close</SmallButton>
      </PanelHead>
      <Badge $tone={state.tone}>{state.label}</Badge>
      <Facts>
        <dt>Company</dt><dd>{customer.company_name}</dd>
        <dt>Country</dt><dd>{countryLabel(customer.country_id)}</dd>
        <dt>Email</dt><dd><a href={`mailto:${customer.email}`}>{customer.email}</a></dd>
        <dt>Contact</dt><dd>{customer.mobile || '—'}</dd>
        <dt>Registered</dt><dd>{formatDateTime(customer.created_at)}</dd>
        {customer.decided_at && (<><dt>Decided</dt><dd>{formatDateTime(customer.decided_at)}</dd></>)}
        {customer.reject_reason && (<><dt>Reason</dt><dd>{customer.reject_reason}</dd></>)}
      </Facts>
      <CustomerPriceTerms customerId={customer.id} />
      {decision.status === 'failed' && !rejecting && <ErrorText role="alert">{decision.error}</ErrorText>}
      {customer.state === 'unconfirmed' && (
        <Muted>The email address is not confirmed yet: the account can be approved once the customer enters the code mailed to it.</Muted>
      )}
      <Actions>
        {customer.state !== 'active' && customer.state !== 'unconfirmed' && (
          <SmallButton disabled={busy} onClick={() => dispatch(actions.approveSubmitted({ id: customer.id }))}>Approve</SmallButton>
        )}
        {customer.state !== 'rejected' && (
          <SmallButton $variant="secondary" disabled={busy} onClick={() => dispatch(actions.rejectAsked({ id: customer.id }))}>
            Reject
          </SmallButton>
        )}
      </Actions>
      <DocumentView title="Licence" url={customer.lisence_url} />
      <DocumentView title="TRN certificate" url={customer.otrn_url} />
      <CustomerDocumentsPanel customerId={customer.id} />
      <ConfirmDialog
        open={rejecting}
        title={`Reject ${customer.name}?`}
        confirmLabel="Reject customer"
        danger
        busy={busy}
        error={decision.status === 'failed' ? decision.error : null}
        onClose={closeDialog}
        onConfirm={() => dispatch(actions.rejectSubmitted({ id: customer.id, reason }))}
      >
        <p>{customer.email} receives a mail with the reason.</p>
        <TextField label="Reason for the rejection" multiline required value={reason} onChange={setReason} />
      </ConfirmDialog>
    </Panel>
  );
}
