import type { QuantityRule } from '../../../../shared/quantity-rules';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CartStepper } from '../../../components/CartStepper';
import { selectCartCountOf, selectIsCountPending } from '../cart-selectors';
import { countChosen } from '../cart-slice';

/** The cart control of one article, wired to the cart: what it shows and what it changes. */
export function CartControl({ aid, label, removable = false, rule }: { aid: number; label: string; removable?: boolean; rule?: QuantityRule }) {
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
