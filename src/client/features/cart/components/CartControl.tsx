import type { QuantityRule } from '../../../../shared/quantity-rules';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CartStepper } from '../../../components/CartStepper';
import { selectCartCountOf, selectIsCountPending } from '../cart-selectors';
import { countChosen } from '../cart-slice';

interface CartControlProps {
  /** The article (variant) id. */
  aid: number;
  /** The article as buyers read it: 'Salmon Kibble 2 kg'. */
  label: string;
  /** Offers delete-all beside the stepper (cart page and drawer). */
  removable?: boolean;
  /** The article's quantity rule: the stepper moves by whole cases within it. */
  rule?: QuantityRule;
}

/**
 * The one cart control of an article, wherever it shows (product card, product page, variant
 * picker, drawer, cart page): the count it shows comes from the cart, and every change (button,
 * typed number, arrow key) is the same countChosen event.
 */
export function CartControl({ aid, label, removable = false, rule }: CartControlProps) {
  const dispatch = useAppDispatch();
  const count = useAppSelector((state) => selectCartCountOf(state, aid));
  const pending = useAppSelector((state) => selectIsCountPending(state, aid));
  return (
    <CartStepper
      count={count}
      pending={pending}
      label={label}
      removable={removable}
      rule={rule}
      onChoose={(next) => dispatch(countChosen({ aid, count: next, from: count }))}
    />
  );
}
