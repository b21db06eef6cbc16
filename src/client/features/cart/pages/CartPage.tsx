import { useAppSelector } from '../../../app/hooks';
import { PageIntro } from '../../../components/page/PageIntro';
import { formatPrice } from '../../../lib/format';
import { selectCartLineCount, selectCartTotal } from '../cart-selectors';

/** /cart: the customer's cart, delivery address and invoice registration. */
export function CartPage() {
  const lines = useAppSelector(selectCartLineCount);
  const total = useAppSelector(selectCartTotal);
  return (
    <PageIntro title="Cart" lead="Review your cart, choose a delivery address and register your invoice.">
      <p>
        {lines === 0 ? 'No Products in your cart' : `${lines} ${lines === 1 ? 'product' : 'products'}, total ${formatPrice(total)}`}
      </p>
    </PageIntro>
  );
}
