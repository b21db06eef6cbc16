import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { EMIRATES } from '../../../../shared/tax';
import { emptyDraft, isDraftComplete, type AddressDraft } from '../address-draft';
import { selectAddStatus } from '../addresses-selectors';
import { newAddressSubmitted } from '../addresses-slice';
import { Field } from '../../cart/components/cart-page-styles';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding-block-start: ${({ theme }) => theme.space.lg};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/**
 * Register New Address. Spec section 5: without a name or an address nothing is sent and no
 * message shows (so no native `required` either, which would show the browser's message).
 */
export function AddressForm() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAddStatus);
  const [draft, setDraft] = useState<AddressDraft>(emptyDraft);
  const [seenStatus, setSeenStatus] = useState(status);
  const titleId = useId();
  // A saved address empties the form for the next one (state adjusted while rendering).
  if (status !== seenStatus) {
    setSeenStatus(status);
    if (status === 'succeeded') setDraft(emptyDraft);
  }
  const edit = (field: keyof AddressDraft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status === 'loading' || !isDraftComplete(draft)) return;
    dispatch(newAddressSubmitted(draft));
  };
  return (
    <Form aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h3 id={titleId}>Register New Address</h3>
      <Field>
        Address Name
        <input value={draft.addressName} onChange={edit('addressName')} aria-required="true" autoComplete="off" />
      </Field>
      <Field>
        Address
        <textarea value={draft.address} onChange={edit('address')} aria-required="true" autoComplete="street-address" />
      </Field>
      <Field>
        Emirate
        <select value={draft.emirate ?? ''} onChange={edit('emirate')}>
          <option value="">Choose an emirate</option>
          {EMIRATES.map((e) => <option key={e.code} value={e.code}>{e.en}</option>)}
        </select>
      </Field>
      <Field>
        Postal Code
        <input value={draft.postalCode} onChange={edit('postalCode')} autoComplete="postal-code" />
      </Field>
      <div>
        <Button type="submit" aria-busy={status === 'loading' || undefined}>Add Address</Button>
      </div>
    </Form>
  );
}
