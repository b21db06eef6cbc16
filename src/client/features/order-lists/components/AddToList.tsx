import type { OrderListSource } from '../../../../shared/order-lists';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { selectPickerOpenFor } from '../order-lists-selectors';
import { pickerClosed, pickerOpened } from '../order-lists-slice';
import { ListPicker } from './ListPicker';

interface AddToListProps {
  /** Names this entry point, so only its own picker opens (a page may show several). */
  pickerKey: string;
  /** The lines it saves: an article and count, the cart, or an order. */
  source: OrderListSource;
  text?: string;
}

/**
 * "Add to list" wherever lines can be saved for later (product page, cart, order history):
 * the button opens the small list picker under it.
 */
export function AddToList({ pickerKey, source, text = 'Add to list' }: AddToListProps) {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => selectPickerOpenFor(state, pickerKey));
  return (
    <div>
      <Button $variant="secondary" aria-expanded={open} onClick={() => dispatch(open ? pickerClosed() : pickerOpened({ key: pickerKey, source }))}>
        {text}
      </Button>
      {open && <ListPicker title={text} />}
    </div>
  );
}
