import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CartStepper } from '../../../components/CartStepper';
import { selectCartCountOf, selectIsCountPending } from '../cart-selectors';
import { countChosen } from '../cart-slice';

/** The cart control of one article, wired to the cart: what it shows and what it changes. */
export function CartControl({ aid, label, removable = false }: { aid: number; label: string; removable?: boolean }) {
  const dispatch = useAppDispatch();
  const count = useAppSelector((state) => selectCartCountOf(state, aid));
  const pending = useAppSelector((state) => selectIsCountPending(state, aid));
  return (
    <CartStepper
      count={count}
      pending={pending}
      label={label}
      removable={removable}
      onChoose={(next) => dispatch(countChosen({ aid, count: next, from: count }))}
    />
  );
}
