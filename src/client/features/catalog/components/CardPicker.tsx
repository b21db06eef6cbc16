import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { pickerClosed, selectPickerProduct } from '../product-cards-slice';
import { VariantPicker } from './VariantPicker';

/**
 * The page's one variant picker, for the product whose card's Add To Cart opened it (spec
 * section 2): one dialog whichever card asked, so two cards of one product never open two.
 */
export function CardPicker() {
  const dispatch = useAppDispatch();
  const product = useAppSelector(selectPickerProduct);
  if (!product) return null;
  return <VariantPicker product={product} open onClose={() => dispatch(pickerClosed())} />;
}
