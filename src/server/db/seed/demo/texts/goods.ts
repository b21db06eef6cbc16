import { p, petWord, sentenceList, table, ul, type TextContext, type TextSet } from './html';

// Copy for hard goods: toys, beds, bowls, wearables, scratchers, litter boxes and carriers.

const colourLine = (ctx: TextContext) => `Available in ${sentenceList(ctx.options)}.`;
const careTab = (text: string): [string, string] => ['Care Instructions', p(text)];

export const TOY: TextSet = {
  excerpt: (ctx) => `${ctx.item} for hours of fetch, chase and chew; built for everyday play.`,
  intro: (ctx) => [`The ${ctx.brand.name} ${ctx.item} keeps ${petWord(ctx.pet, true)} active and engaged, indoors or out.`, colourLine(ctx)],
  description: (ctx) => p('Made from pet-safe materials and tested for durability before every shipment.') + ul(ctx.features),
  tabs: (ctx) => [
    careTab('Inspect the toy regularly and replace it when worn or damaged. Supervise play. Wash in warm soapy water and allow to dry.'),
    ['Specifications', table(['Feature', 'Detail'], [['Suitable for', ctx.pet === 'dog' ? 'Dogs of all ages' : 'Cats and kittens over 12 weeks'], ['Material', ctx.features.includes('Natural cotton') ? 'Cotton rope' : 'Natural rubber and polyester'], ['Options', ctx.options.join(', ')]])],
  ],
};

export const BED: TextSet = {
  excerpt: (ctx) => `${ctx.item} bed with a removable, washable cover, for ${petWord(ctx.pet, true)} who love to curl up.`,
  intro: (ctx) => [`The ${ctx.brand.name} ${ctx.item} bed combines supportive filling with a soft, durable cover that survives daily use.`, `Choose from ${sentenceList(ctx.options)}.`],
  description: (ctx) => p('Raised sides give a sense of security and a place to rest the head; the base is non-slip on tiled floors.') + ul(ctx.features),
  tabs: (ctx) => [
    [
      'Sizing Guide',
      ctx.pet === 'dog'
        ? table(['Size', 'Outer dimensions', 'Dog weight'], [['M', '70 x 55 cm', 'up to 15 kg'], ['L', '90 x 70 cm', '15 to 30 kg'], ['XL', '110 x 85 cm', 'over 30 kg']])
        : table(['Size', 'Outer dimensions', 'Cat weight'], [['S', '45 cm', 'up to 4 kg'], ['M', '55 cm', 'over 4 kg']]),
    ],
    careTab('Remove the cover and machine wash at 30 °C. Tumble dry on low. Air the inner cushion regularly.'),
  ],
};

export const BOWL: TextSet = {
  excerpt: (ctx) => `${ctx.item} bowl with a stable, non-slip base for mess-free meals.`,
  intro: (ctx) => [`The ${ctx.brand.name} ${ctx.item} bowl is designed in Dubai and made from food-safe materials that are easy to keep clean.`, colourLine(ctx)],
  description: (ctx) => p('A wide rim makes it easy to pick up and the weight keeps it in place while your pet eats.') + ul(ctx.features),
  tabs: () => [['Specifications', table(['Feature', 'Detail'], [['Capacity', '750 ml'], ['Diameter', '18 cm'], ['Dishwasher safe', 'Yes']])], careTab('Wash after every meal. Dishwasher safe on the top rack.')],
};

export const WEAR: TextSet = {
  excerpt: (ctx) => `${ctx.item} ${/Lead/.test(ctx.name) ? 'lead' : 'collar'} with reflective details for safe walks day and night.`,
  intro: (ctx) => [`The ${ctx.brand.name} ${ctx.item} is made from durable webbing with rust-proof hardware, tested on desert trails and city streets.`, `Choose from ${sentenceList(ctx.options)}.`],
  description: (ctx) => p('Soft edges prevent rubbing and the stitching is reinforced at every stress point.') + ul(ctx.features),
  tabs: (ctx) =>
    /Lead/.test(ctx.name)
      ? [['Specifications', table(['Feature', 'Detail'], [['Width', '20 mm'], ['Clip', 'Swivel trigger hook'], ['Lengths', ctx.options.filter((o) => / m$/.test(o)).join(', ') || '1.2 m, 1.8 m']])]]
      : [['Sizing Guide', table(['Size', 'Neck', 'Width'], [['S', '25-35 cm', '15 mm'], ['M', '32-45 cm', '20 mm'], ['L', '40-55 cm', '25 mm'], ['XL', '50-65 cm', '25 mm']])]],
};

export const SCRATCHER: TextSet = {
  excerpt: (ctx) => `${ctx.item} wrapped in natural sisal to save furniture and keep claws healthy.`,
  intro: (ctx) => [`The ${ctx.brand.name} ${ctx.item} gives cats a sturdy place to stretch, scratch and play.`, colourLine(ctx)],
  description: (ctx) => p('A heavy base and wall strap keep it steady even for large cats; the hanging toy invites play.') + ul(ctx.features),
  tabs: () => [['Specifications', table(['Feature', 'Detail'], [['Post', 'Natural sisal rope'], ['Base', 'Plush-covered board, 40 x 40 cm'], ['Assembly', 'Tools included']])]],
};

export const LITTER_BOX: TextSet = {
  excerpt: (ctx) => `${ctx.item} that keeps litter inside and odours down.`,
  intro: (ctx) => [`The ${ctx.brand.name} ${ctx.item} is made from sturdy, easy-clean plastic with a smooth inner finish.`, colourLine(ctx)],
  description: (ctx) => p('High sides reduce scatter and the wide entry suits cats of every size.') + ul(ctx.features),
  tabs: () => [['Specifications', table(['Feature', 'Detail'], [['Dimensions', '56 x 40 x 41 cm'], ['Material', 'Recyclable polypropylene'], ['Filter', 'Replaceable carbon filter']])], careTab('Empty and wash with mild soap once a month.')],
};

export const CARRIER: TextSet = {
  excerpt: (ctx) => `${ctx.item} with a secure door and ventilation on three sides, for vet visits and travel.`,
  intro: (ctx) => [`The ${ctx.brand.name} ${ctx.item} keeps pets calm and safe on the road and in the air.`, `Choose from ${sentenceList(ctx.options)}.`],
  description: (ctx) => p('A padded base, a seat-belt loop and a comfortable handle make every trip easier.') + ul(ctx.features),
  tabs: () => [['Sizing Guide', table(['Size', 'Dimensions', 'Pet weight'], [['S', '48 x 32 x 30 cm', 'up to 5 kg'], ['M', '58 x 38 x 36 cm', 'up to 9 kg'], ['L', '68 x 46 x 44 cm', 'up to 14 kg']])]],
};
