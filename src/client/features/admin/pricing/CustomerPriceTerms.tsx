import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ErrorText, InlineFields } from '../shared/admin-styles';
import { SelectField } from '../shared/fields';
import { pricingActions as actions } from './pricing-slice';
import { selectCustomerGroups, selectCustomerTerms, selectPriceLists, selectPricingChange } from './pricing-selectors';

/** In the customer view: the customer's group and own price list (the own list beats the group's). */
export function CustomerPriceTerms({ customerId }: { customerId: number }) {
  const dispatch = useAppDispatch();
  const terms = useAppSelector(selectCustomerTerms);
  const lists = useAppSelector(selectPriceLists).items;
  const groups = useAppSelector(selectCustomerGroups).items;
  const change = useAppSelector(selectPricingChange);
  useEffect(() => {
    dispatch(actions.termsRequested({ customerId }));
    dispatch(actions.screenOpened());
  }, [dispatch, customerId]);
  if (terms.customerId !== customerId || !terms.terms) return null;
  const current = terms.terms;
  const save = (next: Partial<typeof current>) => dispatch(actions.termsSubmitted({ customerId, terms: { ...current, ...next } }));
  const id = (value: string) => (value === '' ? null : Number(value));
  return (
    <section aria-label="Prices">
      <InlineFields>
        <SelectField label="Customer group" value={String(current.group_id ?? '')} onChange={(value) => save({ group_id: id(value) })}>
          <option value="">None</option>
          {groups.map((g) => <option key={g.id} value={g.id}>{g.name}</option>)}
        </SelectField>
        <SelectField label="Own price list" value={String(current.price_list_id ?? '')} onChange={(value) => save({ price_list_id: id(value) })}>
          <option value="">None (the group's)</option>
          {lists.map((l) => <option key={l.id} value={l.id}>{l.name}</option>)}
        </SelectField>
      </InlineFields>
      {change.status === 'failed' && change.of === 'terms' && <ErrorText role="alert">{change.error}</ErrorText>}
    </section>
  );
}
