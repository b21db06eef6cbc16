import { productRequested, variantPicked } from '../../../src/client/features/catalog/catalog-slice';
import { locationChanged } from '../../../src/client/features/location/location-slice';
import reducer, {
  faqPageChosen, faqSection, initialProductViewState, offersToggled, sectionToggled, selectChosenImage, selectFaqPage,
  selectOffersOpen, selectProductTab, selectSectionOpen, selectZoomed, tabChosen, tabSection, thumbnailChosen,
  zoomClosed, zoomOpened, type ProductViewState,
} from '../../../src/client/features/catalog/product-view-slice';
import { clumpingLitter, salmonKibble } from './catalog-fixtures';

const wrap = (productView: ProductViewState) => ({ productView });
const opened: ProductViewState = { ...initialProductViewState, slug: salmonKibble.slug };
/** The salmon page as a shopper left it: every control moved away from its default. */
const busy: ProductViewState = {
  slug: salmonKibble.slug,
  tab: 2,
  faqPage: 2,
  offersOpen: true,
  chosenImage: 3,
  zoomed: true,
  sections: { [faqSection('Can puppies eat it?')]: true, [tabSection('Ingredients')]: true },
};

describe('productView slice: what the shopper does on the page', () => {
  it('starts on the first tab and question page, offers hidden, no thumbnail, zoom closed', () => {
    expect(reducer(undefined, { type: 'init' })).toEqual({
      slug: null, tab: 0, faqPage: 1, offersOpen: false, chosenImage: null, zoomed: false, sections: {},
    });
  });

  it('names its actions for what the shopper did', () => {
    expect([tabChosen(1), faqPageChosen(2), offersToggled(), thumbnailChosen(0), zoomOpened(), zoomClosed(), sectionToggled({ section: 'x' })]
      .map((action) => action.type)).toEqual([
      'productView/tabChosen', 'productView/faqPageChosen', 'productView/offersToggled', 'productView/thumbnailChosen',
      'productView/zoomOpened', 'productView/zoomClosed', 'productView/sectionToggled',
    ]);
  });

  it('opens the chosen tab', () => {
    const next = reducer(opened, tabChosen(2));
    expect(selectProductTab(wrap(next))).toBe(2);
    expect(selectProductTab(wrap(reducer(next, tabChosen(0))))).toBe(0);
  });

  it('turns the page of questions and closes the questions opened on the page before', () => {
    const withOpen = { ...opened, sections: { [faqSection('Is it grain free?')]: true, [tabSection('Ingredients')]: true } };
    const next = reducer(withOpen, faqPageChosen(2));
    expect(selectFaqPage(wrap(next))).toBe(2);
    expect(next.sections).toEqual({ [tabSection('Ingredients')]: true });
    expect(selectSectionOpen(wrap(next), faqSection('Is it grain free?'))).toBe(false);
  });

  it('keeps the open questions when the current page is chosen again', () => {
    const withOpen = { ...opened, faqPage: 2, sections: { [faqSection('Can puppies eat it?')]: true } };
    expect(reducer(withOpen, faqPageChosen(2))).toEqual(withOpen);
  });

  it("lists the special offers on 'Click here' and hides them on the next click", () => {
    const shown = reducer(opened, offersToggled());
    expect(selectOffersOpen(wrap(shown))).toBe(true);
    expect(selectOffersOpen(wrap(reducer(shown, offersToggled())))).toBe(false);
  });

  it('shows the chosen thumbnail as the main image', () => {
    expect(selectChosenImage(wrap(reducer(opened, thumbnailChosen(2))))).toBe(2);
    expect(selectChosenImage(wrap(opened))).toBeNull();
  });

  it('opens and closes the zoom dialog', () => {
    const zoomed = reducer(opened, zoomOpened());
    expect(selectZoomed(wrap(zoomed))).toBe(true);
    expect(selectZoomed(wrap(reducer(zoomed, zoomClosed())))).toBe(false);
  });

  it('forgets everything when the shopper leaves the product, and keeps it for a move within its page', () => {
    const move = (pathname: string, hash = '') => locationChanged({ pathname, search: '', hash, key: 'k', historyAction: 'PUSH' });
    expect(reducer(busy, move('/cart'))).toEqual(initialProductViewState);
    expect(reducer(busy, move(`/product/${salmonKibble.slug}`, '#reviews'))).toEqual(busy);
  });

  it('opens and closes an accordion, each on its own, from its default', () => {
    const ingredients = tabSection('Ingredients');
    const once = reducer(opened, sectionToggled({ section: ingredients }));
    expect(selectSectionOpen(wrap(once), ingredients)).toBe(true);
    expect(selectSectionOpen(wrap(once), tabSection('Description'))).toBe(false);
    expect(selectSectionOpen(wrap(reducer(once, sectionToggled({ section: ingredients }))), ingredients)).toBe(false);

    // One that starts open closes on its first click.
    const startedOpen = reducer(opened, sectionToggled({ section: faqSection('Is it grain free?'), defaultOpen: true }));
    expect(selectSectionOpen(wrap(startedOpen), faqSection('Is it grain free?'), true)).toBe(false);
    expect(selectSectionOpen(wrap(opened), faqSection('Is it grain free?'), true)).toBe(true);
  });
});

describe('productView slice: following the product on screen', () => {
  it('starts from the defaults when another product opens', () => {
    expect(reducer(busy, productRequested(clumpingLitter.slug))).toEqual({ ...initialProductViewState, slug: clumpingLitter.slug });
    expect(reducer(initialProductViewState, productRequested(salmonKibble.slug))).toEqual(opened);
  });

  it('keeps everything when the same product is requested again (a reload after a login)', () => {
    expect(reducer(busy, productRequested(salmonKibble.slug))).toEqual(busy);
  });

  it("clears the chosen thumbnail when a variant is picked, so the variant's picture shows", () => {
    const next = reducer(busy, variantPicked({ slug: salmonKibble.slug, pick: { type: 'first', id: 12 } }));
    expect(selectChosenImage(wrap(next))).toBeNull();
    expect(next).toEqual({ ...busy, chosenImage: null });
  });

  it('ignores a pick for a product that is not open', () => {
    expect(reducer(busy, variantPicked({ slug: clumpingLitter.slug, pick: { type: 'first', id: 52 } }))).toEqual(busy);
  });

  it('leaves the state it was given untouched', () => {
    const before = JSON.parse(JSON.stringify(busy));
    [tabChosen(0), faqPageChosen(1), offersToggled(), thumbnailChosen(0), zoomClosed(), productRequested('other'),
      variantPicked({ slug: salmonKibble.slug, pick: { type: 'first', id: 11 } }), sectionToggled({ section: tabSection('Ingredients') })]
      .forEach((action) => reducer(busy, action));
    expect(busy).toEqual(before);
  });
});
