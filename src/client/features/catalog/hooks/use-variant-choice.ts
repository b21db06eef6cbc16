import { useMemo } from 'react';
import type { Product } from '../../../../shared/api-types';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { cardOptionPicked, selectCardChoice } from '../product-cards-slice';
import { chooseVariant, chosenVariant, initialChoice, type VariantChoice } from '../variant-choice';

/**
 * The choice on a product card and the variant it points at. The choice is in the store (a
 * card nobody touched shows the product's default), so a replay shows the prices it showed;
 * it lasts as long as the page.
 */
export function useVariantChoice(product: Product) {
  const dispatch = useAppDispatch();
  const picked = useAppSelector((state) => selectCardChoice(state, product.id));
  // A pick the product no longer has (its articles changed since) falls back to the default.
  const choice = useMemo<VariantChoice>(
    () => (picked && chosenVariant(product, picked) ? picked : initialChoice(product)),
    [picked, product],
  );
  const variant = useMemo(() => chosenVariant(product, choice), [product, choice]);
  return {
    choice,
    variant,
    pickFirstWithAnySecond: (id: number) =>
      dispatch(cardOptionPicked({ productId: product.id, choice: chooseVariant(choice, { type: 'firstWithAnySecond', id, product }) })),
  };
}
