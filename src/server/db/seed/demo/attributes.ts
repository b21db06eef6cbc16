// Attribute types and values shared by all variants. Type 1 is the colour swatch and type 3
// the special offer, as the storefront's variant chooser expects; the rest are plain.

export interface DemoAttributeType {
  id: number;
  name: string;
  /** Storefront type code: 1 colour swatch, 2 plain, 3 special offer. */
  code: 1 | 2 | 3;
}

export interface DemoAttribute {
  id: number;
  typeId: number;
  name: string;
  /** Hex colour for swatches, otherwise null. */
  value: string | null;
  description: string | null;
}

export const ATTRIBUTE_TYPE = { colour: 1, size: 2, offer: 3, weight: 4, volume: 5, pack: 6, length: 7 } as const;
export type AttributeTypeKey = keyof typeof ATTRIBUTE_TYPE;

export const DEMO_ATTRIBUTE_TYPES: readonly DemoAttributeType[] = [
  { id: 1, name: 'Colour', code: 1 },
  { id: 2, name: 'Size', code: 2 },
  { id: 3, name: 'Special offer', code: 3 },
  { id: 4, name: 'Weight', code: 2 },
  { id: 5, name: 'Volume', code: 2 },
  { id: 6, name: 'Pack', code: 2 },
  { id: 7, name: 'Length', code: 2 },
];

export const COLOURS: Record<string, string> = {
  Red: '#c0392b',
  Navy: '#1f3b6f',
  Teal: '#1f7a78',
  Orange: '#e67e22',
  Black: '#22272e',
  Grey: '#7b8794',
  Pink: '#e58fb0',
  Olive: '#6b7b3a',
  Sand: '#d8c3a5',
  Charcoal: '#3e4c59',
  Mustard: '#d4a017',
  Sky: '#5fa8d3',
  Cream: '#f1e7d3',
  Brown: '#8d5b4c',
  Lime: '#8ac926',
  Purple: '#6a4c93',
};

/** Where variant building gets attribute ids from: the demo registry or the database. */
export interface AttributeSource {
  get(type: AttributeTypeKey, name: string, description?: string | null): { id: number };
}

/** Hands out one id per distinct (type, name), in first-use order, so ids are stable. */
export class AttributeRegistry implements AttributeSource {
  private readonly byKey = new Map<string, DemoAttribute>();

  get(type: AttributeTypeKey, name: string, description: string | null = null): DemoAttribute {
    const typeId = ATTRIBUTE_TYPE[type];
    const key = `${typeId}:${name}`;
    let attribute = this.byKey.get(key);
    if (!attribute) {
      attribute = { id: this.byKey.size + 1, typeId, name, value: type === 'colour' ? (COLOURS[name] ?? null) : null, description };
      this.byKey.set(key, attribute);
    }
    return attribute;
  }

  all(): DemoAttribute[] {
    return [...this.byKey.values()];
  }
}
