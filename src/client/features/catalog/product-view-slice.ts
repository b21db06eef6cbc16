import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { locationChanged } from '../location/location-slice';
import { productRequested, variantPicked } from './catalog-slice';

// What the shopper does with the product page's own controls (spec section 2): the open tab,
// the page of questions, the opened accordions, the special offers behind 'Click here', the
// thumbnail shown and the zoom dialog. Kept here, not in the components, so a replay of the
// action log shows the page the shopper saw.

export interface ProductViewState {
  /** The product these controls belong to; another product starts from the defaults. */
  slug: string | null;
  /** The open tab of the desktop tab list, by index. */
  tab: number;
  /** The page of frequently asked questions, from 1. */
  faqPage: number;
  /** Whether the special offers behind 'Click here' are listed. */
  offersOpen: boolean;
  /** The thumbnail chosen for the main image, by index; null shows the chosen variant's picture. */
  chosenImage: number | null;
  /** Whether the zoom dialog of the main image is open. */
  zoomed: boolean;
  /** Accordions the shopper opened or closed, by section id; the others show their default. */
  sections: Record<string, boolean>;
}

export const initialProductViewState: ProductViewState = {
  slug: null,
  tab: 0,
  faqPage: 1,
  offersOpen: false,
  chosenImage: null,
  zoomed: false,
  sections: {},
};

const FAQ_PREFIX = 'faq:';

/** The accordion id of a frequently asked question. */
export const faqSection = (question: string) => `${FAQ_PREFIX}${question}`;
/** The accordion id of a product tab shown as an accordion on mobile. */
export const tabSection = (tabName: string) => `tab:${tabName}`;

const productViewSlice = createSlice({
  name: 'productView',
  initialState: initialProductViewState,
  reducers: {
    /** A tab of the desktop tab list clicked or reached with the arrow keys. */
    tabChosen(state, action: PayloadAction<number>) {
      state.tab = action.payload;
    },
    /** Another page of questions: its questions open closed, as they do on first sight. */
    faqPageChosen(state, action: PayloadAction<number>) {
      if (action.payload === state.faqPage) return;
      state.faqPage = action.payload;
      for (const section of Object.keys(state.sections)) {
        if (section.startsWith(FAQ_PREFIX)) delete state.sections[section];
      }
    },
    /** 'Click here' next to the special offers: lists them, or hides them again. */
    offersToggled(state) {
      state.offersOpen = !state.offersOpen;
    },
    thumbnailChosen(state, action: PayloadAction<number>) {
      state.chosenImage = action.payload;
    },
    zoomOpened(state) {
      state.zoomed = true;
    },
    zoomClosed(state) {
      state.zoomed = false;
    },
    /** An accordion's heading clicked; the default says how an untouched one started. */
    sectionToggled(state, action: PayloadAction<{ section: string; defaultOpen?: boolean }>) {
      const { section, defaultOpen = false } = action.payload;
      state.sections[section] = !(state.sections[section] ?? defaultOpen);
    },
  },
  extraReducers: (builder) => {
    // Another product opens with its first tab, first questions and its own default picture;
    // the same product loaded again on its page (new prices after a login) keeps what was set.
    builder.addCase(productRequested, (state, action) => {
      if (action.payload === state.slug) return;
      return { ...initialProductViewState, slug: action.payload };
    });
    // The controls belong to the visit: another page forgets them, so coming back to the
    // product shows it as first seen (a move within its page, a #fragment, keeps them).
    builder.addCase(locationChanged, (state, action) => {
      if (state.slug !== null && action.payload.pathname !== `/product/${state.slug}`) return initialProductViewState;
      return undefined;
    });
    // A newly chosen variant's picture takes over from a thumbnail picked before.
    builder.addCase(variantPicked, (state, action) => {
      if (action.payload.slug === state.slug) state.chosenImage = null;
    });
  },
});

export const {
  tabChosen, faqPageChosen, offersToggled, thumbnailChosen, zoomOpened, zoomClosed, sectionToggled,
} = productViewSlice.actions;
export default productViewSlice.reducer;

interface WithProductView {
  productView: ProductViewState;
}

export const selectProductView = (state: WithProductView) => state.productView;
export const selectProductTab = (state: WithProductView) => state.productView.tab;
export const selectFaqPage = (state: WithProductView) => state.productView.faqPage;
export const selectOffersOpen = (state: WithProductView) => state.productView.offersOpen;
export const selectChosenImage = (state: WithProductView) => state.productView.chosenImage;
export const selectZoomed = (state: WithProductView) => state.productView.zoomed;
/** Whether an accordion is open: as the shopper left it, else its default. */
export const selectSectionOpen = (state: WithProductView, section: string, defaultOpen = false) =>
  state.productView.sections[section] ?? defaultOpen;
