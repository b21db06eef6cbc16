import { useId } from 'react';
import styled from 'styled-components';
import { formatAed } from '../../../../shared/money';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { selectAddressesStatus, selectSelectedAddress } from '../../addresses/addresses-selectors';
import { selectIsPlacingOrder, selectPlaceMessage } from '../orders-selectors';
import { orderSubmitted } from '../orders-slice';
import { LicenceNotice, useTradeDocumentsStatus } from '../../trade-documents/components/LicenceNotice';
import { selectOrderBlock } from '../../trade-documents/trade-documents-selectors';
import { selectCartStatus, selectCartTotal, selectHasPendingCounts, selectIsCartEmpty } from '../../cart/cart-selectors';
import { checkoutBlocker } from './checkout-blocker';
import { Alert, Muted, TotalRow } from '../../cart/components/cart-page-styles';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

/** The running Total and Register Invoice, with the reason whenever it cannot be pressed. */
export function CheckoutSummary({ note }: { note: string }) {
  const dispatch = useAppDispatch();
  const total = useAppSelector(selectCartTotal);
  const empty = useAppSelector(selectIsCartEmpty);
  const address = useAppSelector(selectSelectedAddress);
  const addressesStatus = useAppSelector(selectAddressesStatus);
  const updating = useAppSelector(selectHasPendingCounts);
  const placing = useAppSelector(selectIsPlacingOrder);
  const refusal = useAppSelector(selectPlaceMessage);
  const licenceBlock = useAppSelector(selectOrderBlock);
  const reasonId = useId();
  useTradeDocumentsStatus();
  const cartFailed = useAppSelector(selectCartStatus) === 'failed';
  const addressesLoading = addressesStatus === 'idle' || addressesStatus === 'loading';
  const addressesFailed = addressesStatus === 'failed';
  const blocker = licenceBlock ?? checkoutBlocker({ empty, cartFailed, address, addressesLoading, addressesFailed, updating, placing });
  return (
    <>
      <TotalRow>
        <span>Total</span>
        <strong data-testid="cart-total">{formatAed(total)}</strong>
      </TotalRow>
      {licenceBlock && <LicenceNotice id={reasonId} message={licenceBlock} />}
      {refusal && refusal !== licenceBlock && <Alert role="alert">{refusal}</Alert>}
      <Actions>
        <Button
          disabled={blocker !== null}
          aria-busy={placing || undefined}
          aria-describedby={blocker ? reasonId : undefined}
          onClick={() => dispatch(orderSubmitted({ note }))}
        >
          Register Invoice
        </Button>
        {blocker && !licenceBlock && <Muted id={reasonId} role="status">{blocker}</Muted>}
      </Actions>
    </>
  );
}
