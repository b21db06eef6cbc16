import type { Rng } from '../random';

// Metas are the features ("Grain free") and badges ("Best seller") shown on cards. Badges
// with display 0 are kept for merchandising lists but not drawn on the storefront.

export interface DemoMeta {
  id: number;
  name: string;
  kind: 'feature' | 'badge';
  display: 0 | 1;
}

const BADGES: Array<[string, 0 | 1]> = [
  ['Best seller', 1],
  ['New', 1],
  ['Trade favourite', 1],
  ['Eid offer', 1],
  ['Clearance', 0],
  ['Staff pick', 0],
];

export class MetaRegistry {
  private readonly byName = new Map<string, DemoMeta>();

  constructor() {
    for (const [name, display] of BADGES) this.add(name, 'badge', display);
  }

  private add(name: string, kind: DemoMeta['kind'], display: 0 | 1): DemoMeta {
    const meta: DemoMeta = { id: this.byName.size + 1, name, kind, display };
    this.byName.set(`${kind}:${name}`, meta);
    return meta;
  }

  feature(name: string): DemoMeta {
    return this.byName.get(`feature:${name}`) ?? this.add(name, 'feature', 1);
  }

  badge(name: string): DemoMeta {
    const meta = this.byName.get(`badge:${name}`);
    if (!meta) throw new Error(`Unknown badge ${name}`);
    return meta;
  }

  all(): DemoMeta[] {
    return [...this.byName.values()];
  }
}

/** Badges of one product; "New" is decided by the catalogue from creation dates. */
export function pickBadges(rng: Rng, onSale: boolean): string[] {
  const badges: string[] = [];
  if (rng.chance(0.16)) badges.push('Best seller');
  if (rng.chance(0.08)) badges.push('Trade favourite');
  if (onSale && rng.chance(0.5)) badges.push('Eid offer');
  if (rng.chance(0.05)) badges.push('Clearance');
  if (rng.chance(0.05)) badges.push('Staff pick');
  return badges;
}
