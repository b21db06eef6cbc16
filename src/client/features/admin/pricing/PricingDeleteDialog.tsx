import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { listDeleteEffects } from './pricing-messages';
import { pricingActions as actions } from './pricing-slice';
import { selectDeleteQuestion, selectPricingChange } from './pricing-selectors';
import { ruleLabel } from './rule-text';

/**
 * Asks before a list or a rule is deleted, saying what goes with it. Whether it is open, and
 * for what, is in the store (an action opens it, one closes it); it closes when the delete is done.
 */
export function PricingDeleteDialog() {
  const dispatch = useAppDispatch();
  const question = useAppSelector(selectDeleteQuestion);
  const change = useAppSelector(selectPricingChange);
  const busy = change.status === 'submitting';
  const error = change.status === 'failed' && (change.of === 'list-delete' || change.of === 'rule-delete') ? change.error : null;
  const close = () => dispatch(actions.deleteDismissed());
  if (question?.kind === 'rule') {
    const what = question.rule ? ruleLabel(question.rule) : 'this rule';
    return (
      <ConfirmDialog open title={`Delete the rule for ${what}?`} confirmLabel="Delete rule" danger busy={busy} error={error} onClose={close}
        onConfirm={() => dispatch(actions.ruleDeleteConfirmed({ listId: question.listId, ruleId: question.ruleId }))}>
        <p>Customers on {question.listName || 'this list'} then pay for {what} what the list&apos;s other rules give, or the normal B2B price.
          Orders already placed keep their prices.</p>
      </ConfirmDialog>
    );
  }
  const list = question?.list;
  return (
    <ConfirmDialog open={question !== null} title={`Delete ${list?.name ?? 'this price list'}?`} confirmLabel="Delete price list" danger
      busy={busy} error={error} onClose={close} onConfirm={() => question && dispatch(actions.listDeleteConfirmed({ id: question.id }))}>
      {list && listDeleteEffects(list, question?.groupNames ?? []).map((line) => <p key={line}>{line}</p>)}
      <p>Orders already placed keep their prices. To stop its prices for a while, untick Active instead.</p>
    </ConfirmDialog>
  );
}
