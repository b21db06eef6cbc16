import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '../../../shared/api-types';
import { locationChanged } from '../location/location-slice';
import type { VariantChoice } from './variant-choice';

// What shoppers do on product cards, wherever the cards are (listings, carousels, the
// wishlist): the option picked on a card decides the price and picture it shows, and Add To
// Cart on a product of several articles opens their picker. Kept here, not in the cards, so a
// replay of the action log shows the same prices and the same open dialog. Both belong to the
// page they were made on: a move to another page forgets them, as the cards did.

export interface ProductCardsState {
  /**
   * The choice made on a product's cards on this page, by product id (two cards of one product,
   * in two carousels of the home page, show the same pick); an untouched card shows its default.
   */
  choices: Record<number, VariantChoice>;
  /**
   * The product whose articles the picker lists, if it is open: the product as its card had it,
   * since the picker is one dialog of the page (CardPicker) whichever card opened it.
   */
  picker: Product | null;
}

export const initialProductCardsState: ProductCardsState = { choices: {}, picker: null };

const productCardsSlice = createSlice({
  name: 'productCards',
  initialState: initialProductCardsState,
  reducers: {
    /** An option chip picked on a card, with the choice it leads to (worked out from the product). */
    cardOptionPicked(state, action: PayloadAction<{ productId: number; choice: VariantChoice }>) {
      state.choices[action.payload.productId] = action.payload.choice;
    },
    /** Add To Cart on a product of several articles: its picker opens. */
    pickerOpened(state, action: PayloadAction<{ product: Product }>) {
      state.picker = action.payload.product;
    },
    pickerClosed(state) {
      state.picker = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(locationChanged, () => initialProductCardsState);
  },
});

export const { cardOptionPicked, pickerOpened, pickerClosed } = productCardsSlice.actions;
export default productCardsSlice.reducer;

interface WithProductCards {
  productCards: ProductCardsState;
}

/** The choice made on a product's card, undefined while it shows its default. */
export const selectCardChoice = (state: WithProductCards, productId: number): VariantChoice | undefined => state.productCards.choices[productId];
export const selectPickerProduct = (state: WithProductCards) => state.productCards.picker;
export const selectIsPickerOpen = (state: WithProductCards) => state.productCards.picker !== null;
