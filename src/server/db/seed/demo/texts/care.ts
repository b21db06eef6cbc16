import { lower, ol, p, petWord, sentenceList, table, ul, type TextContext, type TextSet } from './html';

// Copy for health products, shampoos, brushes and litter: how to use and what is inside.

const ACTIVES: Array<[RegExp, string, string]> = [
  [/Joint/, 'supports healthy joints and mobility', 'Glucosamine HCl 500 mg, chondroitin sulphate 200 mg, green-lipped mussel 100 mg, MSM 150 mg per tablet.'],
  [/Probiotic/, 'supports healthy digestion and firm stools', 'Enterococcus faecium 1 x 10^9 CFU, inulin (prebiotic) 250 mg, pumpkin powder per scoop.'],
  [/Calming/, 'helps pets stay relaxed during travel, fireworks and visits', 'L-tryptophan 100 mg, chamomile extract 50 mg, L-theanine 25 mg per chew.'],
  [/Multivitamin/, 'tops up vitamins and minerals in home-cooked or mixed diets', 'Vitamins A, D3, E, B1, B2, B6, B12, zinc, iron, copper and biotin.'],
  [/Omega/, 'supports a glossy coat and healthy skin', 'Wild fish oil 1000 mg (EPA 180 mg, DHA 120 mg) and vitamin E per capsule.'],
  [/Liver/, 'supports normal liver function', 'Milk thistle (silymarin) 100 mg, SAMe 90 mg, vitamin E per tablet.'],
];

function active(item: string): [string, string] {
  const hit = ACTIVES.find(([pattern]) => pattern.test(item));
  return hit ? [hit[1], hit[2]] : ['supports everyday wellbeing', 'Vitamins and minerals in a palatable base.'];
}

export const HEALTH: TextSet = {
  excerpt: (ctx) => `${ctx.item} that ${active(ctx.item)[0]}, developed with veterinarians.`,
  intro: (ctx) => [
    `${ctx.brand.name} ${ctx.item} ${active(ctx.item)[0]}. The liver-flavoured formula is readily accepted by most ${petWord(ctx.pet, true)}.`,
    `Available in ${sentenceList(ctx.options)} tubs with a child-resistant lid.`,
  ],
  description: (ctx) => p('Produced under GMP in a licensed facility and tested batch by batch for purity.') + ul(ctx.features),
  tabs: (ctx) => [
    ['How to Use', table(['Weight', 'Daily amount'], [['up to 10 kg', '1'], ['10 to 25 kg', '2'], ['over 25 kg', '3']]) + p('Give with food. Double the amount for the first two weeks if advised by your veterinarian.')],
    ['Ingredients', p(active(ctx.item)[1]) + p('Store below 25 °C in a dry place, out of reach of children.')],
  ],
};

export const GROOMING: TextSet = {
  excerpt: (ctx) => `${ctx.item} shampoo for ${petWord(ctx.pet, true)}: cleans gently, rinses fast and leaves a soft, shiny coat.`,
  intro: (ctx) => [
    `${ctx.brand.name} ${ctx.item} is a salon-grade formula with a pH matched to ${petWord(ctx.pet)} skin, so it cleans without drying.`,
    `Offered in ${sentenceList(ctx.options)} bottles; the larger sizes suit groomers and clinics.`,
  ],
  description: (ctx) => p('Plant-derived cleansers lift dirt and odour while oatmeal and aloe calm the skin.') + ul(ctx.features),
  tabs: () => [
    ['How to Use', ol(['Wet the coat thoroughly with lukewarm water.', 'Apply shampoo and massage into a rich lather.', 'Leave for 3 to 5 minutes.', 'Rinse well and towel dry.']) + p('Avoid contact with eyes. For external use only.')],
    ['Ingredients', p('Aqua, coco-glucoside, colloidal oatmeal, aloe barbadensis leaf juice, glycerin, panthenol, citric acid, natural fragrance.')],
  ],
};

export const BRUSH: TextSet = {
  excerpt: (ctx) => `${ctx.item} that removes loose hair and tangles without pulling, for short and long coats.`,
  intro: (ctx) => [
    `The ${ctx.brand.name} ${ctx.item} has fine stainless pins with rounded tips that reach the undercoat while staying gentle on the skin.`,
    `Comes in ${sentenceList(ctx.options.map(lower))}.`,
  ],
  description: (ctx) => p('A non-slip, ergonomic handle makes longer grooming sessions comfortable for professional groomers.') + ul(ctx.features),
  tabs: () => [
    ['How to Use', p('Brush in the direction of hair growth in short strokes. Press the release button to clean the pins after each session.')],
    ['Specifications', table(['Feature', 'Detail'], [['Pins', 'Stainless steel, rounded tips'], ['Handle', 'ABS with TPR grip'], ['Suitable for', 'All coat types']])],
  ],
};

export const LITTER: TextSet = {
  excerpt: (ctx) => `${ctx.item} litter that locks in odour and ${/Crystal/.test(ctx.item) ? 'absorbs moisture instantly' : 'forms firm clumps for easy scooping'}.`,
  intro: (ctx: TextContext) => [
    `${ctx.brand.name} ${ctx.item} litter keeps the litter box fresh for longer with low dust and little tracking.`,
    `Sold in ${sentenceList(ctx.options)} bags.`,
  ],
  description: (ctx) => p('Made from carefully graded granules that cats accept quickly when switching litter.') + ul(ctx.features),
  tabs: (ctx) => [
    ['How to Use', ol(['Fill the clean litter box to a depth of 5 to 7 cm.', /Crystal/.test(ctx.item) ? 'Remove solids daily and stir the crystals.' : 'Scoop clumps and solids daily.', 'Top up as needed and replace fully every 3 to 4 weeks.'])],
    ['Specifications', table(['Feature', 'Detail'], [['Material', /Crystal/.test(ctx.item) ? 'Silica gel' : /Tofu|Corn/.test(ctx.item) ? 'Plant fibre' : 'Bentonite clay'], ['Dust', 'Less than 1%'], ['Lasts', 'Up to 4 weeks for one cat']])],
  ],
};
