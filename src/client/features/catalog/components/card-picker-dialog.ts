// The product cards' variant picker as a dialog of the page frame, loaded on demand like the
// cart drawer: no card needs its code before a shopper asks for it.
import { onDemandDialog } from '../../../components/dialog/on-demand-dialog';
import { pickerClosed, selectIsPickerOpen } from '../product-cards-slice';

export const CardPickerDialog = onDemandDialog(
  () => import(/* webpackChunkName: "card-picker" */ './CardPicker').then((module) => module.CardPicker),
  selectIsPickerOpen,
  pickerClosed,
);
