import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { locationChanged } from '../location/location-slice';
import type { VariantChoice } from './variant-choice';

// What shoppers do on product cards, wherever the cards are (listings, carousels, the
// wishlist): the option picked on a card decides the price and picture it shows, and Add To
// Cart on a product of several articles opens their picker. Kept here, not in the cards, so a
// replay of the action log shows the same prices and the same open dialog.

export interface ProductCardsState {
  /** The choice made on a product's card, by product id; a card nobody touched shows its default. */
  choices: Record<number, VariantChoice>;
  /**
   * The card whose variant picker is open, if any: named by the card's place on the page (its
   * React id), since one product may have two cards on a page (two carousels of the home page).
   */
  picker: string | null;
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
    pickerOpened(state, action: PayloadAction<{ productId: number; card: string }>) {
      state.picker = action.payload.card;
    },
    pickerClosed(state) {
      state.picker = null;
    },
  },
  extraReducers: (builder) => {
    // The picker belongs to the page it was opened on; another page may put a card in its place.
    builder.addCase(locationChanged, (state) => {
      state.picker = null;
    });
  },
});

export const { cardOptionPicked, pickerOpened, pickerClosed } = productCardsSlice.actions;
export default productCardsSlice.reducer;

interface WithProductCards {
  productCards: ProductCardsState;
}

/** The choice made on a product's card, undefined while it shows its default. */
export const selectCardChoice = (state: WithProductCards, productId: number): VariantChoice | undefined => state.productCards.choices[productId];
export const selectIsPickerOpen = (state: WithProductCards, card: string) => state.productCards.picker === card;
