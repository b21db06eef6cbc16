import { FOOD_PACKS, LIGHT_PACKS, type Family } from './family';

// Dog shelves. Brand ids refer to DEMO_BRANDS; category ids to DEMO_CATEGORIES.

const FOOD_FEATURES = ['High protein', 'Grain free', 'Vet recommended', 'No artificial colours', 'Omega 3 & 6', 'Made in EU', 'Hypoallergenic'];

export const DOG_FAMILIES: Family[] = [
  {
    category: 30, pet: 'dog', kind: 'dry-bag', brands: [1, 4], noun: 'Dry Dog Food', text: 'dry', price: [48, 79],
    items: ['Adult Lamb & Rice', 'Adult Chicken & Brown Rice', 'Grain Free Salmon & Potato', 'Large Breed Turkey & Oats', 'Senior Chicken & Barley',
      'Light Whitefish & Pea', 'Small Breed Duck & Rice', 'Working Dog Beef & Sweet Potato', 'Sensitive Lamb & Oat', 'Active Chicken & Rice', 'Medium Breed Salmon & Rice', 'Grain Free Venison & Lentil'],
    plan: { kind: 'options', type: 'weight', options: ['2 kg', '6 kg', '12 kg'], factors: [1, 2.55, 4.4] },
    offers: [['Bundle: 3 + 1 free', 3], ['Trade pallet: 10 x 12 kg', 40]],
    features: FOOD_FEATURES, packColours: FOOD_PACKS,
  },
  {
    category: 31, pet: 'dog', kind: 'can', brands: [10, 1], noun: 'Wet Dog Food 400 g', text: 'wet', price: [8, 13],
    items: ['Beef Stew with Carrots', 'Chicken & Vegetable Casserole', 'Lamb Hotpot', 'Turkey & Rice Loaf', 'Salmon & Pea Pâté', 'Duck & Potato Chunks in Gravy', 'Rabbit & Pumpkin Terrine', 'Chicken & Liver Chunks'],
    plan: { kind: 'options', type: 'pack', options: ['Single can', 'Case of 6', 'Case of 12'], factors: [1, 5.6, 10.6] },
    offers: [['Mixed case: 24 + 4 free', 22]],
    features: ['Grain free', 'No artificial colours', 'Natural ingredients', 'Complete & balanced'], packColours: LIGHT_PACKS.concat(FOOD_PACKS),
  },
  {
    category: 32, pet: 'dog', kind: 'dry-bag', brands: [1, 4], noun: 'Puppy Food', text: 'dry', price: [52, 84],
    items: ['Puppy Chicken & Rice', 'Large Breed Puppy Lamb & Rice', 'Small Breed Puppy Turkey', 'Grain Free Puppy Salmon & Potato', 'Puppy Duck & Oat'],
    plan: { kind: 'options', type: 'weight', options: ['1.5 kg', '3 kg', '12 kg'], factors: [1, 1.85, 6.2] },
    features: ['DHA for brain development', 'Vet recommended', 'High protein', 'Small kibble'], packColours: FOOD_PACKS.slice(3),
  },
  {
    category: 33, pet: 'dog', kind: 'chew', brands: [11, 2], noun: '', text: 'chew', price: [14, 32],
    items: ['Dental Chew Sticks', 'Beef Collagen Bone', 'Himalayan Yak Cheese Chew', 'Split Antler Chew', 'Buffalo Horn Chew', 'Olive Wood Chew Stick', 'Camel Tendon Chew'],
    plan: { kind: 'options', type: 'size', options: ['Small', 'Medium', 'Large'], factors: [1, 1.45, 1.95] },
    offers: [['Counter display: 30 chews', 24]],
    features: ['Single ingredient', 'Long lasting', 'Supports dental health', 'Natural ingredients'],
  },
  {
    category: 34, pet: 'dog', kind: 'treat-pack', brands: [2, 11], noun: 'Dog Treats', text: 'treat', price: [12, 28],
    items: ['Camel Jerky Strips', 'Chicken Training Bites', 'Lamb Lung Cubes', 'Salmon Skin Rolls', 'Peanut Butter Biscuits', 'Duck Twists', 'Beef Liver Crunchies'],
    plan: { kind: 'options', type: 'weight', options: ['100 g', '200 g', '500 g'], factors: [1, 1.8, 4] },
    offers: [['Bundle: 3 + 1 free', 3]],
    features: ['Single ingredient', 'Grain free', 'Low fat', 'Made in UAE', 'Natural ingredients'], packColours: FOOD_PACKS,
  },
  {
    category: 35, pet: 'dog', kind: 'ball', brands: [13], noun: '', text: 'toy', price: [15, 35],
    items: ['Tough Rubber Fetch Ball', 'Squeaky Tennis Ball', 'Glow-in-the-Dark Ball', 'Treat Dispensing Ball', 'Floating Water Ball', 'Spiky Dental Ball'],
    plan: { kind: 'grid', colours: ['Orange', 'Teal', 'Red', 'Lime', 'Purple'], type: 'size', sizes: ['S', 'M', 'L'], factors: [1, 1.3, 1.65] },
    features: ['Non-toxic rubber', 'Floats in water', 'Dishwasher safe', 'Squeaker inside'],
  },
  {
    category: 36, pet: 'dog', kind: 'rope', brands: [13, 6], noun: '', text: 'toy', price: [18, 42],
    items: ['Cotton Rope Tug', 'Double Knot Rope Toy', 'Rope Ring Tug', 'Fleece Braid Tug', 'Triple Knot Tug'],
    plan: { kind: 'colours', colours: ['Red', 'Navy', 'Teal', 'Orange', 'Grey'] },
    features: ['Natural cotton', 'Helps clean teeth', 'Machine washable'],
  },
  {
    category: 37, pet: 'dog', kind: 'plush', brands: [13], noun: 'Plush Dog Toy', text: 'toy', price: [19, 45],
    items: ['Squeaky Hedgehog', 'Crinkle Camel', 'Honking Duck', 'Tough Seam Bear', 'Squeaky Fox'],
    plan: { kind: 'colours', colours: ['Brown', 'Sand', 'Mustard', 'Grey', 'Pink'] },
    features: ['Reinforced seams', 'Squeaker inside', 'Machine washable'],
  },
  {
    category: 13, pet: 'dog', kind: 'shampoo', brands: [8], noun: 'Dog Shampoo', text: 'grooming', price: [24, 45],
    items: ['Oatmeal & Aloe', 'Whitening Coat', 'Puppy Tear-Free', 'Deshedding Conditioning', 'Medicated Chlorhexidine', 'Waterless Foam'],
    plan: { kind: 'options', type: 'volume', options: ['250 ml', '500 ml', '1 L'], factors: [1, 1.7, 2.9] },
    offers: [['Salon pack: 5 L refill', 11]],
    features: ['pH balanced', 'Paraben free', 'Tear free', 'Vet recommended'], packColours: LIGHT_PACKS,
  },
  {
    category: 13, pet: 'dog', kind: 'brush', brands: [8], noun: '', text: 'brush', price: [29, 69],
    items: ['Self-Cleaning Slicker Brush', 'Deshedding Tool', 'Double-Sided Pin Brush', 'Rubber Curry Brush'],
    plan: { kind: 'grid', colours: ['Teal', 'Grey', 'Pink'], type: 'size', sizes: ['S', 'L'], factors: [1, 1.35] },
    features: ['Ergonomic handle', 'Self-cleaning', 'Removes loose undercoat'],
  },
  {
    category: 14, pet: 'dog', kind: 'bed', brands: [7], noun: 'Dog Bed', text: 'bed', price: [95, 180],
    items: ['Orthopaedic Memory Foam', 'Round Bolster', 'Waterproof Outdoor', 'Calming Donut', 'Raised Cot', 'Cooling Gel'],
    plan: { kind: 'grid', colours: ['Grey', 'Navy', 'Sand', 'Charcoal', 'Olive'], type: 'size', sizes: ['M', 'L', 'XL'], factors: [1, 1.4, 1.85] },
    offers: [['Bed + spare cover bundle', 1.3]],
    features: ['Machine washable cover', 'Non-slip base', 'Orthopaedic support', 'Water resistant'],
  },
  {
    category: 15, pet: 'dog', kind: 'bowl', brands: [14], noun: 'Dog Bowl', text: 'bowl', price: [18, 55],
    items: ['Ceramic', 'Stainless Steel Non-Slip', 'Slow Feeder', 'Double Diner', 'Raised Bamboo', 'Collapsible Travel'],
    plan: { kind: 'colours', colours: ['Teal', 'Cream', 'Charcoal', 'Red', 'Sky', 'Mustard'] },
    features: ['Dishwasher safe', 'Non-slip base', 'BPA free', 'Food-safe glaze'],
  },
  {
    category: 38, pet: 'dog', kind: 'collar', brands: [6], noun: 'Dog Collar', text: 'wear', price: [25, 59],
    items: ['Padded Nylon', 'Reflective', 'Genuine Leather', 'Martingale', 'Waterproof Biothane'],
    plan: { kind: 'grid', colours: ['Red', 'Navy', 'Black', 'Orange', 'Teal', 'Pink'], type: 'size', sizes: ['S', 'M', 'L', 'XL'], factors: [1, 1.12, 1.25, 1.4] },
    features: ['Reflective stitching', 'Quick-release buckle', 'Rust-proof hardware'],
  },
  {
    category: 39, pet: 'dog', kind: 'leash', brands: [6], noun: 'Dog Lead', text: 'wear', price: [32, 79],
    items: ['Reflective Rope', 'Padded Training 5 m', 'Hands-Free Running', 'Double Dog Coupler', 'Traffic Handle'],
    plan: { kind: 'grid', colours: ['Red', 'Navy', 'Black', 'Olive', 'Orange'], type: 'length', sizes: ['1.2 m', '1.8 m'], factors: [1, 1.2] },
    features: ['Reflective stitching', 'Padded handle', 'Rust-proof hardware'],
  },
  {
    category: 17, pet: 'dog', kind: 'supplement', brands: [12], noun: 'for Dogs', text: 'health', price: [39, 89],
    items: ['Joint Care Chewable Tablets', 'Probiotic Digestive Powder', 'Calming Soft Chews', 'Multivitamin Tablets', 'Skin & Coat Omega Capsules', 'Liver Support Tablets'],
    plan: { kind: 'options', type: 'pack', options: ['60 count', '120 count'], factors: [1, 1.75] },
    features: ['Vet recommended', 'Made in EU', 'Natural ingredients', 'Tested for purity'], packColours: ['#f1e7d3', '#ffffff', '#9ad1d4'],
  },
];
