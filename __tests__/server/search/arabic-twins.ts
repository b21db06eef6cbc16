// Demo products named in Arabic for the relevance suite, as a shop in the UAE lists part of its
// range: the same brand, category, options and prices as a demo product, an Arabic name (some
// with vowel marks and hamza, one with Arabic-Indic digits) and excerpt, and SKUs of their own
// (the demo SKU with 9 and the twin's number in place of the product number: NOR-9001-02).
import type { DemoCatalogue, DemoProduct } from '../../../src/server/db/seed/demo/catalogue';

export const ARABIC_TWINS: ReadonlyArray<{ of: string; name: string; excerpt: string }> = [
  { of: 'Nordhaven Adult Lamb & Rice Dry Dog Food', name: 'نوردهافن طعام جاف للكلاب البالغة بلحم الضأن والأرز', excerpt: 'وجبة كاملة للكلاب البالغة' },
  { of: 'Purrfield Salmon Pâté Kitten Food', name: 'بورفيلد باتيه السلمون لصغار القطط', excerpt: 'وجبة طرية لصغار القطط' },
  { of: 'Sandora Tofu Clumping Cat Litter', name: 'ساندورا رمل القطط المتكتل من التوفو', excerpt: 'رمل نباتي يحبس الروائح' },
  { of: 'Playmoor Squeaky Tennis Ball', name: 'بلايمور كُرة تِنس مُصدِرة للصَّوت', excerpt: 'للعب والجلب' },
  { of: 'Cozyden Calming Donut Dog Bed', name: 'كوزيدن سرير الكلاب المُهدِّئ على شكل دونات', excerpt: 'غطاء قابل للغسل' },
  { of: 'Vetrona Joint Care Chewable Tablets for Dogs', name: 'فيترونا أقراص مضغ لصحة مفاصل الكلاب', excerpt: 'مكمل غذائي يومي' },
  { of: 'Meadowfeast Beef Stew with Carrots Wet Dog Food 400 g', name: 'ميدوفيست يخنة اللحم بالجزر طعام رطب للكلاب ٤٠٠ غ', excerpt: 'مطبوخ على دفعات صغيرة' },
];

/** The SKU a twin's article has for the demo article's `sku` (PUR-0114-02 for the second twin: PUR-9002-02). */
export function twinSku(sku: string, twin: number): string {
  const [prefix, , article] = sku.split('-');
  return `${prefix}-9${String(twin + 1).padStart(3, '0')}-${article}`;
}

/** The twins as demo products, numbered from `firstId`. */
export function arabicTwins(catalogue: DemoCatalogue, firstId: number): DemoProduct[] {
  return ARABIC_TWINS.map((twin, i) => {
    const source = catalogue.products.find((product) => product.name === twin.of);
    if (!source) throw new Error(`No demo product ${twin.of}`);
    return {
      ...source,
      id: firstId + i,
      slug: `${source.slug}-ar`,
      name: twin.name,
      excerpt: twin.excerpt,
      introduction: '',
      metaDescription: '',
      tabs: [],
      faqs: [],
      reviews: [],
      metaIds: [],
      images: [],
      variants: source.variants.map((variant) => ({ ...variant, sku: twinSku(variant.sku, i) })),
    };
  });
}
