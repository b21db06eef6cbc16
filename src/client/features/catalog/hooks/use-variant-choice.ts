import { useMemo, useReducer } from 'react';
import type { Product } from '../../../../shared/api-types';
import { chooseVariant, chosenVariant, initialChoice, type VariantChoice } from '../variant-choice';

/**
 * The chooser state of a product card and the variant it points at: a preview inside one card
 * of a listing, so it stays in the card (the product page keeps its choice in the store).
 */
export function useVariantChoice(product: Product) {
  const [choice, dispatch] = useReducer(chooseVariant, product, initialChoice);
  const variant = useMemo(() => chosenVariant(product, choice), [product, choice]);
  return {
    choice: choice as VariantChoice,
    variant,
    pickFirst: (id: number) => dispatch({ type: 'first', id }),
    pickFirstWithAnySecond: (id: number) => dispatch({ type: 'firstWithAnySecond', id, product }),
    pickSecond: (id: number) => dispatch({ type: 'second', id }),
    pickOffer: (variantId: number) => dispatch({ type: 'offer', variantId }),
  };
}
