import { h, lifeStage, lower, p, petWord, recipeOf, sentenceList, table, ul, type TextContext, type TextSet } from './html';

// Copy for food, treats and chews: what is in it, who it is for, and how much to feed.

function proteinLine(ctx: TextContext): string {
  return sentenceList(recipeOf(ctx.item).proteins.map((word) => lower(word)));
}

function dryFeeding(ctx: TextContext): string {
  const young = /Puppy|Kitten|Growth/.test(ctx.item) || /Kitten|Puppy/.test(ctx.name);
  const bump = ctx.rng.int(-5, 10);
  if (ctx.pet === 'cat') {
    return young
      ? table(['Age', 'Grams per day'], [['2-4 months', 35 + bump], ['4-6 months', 50 + bump], ['6-12 months', 60 + bump]])
      : table(['Cat weight', 'Grams per day'], [['2 kg', 30 + bump], ['3 kg', 45 + bump], ['4 kg', 55 + bump], ['5 kg', 65 + bump], ['6 kg', 75 + bump]]);
  }
  return young
    ? table(['Expected adult weight', '2-4 months', '4-8 months', '8-12 months'], [['5 kg', 120, 110, 90], ['15 kg', 250, 240, 200], ['30 kg', 400, 420, 360], ['45 kg', 520, 580, 500]])
    : table(['Dog weight', 'Grams per day'], [['5 kg', 85 + bump], ['10 kg', 145 + bump], ['20 kg', 245 + bump], ['30 kg', 330 + bump * 2], ['40 kg', 410 + bump * 2]]);
}

function composition(ctx: TextContext, base: string[]): string {
  const { proteins, carbs } = recipeOf(ctx.item);
  const lead = proteins.map((word, i) => `${word === 'Liver' ? 'Chicken liver' : word} (${i === 0 ? ctx.rng.int(24, 32) : ctx.rng.int(8, 14)}%)`);
  const starch = carbs.map((word) => `${lower(word)} (${ctx.rng.int(10, 22)}%)`);
  return [...lead, ...starch, ...base].join(', ') + '.';
}

const ANALYSIS = (protein: number, fat: number, fibre: number, moisture: number) =>
  table(['Analytical constituents', ''], [['Crude protein', `${protein}%`], ['Fat content', `${fat}%`], ['Crude fibre', `${fibre}%`], ['Moisture', `${moisture}%`]]);

export const DRY: TextSet = {
  excerpt: (ctx) => `Complete dry food for ${lifeStage(ctx.item, ctx.pet)} with ${proteinLine(ctx)} as the first ingredient.`,
  intro: (ctx) => [
    `${ctx.brand.name} ${ctx.item} is a complete and balanced recipe for ${lifeStage(ctx.item, ctx.pet)}, cooked at low temperature to keep the taste of fresh ${proteinLine(ctx)}.`,
    `Supplied in ${sentenceList(ctx.options)} bags with a resealable zip, ideal for both shelf display and bulk buyers.`,
  ],
  description: (ctx) =>
    p(`Every bag starts with real ${proteinLine(ctx)}, joined by gentle carbohydrates, beet pulp for healthy digestion and fish oil for skin and coat.`) +
    ul([...ctx.features, 'Crunchy kibble that helps reduce plaque', 'Resealable bag keeps the food fresh']),
  tabs: (ctx) => [
    ['Feeding Guide', p('Daily amounts below are a starting point; adjust to activity and body condition and always provide fresh water.') + dryFeeding(ctx)],
    [
      'Ingredients',
      h('Composition') + p(composition(ctx, ['maize', 'poultry fat', 'dried beet pulp', 'salmon oil', 'brewers yeast', 'minerals', 'vitamins'])) +
        ANALYSIS(ctx.rng.int(24, 32), ctx.rng.int(12, 18), 3, 9),
    ],
  ],
};

export const WET: TextSet = {
  excerpt: (ctx) => `Tender ${lower(ctx.item)} for ${lifeStage(ctx.item, ctx.pet)}, a complete meal in every ${ctx.pet === 'dog' ? 'can' : 'pouch'}.`,
  intro: (ctx) => [
    `${ctx.brand.name} ${ctx.item} is slow cooked with ${proteinLine(ctx)} and served in a rich sauce that even fussy ${petWord(ctx.pet, true)} finish.`,
    `Available as ${sentenceList(ctx.options.map(lower))}, shrink-wrapped for easy stacking.`,
  ],
  description: (ctx) => p('A complete wet food that can be fed on its own or mixed with dry food for extra moisture and taste.') + ul(ctx.features),
  tabs: (ctx) => [
    [
      'Feeding Guide',
      ctx.pet === 'dog'
        ? table(['Dog weight', 'Cans per day (alone)', 'Cans per day (with dry food)'], [['5 kg', '1', '1/2'], ['10 kg', '1 1/2', '3/4'], ['20 kg', '2 1/2', '1 1/4'], ['30 kg', '3 1/2', '1 3/4']])
        : table(['Cat weight', 'Pouches per day (alone)', 'Pouches per day (with dry food)'], [['3 kg', '3', '1 1/2'], ['4 kg', '4', '2'], ['5 kg', '5', '2 1/2']]),
    ],
    ['Ingredients', h('Composition') + p(composition(ctx, ['meat and animal derivatives', 'vegetable protein extracts', 'minerals', 'taurine'])) + ANALYSIS(ctx.rng.int(8, 11), ctx.rng.int(4, 7), 1, 80)],
  ],
};

export const TREAT: TextSet = {
  excerpt: (ctx) =>
    recipeOf(ctx.item).named
      ? `${ctx.item} made from ${proteinLine(ctx)}, a rewarding snack for training and everyday treats.`
      : `${ctx.item} baked with natural ingredients, a rewarding snack for training and everyday treats.`,
  intro: (ctx) => [
    `${ctx.brand.name} ${ctx.item} are gently dried to keep the flavour ${petWord(ctx.pet, true)} love and a texture that breaks easily into training-size pieces.`,
    `Packed in ${sentenceList(ctx.options)} resealable pouches with a window so shoppers can see the treat.`,
  ],
  description: (ctx) => p('A high-value reward with a short ingredient list and no added sugar or artificial preservatives.') + ul(ctx.features),
  tabs: (ctx) => [
    ['Feeding Guide', p(`Feed as a treat alongside a complete diet. Up to ${ctx.pet === 'dog' ? '10 pieces' : '6 pieces'} a day for an average ${petWord(ctx.pet)}; reduce the main meal to balance. Always provide fresh water.`)],
    [
      'Ingredients',
      p(recipeOf(ctx.item).named ? composition(ctx, ['natural antioxidants (rosemary extract)']) : 'Wholegrain oat flour, rice flour, chicken fat, dried apple, parsley, natural antioxidants (rosemary extract).'),
    ],
  ],
};

export const CHEW: TextSet = {
  excerpt: (ctx) => `${ctx.item}: a long-lasting natural chew that keeps dogs busy and helps clean teeth.`,
  intro: (ctx) => [
    `${ctx.brand.name} ${ctx.item} gives dogs a satisfying, slow chew that helps scrape away plaque while they unwind.`,
    `Sold in ${sentenceList(ctx.options)}; choose a size your dog cannot swallow whole.`,
  ],
  description: (ctx) => p('Naturally sourced, dried slowly and hand checked before packing.') + ul(ctx.features),
  tabs: () => [
    ['Sizing Guide', table(['Size', 'Dog weight'], [['Small', 'up to 10 kg'], ['Medium', '10 to 25 kg'], ['Large', 'over 25 kg']]) + p('Always supervise your dog while chewing and remove small end pieces.')],
  ],
};
