import { useEffect, useId, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { PageHeading } from '../../components/page/PageIntro';
import { usePageMeta } from '../../components/page/use-page-meta';
import { modalOpened } from '../../features/addresses/addresses-slice';
import { pageOpened } from '../../features/cart/cart-slice';
import { AddressModal } from '../../features/addresses/components/AddressModal';
import { CartLines } from '../../features/cart/components/CartLines';
import { CartTools } from '../../features/cart/components/CartTools';
import { CheckoutDetails } from '../../features/orders/components/CheckoutDetails';
import { CheckoutSummary } from '../../features/orders/components/CheckoutSummary';
import { Columns, Page, Panel } from '../../features/cart/components/cart-page-styles';

/**
 * /cart (customers only, spec section 2): the customer's details, the delivery address and the
 * purchase note on one side; the lines, the running Total and Register Invoice on the other.
 */
export function CartPage() {
  usePageMeta('Cart', 'Review your cart, choose a delivery address and register your invoice.');
  const dispatch = useAppDispatch();
  const [note, setNote] = useState('');
  const linesId = useId();
  useEffect(() => {
    dispatch(pageOpened());
  }, [dispatch]);
  return (
    <Page>
      <PageHeading>Cart</PageHeading>
      <Columns>
        <CheckoutDetails note={note} onNoteChange={setNote} onOpenAddresses={() => dispatch(modalOpened())} />
        <Panel aria-labelledby={linesId}>
          <h2 id={linesId}>Your products</h2>
          <CartTools />
          <CartLines />
          <CheckoutSummary note={note} />
        </Panel>
      </Columns>
      <AddressModal />
    </Page>
  );
}
