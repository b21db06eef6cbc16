import type { Faq, Review } from '../../../../shared/api-types';
import type { Rng } from '../random';
import type { Pet } from './brands';
import type { TextKind } from './family';

// Reviews from the shop's trade buyers and their customers, and the questions buyers ask.

const NAMES = [
  'Aisha Al Mansoori', 'Rahul Menon', 'Fatima Khan', 'James O\'Connor', 'Maria Santos', 'Omar Haddad', 'Priya Nair',
  'Khalid Al Suwaidi', 'Sara Ibrahim', 'Daniel Fischer', 'Noor Hassan', 'Arjun Patel', 'Layla Farouk', 'Mohammed Qasim',
  'Elena Petrova', 'Yousef Darwish', 'Grace Mwangi', 'Hessa Al Ketbi', 'Paws Corner, Sharjah', 'Al Barsha Pet Shop',
  'Marina Vet Clinic', 'Happy Tails Grooming, Ajman', 'Reem Pet Store, Abu Dhabi', 'Jumeirah Pet Spa',
];

const BY_RATE: Record<number, string[]> = {
  5: [
    'Sells out every week in our store. Customers come back asking for it by name.',
    'Excellent quality and the order arrived the next morning, well packed.',
    'Our {pets} love it. Will keep ordering by the case.',
    'Best value in this range. The trade price leaves a good margin.',
    'Consistent quality from batch to batch, which matters for our regulars.',
  ],
  4: [
    'Good product and fair price. The outer carton could be sturdier.',
    'Very popular with customers; I would like a few more sizes.',
    'Works well for our {pets}. Delivery took two days to Al Ain.',
    'Solid quality, clear labelling, easy to shelve.',
  ],
  3: [
    'Decent, but some customers prefer the older version.',
    'Does the job. Sells steadily rather than quickly.',
    'Fine quality, though one case arrived with a damaged pack that was replaced.',
  ],
  2: ['Not the best fit for our shop; slow seller in our area.', 'Two items in the case were scuffed. Support replaced them quickly.'],
  1: ['Our order arrived late during Ramadan. The product itself is fine.'],
};

const SPECIFIC: Partial<Record<TextKind, string[]>> = {
  dry: ['Palatable even for fussy eaters; {pets} switched over within a week.', 'Stools firmer and coats shinier after a month, say our customers.'],
  wet: ['Rich gravy, real chunks. Our cat clients buy the 24 box.'],
  toy: ['Survived our shop {pet}\'s testing for a whole month.', 'Bright colours that stand out on the peg wall.'],
  bed: ['Cover washes well and keeps its shape.'],
  litter: ['Hardly any dust and clumps firmly. Our best-selling litter now.'],
  wear: ['Sizes run true. The reflective strip is a big selling point.'],
};

function pickRate(rng: Rng): number {
  const roll = rng.next();
  return roll < 0.03 ? 1 : roll < 0.09 ? 2 : roll < 0.23 ? 3 : roll < 0.58 ? 4 : 5;
}

function reviewDate(rng: Rng): string {
  const start = Date.UTC(2024, 0, 1);
  const day = rng.int(0, 540);
  return new Date(start + day * 86_400_000).toISOString().slice(0, 10);
}

export function makeReviews(rng: Rng, kind: TextKind, pet: Pet): Review[] {
  if (rng.chance(0.3)) return [];
  const count = rng.int(1, 8);
  const fill = (text: string) => text.replace('{pets}', pet === 'dog' ? 'dogs' : 'cats').replace('{pet}', pet);
  const names = rng.shuffle(NAMES);
  const used = new Set<string>();
  const reviews = Array.from({ length: count }, (_, i) => {
    const rate = pickRate(rng);
    const pool = [...(rate >= 4 ? (SPECIFIC[kind] ?? []) : []), ...BY_RATE[rate]];
    // Prefer a comment not used yet on this product; short pools may have to repeat.
    const fresh = pool.filter((comment) => !used.has(comment));
    const comment = rng.pick(fresh.length ? fresh : pool);
    used.add(comment);
    return { customer_name: names[i % names.length], comment: fill(comment), rate, date: reviewDate(rng) };
  });
  return reviews.sort((a, b) => b.date.localeCompare(a.date));
}

export function meanRate(reviews: Review[]): number {
  if (!reviews.length) return 0;
  return Math.round((reviews.reduce((sum, r) => sum + r.rate, 0) / reviews.length) * 10) / 10;
}

const GENERAL: Faq[] = [
  { question: 'Do you offer trade prices for bulk orders?', answer: 'Yes. Approved business accounts see B2B prices on every product. Lines above 30 units are confirmed by our account team before dispatch.' },
  { question: 'How fast is delivery?', answer: 'Orders placed before 4 pm are dispatched the same day from our Dubai warehouse; most emirates receive them the next working day.' },
  { question: 'Is this product original?', answer: 'We buy directly from the brand or its authorised distributor, and every batch carries a traceable lot number.' },
  { question: 'Can I return unopened items?', answer: 'Unopened items in resaleable condition can be returned within 14 days of delivery for a full refund.' },
];

const BY_KIND: Partial<Record<TextKind, Faq[]>> = {
  dry: [
    { question: 'What is the shelf life?', answer: 'Eighteen months from production. Every bag shows its best-before date and lot number.' },
    { question: 'Can I mix it with wet food?', answer: 'Yes. Reduce the dry amount by about a third when feeding one can or pouch a day.' },
  ],
  wet: [{ question: 'How long does an opened can keep?', answer: 'Cover and refrigerate; use within 48 hours.' }],
  treat: [{ question: 'Are these suitable for puppies?', answer: 'Yes, from 12 weeks. Break into smaller pieces for small mouths.' }],
  grooming: [{ question: 'How often can I bathe my pet?', answer: 'The formula is mild enough for use every two weeks.' }],
  bed: [{ question: 'Is the cover machine washable?', answer: 'Yes, at 30 °C. The zip is hidden so pets cannot chew it.' }],
  wear: [{ question: 'How do I choose the right size?', answer: 'Measure around the neck and add two fingers; see the sizing guide tab.' }],
  litter: [{ question: 'Is it safe for kittens?', answer: 'Yes, for kittens over 8 weeks. Keep the depth at 5 cm for small kittens.' }],
  health: [{ question: 'Can it be given with other medication?', answer: 'Usually yes, but ask your veterinarian if your pet is on long-term treatment.' }],
  carrier: [{ question: 'Is it airline approved?', answer: 'The S and M sizes meet the cabin rules of most UAE carriers; check with your airline before flying.' }],
};

export function makeFaqs(rng: Rng, kind: TextKind): Faq[] {
  if (rng.chance(0.4)) return [];
  const pool = [...(BY_KIND[kind] ?? []), ...GENERAL];
  return rng.sample(pool, rng.int(2, Math.min(6, pool.length)));
}
