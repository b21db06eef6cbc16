import { useId } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { useIsMobile } from '../../../lib/use-media-query';
import { selectAddressesStatus, selectHasAddresses, selectSelectedAddress } from '../../addresses/addresses-selectors';
import { countryName } from '../../addresses/country-name';
import { selectCustomer } from '../../auth/auth-selectors';
import { Facts } from '../../../components/page/facts';
import { Field, HeadRow, Muted, Panel } from '../../cart/components/cart-page-styles';

const NONE = '—';

/** Spec section 2: Change, or Add without addresses; '+' at 767 px and narrower. */
function AddressButton({ onOpen }: { onOpen: () => void }) {
  const hasAddresses = useAppSelector(selectHasAddresses);
  const mobile = useIsMobile();
  const word = hasAddresses ? 'Change' : 'Add';
  return (
    <Button $variant="secondary" aria-label={`${word} address`} aria-haspopup="dialog" onClick={onOpen}>
      {mobile ? '+' : word}
    </Button>
  );
}

interface CheckoutDetailsProps {
  note: string;
  onNoteChange: (note: string) => void;
  onOpenAddresses: () => void;
}

/** The inline-start side of the cart page: who orders, where it goes, and the purchase note. */
export function CheckoutDetails({ note, onNoteChange, onOpenAddresses }: CheckoutDetailsProps) {
  const customer = useAppSelector(selectCustomer);
  const address = useAppSelector(selectSelectedAddress);
  const status = useAppSelector(selectAddressesStatus);
  const titleId = useId();
  const deliveryId = useId();
  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId}>Invoice details</h2>
      <Facts>
        <dt>Name</dt>
        <dd>{customer?.name || NONE}</dd>
        <dt>Company Name</dt>
        <dd>{customer?.company_name || NONE}</dd>
        <dt>Country</dt>
        <dd>{countryName(customer?.country_id) || NONE}</dd>
        <dt>Email</dt>
        <dd>{customer?.email || NONE}</dd>
        <dt>Contact Number</dt>
        <dd>{customer?.mobile || NONE}</dd>
      </Facts>
      <HeadRow>
        <h2 id={deliveryId}>Delivery address</h2>
        <AddressButton onOpen={onOpenAddresses} />
      </HeadRow>
      {address ? (
        <Facts aria-labelledby={deliveryId}>
          <dt>Address</dt>
          <dd>{address.address}</dd>
          <dt>Postal Code</dt>
          <dd>{address.postal_code || NONE}</dd>
        </Facts>
      ) : status !== 'failed' && (
        // Spec section 8: a failed address list shows no message (Register Invoice says why it waits).
        <Muted>{status === 'loading' || status === 'idle' ? 'Loading your addresses…' : 'No delivery address yet.'}</Muted>
      )}
      <Field>
        Purchase Note
        <textarea value={note} onChange={(event) => onNoteChange(event.target.value)} />
      </Field>
    </Panel>
  );
}
