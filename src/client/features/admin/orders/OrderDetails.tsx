import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectOpenOrder, selectOrderDecision, selectOrderQuestion } from '../admin-selectors';
import { Actions, Badge, ErrorText, Facts, Panel, PanelHead, Scroll, SmallButton, type Tone } from '../shared/admin-styles';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { TextField } from '../shared/fields';
import { aed, formatDateTime } from '../shared/format';
import { OrderLines } from './OrderLines';
import { ordersActions as actions } from './orders-slice';

export const ORDER_STATE: Record<number, { label: string; tone: Tone }> = {
  1: { label: 'Approved', tone: 'good' },
  2: { label: 'Waiting for approval', tone: 'warn' },
  3: { label: 'Cancelled', tone: 'bad' },
};

/**
 * The opened order: customer, delivery, note and lines, with Approve and Cancel. Which
 * confirmation is open is the store's (a replayed log shows it); the reason typed stays here.
 */
export function OrderDetails() {
  const dispatch = useAppDispatch();
  const order = useAppSelector(selectOpenOrder);
  // The open order's own decision: another order's answer never shows here.
  const decision = useAppSelector((state) => selectOrderDecision(state, order?.order_id ?? null));
  const asking = useAppSelector(selectOrderQuestion);
  const [reason, setReason] = useState('');
  if (!order) return null;
  const busy = decision.status === 'submitting';
  const state = ORDER_STATE[order.state] ?? { label: `State ${order.state}`, tone: 'neutral' as const };
  return (
    <Panel aria-labelledby="order-title">
      <PanelHead>
        <h2 id="order-title">Order #{order.order_id}</h2>
        <SmallButton $variant="ghost" onClick={() => dispatch(actions.detailsClosed())}>Close</SmallButton>
      </PanelHead>
      <Badge $tone={state.tone}>{state.label}</Badge>
      <Facts>
        <dt>Date</dt><dd>{formatDateTime(order.date)}</dd>
        <dt>Customer</dt><dd>{order.customer.name}</dd>
        <dt>Company</dt><dd>{order.customer.company_name}</dd>
        <dt>Email</dt><dd><a href={`mailto:${order.customer.email}`}>{order.customer.email}</a></dd>
        <dt>Contact</dt><dd>{order.mobile || order.customer.mobile || '—'}</dd>
        <dt>Address</dt><dd>{order.address}</dd>
        <dt>Postal code</dt><dd>{order.postal_code || '—'}</dd>
        <dt>Note</dt><dd>{order.note || '—'}</dd>
        {order.decided_at && (<><dt>Decided</dt><dd>{formatDateTime(order.decided_at)}{order.decided_by ? ` by ${order.decided_by}` : ''}</dd></>)}
      </Facts>
      <Scroll>
        <OrderLines order={order} />
      </Scroll>
      {decision.status === 'failed' && !asking && <ErrorText role="alert">{decision.error}</ErrorText>}
      <Actions>
        {order.state === 2 && (
          <SmallButton disabled={busy} onClick={() => dispatch(actions.approveAsked({ id: order.order_id }))}>Approve</SmallButton>
        )}
        {order.state !== 3 && (
          <SmallButton $variant="secondary" disabled={busy} onClick={() => dispatch(actions.cancelAsked({ id: order.order_id }))}>
            Cancel order
          </SmallButton>
        )}
      </Actions>
      <ConfirmDialog
        open={asking === 'approve'}
        title={`Approve order #${order.order_id}?`}
        confirmLabel="Approve the order"
        busy={busy}
        error={decision.status === 'failed' ? decision.error : null}
        onClose={() => dispatch(actions.questionDismissed())}
        onConfirm={() => dispatch(actions.approveSubmitted({ id: order.order_id }))}
      >
        <p>{order.customer.email} is mailed that the order of {aed(order.total)} before VAT is approved, and its tax invoice is issued.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'cancel'}
        title={`Cancel order #${order.order_id}?`}
        confirmLabel="Cancel the order"
        danger
        busy={busy}
        error={decision.status === 'failed' ? decision.error : null}
        onClose={() => dispatch(actions.questionDismissed())}
        onConfirm={() => dispatch(actions.cancelSubmitted({ id: order.order_id, reason, seenState: order.state }))}
      >
        <p>The stock of its lines goes back to the shop and {order.customer.email} is mailed.</p>
        {order.state === 1 && <p><strong>It is approved: a credit note against its tax invoice is issued, and cannot be taken back.</strong></p>}
        <TextField label="Reason (optional, sent to the customer)" multiline value={reason} onChange={setReason} />
      </ConfirmDialog>
    </Panel>
  );
}
