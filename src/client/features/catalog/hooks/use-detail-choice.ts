import { useMemo } from 'react';
import type { Product } from '../../../../shared/api-types';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectDetailChoice } from '../catalog-selectors';
import { variantPicked, type VariantPick } from '../catalog-slice';
import { chosenVariant, initialChoice } from '../variant-choice';

/**
 * The product page's choosers, kept in the catalog slice (a card's are in productCards, for
 * the page only), so a replayed log shows the variant the shopper had chosen.
 */
export function useDetailChoice(product: Product) {
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectDetailChoice);
  const choice = useMemo(() => stored ?? initialChoice(product), [stored, product]);
  const variant = useMemo(() => chosenVariant(product, choice), [product, choice]);
  const pick = (next: VariantPick) => dispatch(variantPicked({ slug: product.slug, pick: next }));
  return {
    choice,
    variant,
    pickFirst: (id: number) => pick({ type: 'first', id }),
    pickSecond: (id: number) => pick({ type: 'second', id }),
    pickOffer: (variantId: number) => pick({ type: 'offer', variantId }),
  };
}
