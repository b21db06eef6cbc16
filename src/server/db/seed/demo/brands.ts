import type { IconName } from '../images/icons';

// The invented brands of the demo catalogue. Each has a house style (colours, emblem) that
// its logo and its packs share, and a range that decides which products carry its name.

export type Pet = 'dog' | 'cat';

export interface DemoBrand {
  id: number;
  name: string;
  slug: string;
  tagline: string;
  colour: string;
  accent: string;
  emblem: IconName;
  /** Logo layout: emblem beside the wordmark, or above it. */
  layout: 'row' | 'stack';
  description: string;
}

export const DEMO_BRANDS: readonly DemoBrand[] = [
  { id: 1, name: 'Nordhaven', slug: 'nordhaven', tagline: 'Nordic pet nutrition', colour: '#1f5f5b', accent: '#f28c28', emblem: 'leaf', layout: 'row', description: 'Complete dry and wet diets built on responsibly sourced proteins.' },
  { id: 2, name: 'Dunecrest', slug: 'dunecrest', tagline: 'Treats from the Gulf', colour: '#b5542c', accent: '#f2c14e', emblem: 'bone', layout: 'stack', description: 'Single-ingredient treats dried slowly for crunch and shelf life.' },
  { id: 3, name: 'Purrfield', slug: 'purrfield', tagline: 'Made for cats', colour: '#5b3a82', accent: '#f4a6c6', emblem: 'cat', layout: 'row', description: 'Cat food and treats formulated with feline vets.' },
  { id: 4, name: 'Houndsley', slug: 'houndsley', tagline: 'Working dog diets', colour: '#23395b', accent: '#e9b949', emblem: 'dog', layout: 'row', description: 'High-energy recipes for active and working dogs.' },
  { id: 5, name: 'Whiskerworks', slug: 'whiskerworks', tagline: 'Play, scratch, climb', colour: '#2b7a78', accent: '#f6d55c', emblem: 'star', layout: 'stack', description: 'Scratchers, trees and toys that survive real cats.' },
  { id: 6, name: 'Tailtrek', slug: 'tailtrek', tagline: 'Gear for the outdoors', colour: '#3a5a40', accent: '#e76f51', emblem: 'paw', layout: 'row', description: 'Collars, leads, harnesses and carriers tested on desert trails.' },
  { id: 7, name: 'Cozyden', slug: 'cozyden', tagline: 'Sleep well, play well', colour: '#8d5b4c', accent: '#f1c8a8', emblem: 'heart', layout: 'stack', description: 'Orthopaedic and bolster beds with washable covers.' },
  { id: 8, name: 'Lumecoat', slug: 'lumecoat', tagline: 'Professional grooming', colour: '#1b6ca8', accent: '#9ad1d4', emblem: 'drop', layout: 'row', description: 'Salon-grade shampoos, brushes and coat care.' },
  { id: 9, name: 'Sandora', slug: 'sandora', tagline: 'Clean litter, fresh home', colour: '#6b705c', accent: '#ddbea9', emblem: 'leaf', layout: 'stack', description: 'Clumping, crystal and plant-based litters with odour control.' },
  { id: 10, name: 'Meadowfeast', slug: 'meadowfeast', tagline: 'Farm kitchen recipes', colour: '#4f772d', accent: '#ecf39e', emblem: 'leaf', layout: 'row', description: 'Wet food cooked in small batches with garden vegetables.' },
  { id: 11, name: 'Chewcraft', slug: 'chewcraft', tagline: 'Chews that last', colour: '#9c4a1a', accent: '#ffd166', emblem: 'bone', layout: 'stack', description: 'Long-lasting natural and dental chews for every jaw size.' },
  { id: 12, name: 'Vetrona', slug: 'vetrona', tagline: 'Health and care', colour: '#0f4c5c', accent: '#5fa8d3', emblem: 'heart', layout: 'row', description: 'Supplements and care products developed with veterinarians.' },
  { id: 13, name: 'Playmoor', slug: 'playmoor', tagline: 'Toys with bounce', colour: '#d1495b', accent: '#00798c', emblem: 'star', layout: 'stack', description: 'Durable rubber, rope and plush toys for daily play.' },
  { id: 14, name: 'Fennec Home', slug: 'fennec-home', tagline: 'Bowls and feeders', colour: '#c17c74', accent: '#2d3142', emblem: 'crown', layout: 'row', description: 'Ceramic, stainless and slow-feeder bowls designed in Dubai.' },
];

export function brandById(id: number): DemoBrand {
  const brand = DEMO_BRANDS.find((b) => b.id === id);
  if (!brand) throw new Error(`Unknown demo brand ${id}`);
  return brand;
}

export const brandLogoName = (brand: Pick<DemoBrand, 'slug'>) => `brand-${brand.slug}.webp`;
