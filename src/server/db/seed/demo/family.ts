import type { PackshotKind } from '../images/types';
import type { AttributeTypeKey } from './attributes';
import type { Pet } from './brands';

// A family is one shelf of similar products (all dry dog food of two brands, say): it says
// how names are built, what the packshot looks like, how variants and prices are laid out.

export type TextKind =
  | 'dry'
  | 'wet'
  | 'treat'
  | 'chew'
  | 'toy'
  | 'grooming'
  | 'brush'
  | 'bed'
  | 'bowl'
  | 'wear'
  | 'health'
  | 'litter'
  | 'litter-box'
  | 'scratcher'
  | 'carrier';

export type VariantPlan =
  /** One plain dimension (weight, size, volume ...); price scales by factor. */
  | { kind: 'options'; type: AttributeTypeKey; options: string[]; factors: number[] }
  /** One colour dimension (type 1 swatches), a few colours picked per product. */
  | { kind: 'colours'; colours: string[] }
  /** Colour x size, the two-dimension variants of collars, beds and the like. */
  | { kind: 'grid'; colours: string[]; type: AttributeTypeKey; sizes: string[]; factors: number[] };

export interface Family {
  category: number;
  pet: Pet;
  kind: PackshotKind;
  brands: number[];
  /** Appended to the item name: "Dry Dog Food" gives "Nordhaven Adult Lamb & Rice Dry Dog Food". */
  noun: string;
  items: string[];
  plan: VariantPlan;
  /** Special-offer variants (type 3): name and price as a multiple of the base variant. */
  offers?: Array<[string, number]>;
  /** Retail price range in AED of the smallest variant. */
  price: [number, number];
  text: TextKind;
  features: string[];
  /** Pack colours for packaged goods, cycled per item; other kinds use the variant colours. */
  packColours?: string[];
}

export const FOOD_PACKS = ['#1f5f5b', '#7b2d43', '#23395b', '#6a994e', '#b5542c', '#5b3a82', '#0f4c5c', '#8d5b4c', '#2b7a78', '#9c4a1a'];
export const LIGHT_PACKS = ['#f1e7d3', '#9ad1d4', '#f4a6c6', '#ecf39e', '#ffd166', '#d8c3a5'];
