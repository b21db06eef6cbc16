import type { QuantityRule } from '../../../../shared/quantity-rules';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CartStepper } from '../../../components/CartStepper';
import { selectCartCountOf, selectIsCountPending } from '../../cart/cart-selectors';
import { countChosen } from '../../cart/cart-slice';

/** The cart control of one article on a catalogue screen (customers only; spec section 5). */
export function ArticleCartControl({ aid, label, removable, rule }: { aid: number; label: string; removable?: boolean; rule?: QuantityRule }) {
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
