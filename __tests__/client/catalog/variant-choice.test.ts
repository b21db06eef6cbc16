import {
  chooseVariant, chosenVariant, initialChoice, offersOf, optionsOf, shownImage, type ChoiceEvent, type VariantChoice,
} from '../../../src/client/features/catalog/variant-choice';
import type { Product } from '../../../src/shared/api-types';
import { clumpingLitter, option, product, ropeToy, salmonKibble, variant, walkingHarness } from './catalog-fixtures';

// Spec section 4, variant selection, as the choosers of the card and the product page use it.
const play = (item: Product, ...events: ChoiceEvent[]): VariantChoice =>
  events.reduce(chooseVariant, initialChoice(item));
const skuAfter = (item: Product, ...events: ChoiceEvent[]) => chosenVariant(item, play(item, ...events))?.sku ?? null;

describe('initial choice', () => {
  it('opens a one-dimension product on its first article', () => {
    expect(initialChoice(salmonKibble)).toEqual({ first: 11, second: null, offerId: null });
    expect(chosenVariant(salmonKibble, initialChoice(salmonKibble))?.sku).toBe('ACA-SAL-2');
  });

  it('skips special offers (type 3) even when one comes first', () => {
    expect(initialChoice(clumpingLitter)).toEqual({ first: 51, second: null, offerId: null });
    expect(chosenVariant(clumpingLitter, initialChoice(clumpingLitter))?.sku).toBe('LIT-10');
  });

  it('opens a two-dimension product with both of its first article ids in their dimensions', () => {
    expect(initialChoice(walkingHarness)).toEqual({ first: 21, second: 31, offerId: null });
  });

  it('puts the ids of a pair stored in reverse order back in their dimensions', () => {
    const reversedFirst = { ...walkingHarness, product_attributes: [walkingHarness.product_attributes[1], ...walkingHarness.product_attributes] };
    expect(initialChoice(reversedFirst)).toEqual({ first: 21, second: 32, offerId: null });
    expect(chosenVariant(reversedFirst, initialChoice(reversedFirst))?.sku).toBe('HAR-RED-M');
  });

  it('chooses nothing for a product with only special offers', () => {
    const onlyOffers = { ...clumpingLitter, product_attributes: offersOf(clumpingLitter) };
    expect(initialChoice(onlyOffers)).toEqual({ first: null, second: null, offerId: null });
    expect(chosenVariant(onlyOffers, initialChoice(onlyOffers))).toBeNull();
  });
});

describe('picking options', () => {
  it('one dimension: a pick selects the article of that option', () => {
    expect(skuAfter(salmonKibble, { type: 'first', id: 12 })).toBe('ACA-SAL-7');
    expect(skuAfter(salmonKibble, { type: 'first', id: 13 })).toBe('ACA-SAL-12');
    expect(skuAfter(salmonKibble, { type: 'first', id: 13 }, { type: 'first', id: 11 })).toBe('ACA-SAL-2');
  });

  it('one dimension: an option no article uses selects nothing', () => {
    expect(skuAfter(salmonKibble, { type: 'first', id: 99 })).toBeNull();
  });

  it('two dimensions: the article whose pair matches, in either stored order', () => {
    expect(skuAfter(walkingHarness, { type: 'second', id: 32 })).toBe('HAR-RED-M'); // stored '32,21'
    expect(skuAfter(walkingHarness, { type: 'first', id: 22 })).toBe('HAR-BLU-S');
    expect(skuAfter(walkingHarness, { type: 'first', id: 23 }, { type: 'second', id: 32 })).toBe('HAR-GRN-M');
    expect(skuAfter(walkingHarness, { type: 'second', id: 32 }, { type: 'first', id: 23 })).toBe('HAR-GRN-M');
  });

  it('two dimensions: a pair without an article selects nothing (Blue M does not exist)', () => {
    const choice = play(walkingHarness, { type: 'first', id: 22 }, { type: 'second', id: 32 });
    expect(choice).toEqual({ first: 22, second: 32, offerId: null });
    expect(chosenVariant(walkingHarness, choice)).toBeNull();
    // Green S does not exist either: picking Green while S is chosen selects nothing.
    expect(skuAfter(walkingHarness, { type: 'first', id: 23 })).toBeNull();
  });

  it('two dimensions: a pick keeps the other dimension', () => {
    expect(play(walkingHarness, { type: 'first', id: 22 })).toEqual({ first: 22, second: 31, offerId: null });
    expect(play(walkingHarness, { type: 'second', id: 32 })).toEqual({ first: 21, second: 32, offerId: null });
  });

  it('never selects a special offer through the option chips', () => {
    // Option 41 belongs to the 'Buy 3 get 1 free' offer only.
    expect(skuAfter(clumpingLitter, { type: 'first', id: 41 })).toBeNull();
    // Option 52 is used by '20 L' and by the 'Scoop included' offer: the chips mean the regular one.
    expect(skuAfter(clumpingLitter, { type: 'first', id: 52 })).toBe('LIT-20');
  });
});

describe('special offers behind Click here', () => {
  it('selecting an offer selects that article', () => {
    expect(skuAfter(clumpingLitter, { type: 'offer', variantId: 3041 })).toBe('LIT-B3G1');
    expect(skuAfter(clumpingLitter, { type: 'offer', variantId: 3042 })).toBe('LIT-20-SCOOP');
  });

  it('an offer wins over the dimension picks until an option is picked again', () => {
    const onOffer = play(clumpingLitter, { type: 'first', id: 52 }, { type: 'offer', variantId: 3041 });
    expect(onOffer).toEqual({ first: 52, second: null, offerId: 3041 });
    const back = chooseVariant(onOffer, { type: 'first', id: 51 });
    expect(back.offerId).toBeNull();
    expect(chosenVariant(clumpingLitter, back)?.sku).toBe('LIT-10');
    const harnessOffer = { ...walkingHarness, product_attributes: [...walkingHarness.product_attributes, variant({ id: 2199, attribute_id: '99', attribute_type: 3 })] };
    expect(chooseVariant({ first: 21, second: 31, offerId: 2199 }, { type: 'second', id: 32 })).toEqual({ first: 21, second: 32, offerId: null });
    expect(chosenVariant(harnessOffer, { first: 21, second: 31, offerId: 2199 })?.id).toBe(2199);
  });

  it('an unknown offer id selects nothing', () => {
    expect(skuAfter(clumpingLitter, { type: 'offer', variantId: 1 })).toBeNull();
  });

  it('reset goes back to the product default', () => {
    expect(play(clumpingLitter, { type: 'offer', variantId: 3041 }, { type: 'reset', product: clumpingLitter })).toEqual(initialChoice(clumpingLitter));
  });

  it('lists only type-3 articles as offers, in the product order', () => {
    expect(offersOf(clumpingLitter).map((offer) => offer.sku)).toEqual(['LIT-B3G1', 'LIT-20-SCOOP']);
    expect(offersOf(salmonKibble)).toEqual([]);
  });
});

describe('optionsOf', () => {
  it('lists the options of one dimension that regular articles use, in product order', () => {
    expect(optionsOf(salmonKibble, 1).map((o) => o.name)).toEqual(['2 kg', '7 kg', '12 kg']);
    expect(optionsOf(salmonKibble, 2)).toEqual([]);
    expect(optionsOf(walkingHarness, 1).map((o) => o.name)).toEqual(['Red', 'Blue', 'Green']);
    expect(optionsOf(walkingHarness, 2).map((o) => o.name)).toEqual(['S', 'M']);
  });

  it('leaves out options used only by special offers', () => {
    expect(optionsOf(clumpingLitter, 1).map((o) => o.id)).toEqual([51, 52]);
  });

  it('leaves out options no article uses at all', () => {
    const withUnused = product({
      id: 1, attributes: [option({ id: 1, name: 'Used' }), option({ id: 2, name: 'Unused' })],
      product_attributes: [variant({ id: 10, attribute_id: '1' })],
    });
    expect(optionsOf(withUnused, 1).map((o) => o.name)).toEqual(['Used']);
  });
});

describe('shownImage', () => {
  it("shows the chosen article's own picture", () => {
    expect(shownImage(salmonKibble, salmonKibble.product_attributes[1])).toBe('/media/salmon-7kg.webp');
  });

  it("shows the product's first image for an article without a picture, or when nothing is chosen", () => {
    expect(shownImage(salmonKibble, salmonKibble.product_attributes[0])).toBe('/media/salmon-1.webp');
    expect(shownImage(walkingHarness, null)).toBe('/media/harness-1.webp');
    expect(shownImage(ropeToy, { ...ropeToy.product_attributes[0], thumbnail: '' })).toBe(ropeToy.thumbnail);
  });
});
