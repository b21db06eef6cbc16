import { FOOD_PACKS, LIGHT_PACKS, type Family } from './family';

// Cat shelves. Brand ids refer to DEMO_BRANDS; category ids to DEMO_CATEGORIES.

const CAT_FOOD = ['High protein', 'Grain free', 'Taurine enriched', 'Vet recommended', 'No artificial colours', 'Hairball control'];
const LITTER = ['Dust free', 'Odour control', 'Biodegradable', 'Low tracking', 'Flushable'];

export const CAT_FAMILIES: Family[] = [
  {
    category: 40, pet: 'cat', kind: 'dry-bag', brands: [3, 1], noun: 'Dry Cat Food', text: 'dry', price: [22, 38],
    items: ['Indoor Salmon & Tuna', 'Adult Chicken & Rice', 'Sterilised Turkey', 'Hairball Control Chicken', 'Senior Salmon & Rice',
      'Grain Free Duck & Pea', 'Urinary Care Chicken', 'Persian Adult', 'Sensitive Lamb', 'Outdoor Ocean Fish'],
    plan: { kind: 'options', type: 'weight', options: ['400 g', '2 kg', '7 kg'], factors: [1, 3.9, 11.8] },
    offers: [['Bundle: 3 + 1 free', 3]],
    features: CAT_FOOD, packColours: FOOD_PACKS.slice().reverse(),
  },
  {
    category: 41, pet: 'cat', kind: 'pouch', brands: [3, 10], noun: 'Wet Cat Food 85 g', text: 'wet', price: [3.5, 6],
    items: ['Tuna in Jelly', 'Chicken in Gravy', 'Salmon Pâté', 'Ocean Fish Chunks', 'Turkey & Giblets', 'Prawn & Tuna Broth', 'Beef in Gravy', 'Sardine & Mackerel Flakes', 'Chicken & Duck Mousse'],
    plan: { kind: 'options', type: 'pack', options: ['Single pouch', 'Box of 12', 'Box of 24'], factors: [1, 11, 21] },
    offers: [['Multipack: 48 + 8 free', 42]],
    features: ['Complete & balanced', 'Grain free', 'Taurine enriched', 'No artificial colours'], packColours: LIGHT_PACKS.concat(FOOD_PACKS),
  },
  {
    category: 42, pet: 'cat', kind: 'pouch', brands: [3], noun: 'Kitten Food', text: 'wet', price: [4, 7],
    items: ['Chicken Mousse', 'Salmon Pâté', 'Turkey Chunks in Jelly', 'Tuna & Chicken Flakes'],
    plan: { kind: 'options', type: 'pack', options: ['Single pouch', 'Box of 12'], factors: [1, 11] },
    features: ['DHA for brain development', 'Taurine enriched', 'Vet recommended'], packColours: LIGHT_PACKS,
  },
  {
    category: 42, pet: 'cat', kind: 'dry-bag', brands: [3, 1], noun: 'Kitten Dry Food', text: 'dry', price: [26, 42],
    items: ['Chicken & Rice', 'Salmon Growth', 'Grain Free Turkey'],
    plan: { kind: 'options', type: 'weight', options: ['400 g', '2 kg'], factors: [1, 3.9] },
    features: ['DHA for brain development', 'Small kibble', 'High protein'], packColours: ['#f4a6c6', '#9ad1d4', '#ffd166'],
  },
  {
    category: 21, pet: 'cat', kind: 'treat-pack', brands: [3, 2], noun: 'Cat Treats', text: 'treat', price: [9, 19],
    items: ['Crunchy Salmon Pillows', 'Creamy Tuna Lickables', 'Freeze-Dried Chicken Bites', 'Dental Crunchies', 'Catnip Biscuits', 'Fish Skin Crisps', 'Camel Liver Nibbles'],
    plan: { kind: 'options', type: 'weight', options: ['60 g', '180 g'], factors: [1, 2.6] },
    offers: [['Counter display: 24 packs', 19]],
    features: ['Grain free', 'Natural ingredients', 'Low calorie', 'Made in UAE'], packColours: FOOD_PACKS,
  },
  {
    category: 43, pet: 'cat', kind: 'litter-bag', brands: [9], noun: 'Cat Litter', text: 'litter', price: [24, 39],
    items: ['Unscented Clumping Clay', 'Lavender Clumping Clay', 'Tofu Clumping', 'Corn Clumping', 'Activated Charcoal Clumping', 'Baby Powder Clumping Clay'],
    plan: { kind: 'options', type: 'volume', options: ['5 L', '10 L', '20 L'], factors: [1, 1.8, 3.2] },
    offers: [['Pallet deal: 40 bags', 32]],
    features: LITTER, packColours: ['#6b705c', '#a5a58d', '#b7b7a4', '#588157', '#3a5a40', '#cb997e'],
  },
  {
    category: 44, pet: 'cat', kind: 'litter-bag', brands: [9], noun: 'Cat Litter', text: 'litter', price: [34, 49],
    items: ['Silica Crystal', 'Colour-Indicator Crystal', 'Lavender Crystal', 'Green Tea Crystal'],
    plan: { kind: 'options', type: 'volume', options: ['3.8 L', '7.6 L'], factors: [1, 1.85] },
    features: ['Dust free', 'Odour control', 'Lightweight', 'Health monitoring'], packColours: ['#5fa8d3', '#6a4c93', '#8ac926', '#1f7a78'],
  },
  {
    category: 45, pet: 'cat', kind: 'litter-box', brands: [9, 5], noun: '', text: 'litter-box', price: [55, 149],
    items: ['Hooded Litter Box with Carbon Filter', 'Open Litter Tray with High Rim', 'Top-Entry Litter Box', 'Corner Litter Tray'],
    plan: { kind: 'colours', colours: ['Grey', 'Teal', 'Cream', 'Charcoal', 'Pink'] },
    features: ['Odour control', 'Easy to clean', 'Low tracking'],
  },
  {
    category: 23, pet: 'cat', kind: 'wand', brands: [5, 13], noun: '', text: 'toy', price: [12, 29],
    items: ['Feather Wand Teaser', 'Bird Flutter Wand', 'Ribbon Dancer Wand'],
    plan: { kind: 'colours', colours: ['Purple', 'Teal', 'Red', 'Mustard'] },
    features: ['Encourages exercise', 'Replaceable tip', 'Interactive play'],
  },
  {
    category: 23, pet: 'cat', kind: 'plush', brands: [5, 13], noun: 'Cat Toy', text: 'toy', price: [9, 24],
    items: ['Catnip Plush Mouse 3-Pack', 'Kicker Fish Plush', 'Crinkle Mouse Set', 'Silvervine Plush Bird'],
    plan: { kind: 'colours', colours: ['Grey', 'Pink', 'Sky', 'Sand'] },
    features: ['Organic catnip', 'Crinkle sound', 'Reinforced seams'],
  },
  {
    category: 23, pet: 'cat', kind: 'ball', brands: [5], noun: 'Cat Toy', text: 'toy', price: [7, 19],
    items: ['Crinkle Ball Set', 'Sisal Chaser Ball', 'Bell Ball 6-Pack'],
    plan: { kind: 'colours', colours: ['Mustard', 'Teal', 'Pink', 'Lime'] },
    features: ['Lightweight', 'Crinkle sound', 'Interactive play'],
  },
  {
    category: 24, pet: 'cat', kind: 'scratcher', brands: [5], noun: '', text: 'scratcher', price: [69, 189],
    items: ['Sisal Scratching Post 60 cm', 'Tall Scratching Post 90 cm', 'Cat Tree with Condo', 'Wall-Mounted Scratcher', 'Scratching Post with Perch'],
    plan: { kind: 'colours', colours: ['Cream', 'Grey', 'Charcoal', 'Sand'] },
    offers: [['Display model, boxed: 2 units', 1.8]],
    features: ['Natural sisal', 'Anti-tip base', 'Replaceable post'],
  },
  {
    category: 25, pet: 'cat', kind: 'shampoo', brands: [8], noun: 'Cat Shampoo', text: 'grooming', price: [26, 42],
    items: ['Gentle Kitten', 'Dry Foam', 'Hypoallergenic Oatmeal', 'Anti-Static Detangling'],
    plan: { kind: 'options', type: 'volume', options: ['200 ml', '500 ml'], factors: [1, 1.9] },
    features: ['pH balanced', 'Paraben free', 'Fragrance free'], packColours: LIGHT_PACKS,
  },
  {
    category: 25, pet: 'cat', kind: 'brush', brands: [8], noun: 'for Cats', text: 'brush', price: [22, 49],
    items: ['Slicker Brush', 'Deshedding Comb', 'Grooming Glove Brush'],
    plan: { kind: 'colours', colours: ['Pink', 'Teal', 'Grey'] },
    features: ['Ergonomic handle', 'Removes loose undercoat', 'Gentle on skin'],
  },
  {
    category: 26, pet: 'cat', kind: 'bed', brands: [7], noun: 'Cat Bed', text: 'bed', price: [65, 129],
    items: ['Plush Donut', 'Cosy Cave', 'Self-Warming Mat', 'Window Perch Hammock'],
    plan: { kind: 'grid', colours: ['Grey', 'Pink', 'Cream', 'Charcoal'], type: 'size', sizes: ['S', 'M'], factors: [1, 1.3] },
    features: ['Machine washable cover', 'Self-warming', 'Non-slip base'],
  },
  {
    category: 27, pet: 'cat', kind: 'carrier', brands: [6], noun: '', text: 'carrier', price: [89, 219],
    items: ['Hard-Shell Travel Carrier', 'Airline-Approved Soft Carrier', 'Top-Loading Carrier', 'Backpack Carrier with Window'],
    plan: { kind: 'grid', colours: ['Grey', 'Navy', 'Teal', 'Pink'], type: 'size', sizes: ['S', 'M', 'L'], factors: [1, 1.2, 1.45] },
    features: ['Airline approved', 'Ventilated on 3 sides', 'Seat-belt loop'],
  },
];
