// What a generated packshot shows. The spec is hashed into the file name, so two products
// asking for the same picture share one file.

export type PackshotKind =
  | 'dry-bag'
  | 'pouch'
  | 'treat-pack'
  | 'litter-bag'
  | 'can'
  | 'shampoo'
  | 'supplement'
  | 'bowl'
  | 'ball'
  | 'rope'
  | 'chew'
  | 'plush'
  | 'wand'
  | 'bed'
  | 'scratcher'
  | 'litter-box'
  | 'carrier'
  | 'collar'
  | 'leash'
  | 'brush';

/** front: the product; back: the info side of a pack; detail: a close crop; duo: two colours. */
export type PackshotView = 'front' | 'back' | 'detail' | 'duo';

export interface PackshotSpec {
  kind: PackshotKind;
  view: PackshotView;
  /** Main colour of the product or pack, #rrggbb. */
  colour: string;
  /** Second colour: label ribbon, trim, second item of a duo. */
  accent: string;
  brand: string;
  /** Product line printed on packs, e.g. "Lamb & Rice". */
  label: string;
  /** Short line under the label, e.g. "Adult Dog Food". */
  caption: string;
  /** Net content or size printed in a corner badge, e.g. "12 kg"; empty for none. */
  badge: string;
  pet: 'dog' | 'cat';
}

export interface Drawing {
  defs: string;
  body: string;
}

/** Draws one object centred on x = 400 standing on the floor at y = 690 of an 800 canvas. */
export type Drawer = (spec: PackshotSpec, id: string) => Drawing;

export const PACKAGED_KINDS: readonly PackshotKind[] = [
  'dry-bag',
  'pouch',
  'treat-pack',
  'litter-bag',
  'can',
  'shampoo',
  'supplement',
];
