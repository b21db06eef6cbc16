import type { PackshotKind, PackshotSpec } from './types';

// The home page campaigns. Headlines are the shop's real promotions for its trade buyers.

export interface Campaign {
  headline: string;
  subline: string;
  cta: string;
  background: string;
  highlight: string;
  /** Sticker text (big / small), or null for none. */
  sticker: [string, string] | null;
  products: PackshotSpec[];
}

function item(kind: PackshotKind, colour: string, accent: string, brand: string, label: string, caption: string, badge = '', pet: 'dog' | 'cat' = 'dog'): PackshotSpec {
  return { kind, view: 'front', colour, accent, brand, label, caption, badge, pet };
}

export const CAMPAIGNS: readonly Campaign[] = [
  {
    headline: 'Ramadan stock-up: 15% off dry food',
    subline: 'Trade prices on every bag from 3 kg to 15 kg until Eid.',
    cta: 'Shop dry food',
    background: '#1f3b4d',
    highlight: '#f2c14e',
    sticker: ['15%', 'OFF'],
    products: [
      item('dry-bag', '#1f5f5b', '#f28c28', 'Nordhaven', 'Lamb & Rice', 'Adult Dog Food', '12 kg'),
      item('dry-bag', '#23395b', '#e9b949', 'Houndsley', 'Chicken & Sweet Potato', 'Working Dog', '15 kg'),
      item('dry-bag', '#5b3a82', '#f4a6c6', 'Purrfield', 'Salmon & Tuna', 'Indoor Cat Food', '3 kg', 'cat'),
    ],
  },
  {
    headline: 'New season cat trees have landed',
    subline: 'Sisal posts, condos and wall shelves from Whiskerworks.',
    cta: 'Explore scratchers',
    background: '#2b7a78',
    highlight: '#f6d55c',
    sticker: ['NEW', 'ARRIVALS'],
    products: [
      item('scratcher', '#f4efe4', '#e76f51', 'Whiskerworks', 'Tower', 'Scratcher', '', 'cat'),
      item('wand', '#5b3a82', '#f6d55c', 'Whiskerworks', 'Feather', 'Wand', '', 'cat'),
      item('ball', '#f6d55c', '#2b7a78', 'Whiskerworks', 'Ball', 'Toy', '', 'cat'),
    ],
  },
  {
    headline: 'Trade prices on 60 brands',
    subline: 'Open a business account and see B2B prices on every product.',
    cta: 'Open a B2B account',
    background: '#23395b',
    highlight: '#e9b949',
    sticker: null,
    products: [
      item('can', '#4f772d', '#ecf39e', 'Meadowfeast', 'Beef Stew', 'Wet Dog Food', '400 g'),
      item('litter-bag', '#6b705c', '#ddbea9', 'Sandora', 'Clumping Clay', 'Cat Litter', '10 L', 'cat'),
      item('supplement', '#0f4c5c', '#5fa8d3', 'Vetrona', 'Joint Care', 'Chewable Tablets', '120'),
    ],
  },
  {
    headline: 'Next-day delivery across the UAE',
    subline: 'Order by 4 pm for one-day delivery on thousands of items.',
    cta: 'See one-day items',
    background: '#3a5a40',
    highlight: '#e76f51',
    sticker: ['24H', 'DELIVERY'],
    products: [
      item('carrier', '#3a5a40', '#e76f51', 'Tailtrek', 'Carrier', 'Travel', '', 'cat'),
      item('collar', '#e76f51', '#3a5a40', 'Tailtrek', 'Collar', 'Nylon', ''),
    ],
  },
  {
    headline: 'Summer grooming: coats ready for the heat',
    subline: 'Cooling shampoos, deshedding brushes and paw balm.',
    cta: 'Shop grooming',
    background: '#1b6ca8',
    highlight: '#9ad1d4',
    sticker: ['UP TO', '20% OFF'],
    products: [
      item('shampoo', '#9ad1d4', '#1b6ca8', 'Lumecoat', 'Oatmeal & Aloe', 'Shampoo', '500 ml'),
      item('brush', '#1b6ca8', '#9ad1d4', 'Lumecoat', 'Slicker', 'Brush', ''),
    ],
  },
  {
    headline: 'Bulk treats: buy 3 cases, get 1 free',
    subline: 'Dunecrest and Chewcraft treats in trade cases of 12.',
    cta: 'Order now',
    background: '#9c4a1a',
    highlight: '#ffd166',
    sticker: ['3+1', 'FREE'],
    products: [
      item('treat-pack', '#b5542c', '#f2c14e', 'Dunecrest', 'Camel Jerky', 'Dog Treats', '200 g'),
      item('chew', '#e9c8a0', '#9c4a1a', 'Chewcraft', 'Dental', 'Chew', ''),
      item('treat-pack', '#9c4a1a', '#ffd166', 'Chewcraft', 'Chicken Twists', 'Dog Treats', '150 g'),
    ],
  },
  {
    headline: 'Eid gifts for pets: toys from AED 9',
    subline: 'Rope, rubber and plush toys, mixed cases for your shelves.',
    cta: 'Shop toys',
    background: '#d1495b',
    highlight: '#ffd166',
    sticker: ['FROM', 'AED 9'],
    products: [
      item('rope', '#00798c', '#f4efe4', 'Playmoor', 'Rope', 'Toy', ''),
      item('plush', '#edae49', '#d1495b', 'Playmoor', 'Plush', 'Toy', ''),
      item('ball', '#00798c', '#ffd166', 'Playmoor', 'Ball', 'Toy', ''),
    ],
  },
];
