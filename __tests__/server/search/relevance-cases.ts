// The relevance suite's queries, as buyers of a wholesaler type them. An exact name or a SKU
// must bring that very product first; every other query must show, among its first three
// results, a product the buyer meant (named like `top3`: the catalogue holds several look-alike
// products of the same line, any of which is a right answer).

export type CaseKind = 'exact name' | 'sku' | 'prefix' | 'misspelling' | 'multi-word' | 'brand + type' | 'animal, stage, pack';

export interface RelevanceCase {
  kind: CaseKind;
  query: string;
  /** The demo product that must come first (exact names and SKUs). */
  first?: string;
  /** What the name of a right answer looks like. */
  top3?: RegExp;
}

const exact = (query: string, first = query): RelevanceCase => ({ kind: 'exact name', query, first });
const sku = (query: string, first: string): RelevanceCase => ({ kind: 'sku', query, first });
const top = (kind: CaseKind, query: string, top3: RegExp): RelevanceCase => ({ kind, query, top3 });

export const RELEVANCE_CASES: RelevanceCase[] = [
  exact('Nordhaven Adult Lamb & Rice Dry Dog Food'),
  exact('Playmoor Squeaky Tennis Ball'),
  exact('Sandora Tofu Clumping Cat Litter'),
  exact('Cozyden Calming Donut Dog Bed'),
  exact('Fennec Home Slow Feeder Dog Bowl'),
  exact('Vetrona Joint Care Chewable Tablets for Dogs'),
  exact('purrfield salmon pâté kitten food', 'Purrfield Salmon Pâté Kitten Food'),
  exact('Whiskerworks Cat Tree with Condo'),
  sku('NOR-0001-02', 'Nordhaven Adult Lamb & Rice Dry Dog Food'),
  sku('tai-0167-05', 'Tailtrek Hard-Shell Travel Carrier'),
  sku('PLA-0041-06', 'Playmoor Squeaky Tennis Ball'),
  sku('SAN-0133-01', 'Sandora Silica Crystal Cat Litter'),
  sku('LUM-0063', 'Lumecoat Deshedding Tool'),
  top('prefix', 'nordhav', /^Nordhaven /),
  top('prefix', 'cat litt', /Cat Litter/),
  top('prefix', 'scratching po', /Scratching Post/),
  top('prefix', 'yak chee', /Yak Cheese Chew/),
  top('prefix', 'memory fo', /Memory Foam/),
  top('prefix', 'chlorhex', /Chlorhexidine/),
  top('prefix', 'whitening sha', /Whitening Coat Dog Shampoo/),
  top('misspelling', 'nordhavn', /^Nordhaven /),
  top('misspelling', 'sandorra litter', /^Sandora .*Litter/),
  top('misspelling', 'chewcraft buffallo horn', /Buffalo Horn Chew/),
  top('misspelling', 'playmor tenis ball', /Squeaky Tennis Ball/),
  top('misspelling', 'martingle collar', /Martingale Dog Collar/),
  top('misspelling', 'lavendar litter', /Lavender .*Litter/),
  top('misspelling', 'houndsly working dog', /^Houndsley .*Working Dog/),
  top('misspelling', 'hedgehogg', /Hedgehog/),
  top('misspelling', 'silverine plush', /Silvervine Plush/),
  top('multi-word', 'salmon skin rolls', /Salmon Skin Rolls/),
  top('multi-word', 'grain free puppy salmon', /Grain Free Puppy Salmon/),
  top('multi-word', 'hooded litter box carbon filter', /Hooded Litter Box/),
  top('multi-word', 'reflective rope lead', /Reflective Rope Dog Lead/),
  top('multi-word', 'airline approved carrier', /Airline-Approved Soft Carrier/),
  top('multi-word', 'window perch hammock', /Window Perch Hammock/),
  top('multi-word', 'tuna jelly wet cat food', /Tuna in Jelly Wet Cat Food/),
  top('brand + type', 'sandora crystal litter', /^Sandora .*Crystal Cat Litter/),
  top('brand + type', 'cozyden cat bed', /^Cozyden .*Cat Bed/),
  top('brand + type', 'lumecoat cat shampoo', /^Lumecoat .*Cat Shampoo/),
  top('brand + type', 'fennec bowl', /^Fennec Home .*Bowl/),
  top('brand + type', 'tailtrek collar', /^Tailtrek .*Collar/),
  top('brand + type', 'meadowfeast wet dog food', /^Meadowfeast .*Wet Dog Food/),
  top('brand + type', 'dunecrest cat treats', /^Dunecrest .*Cat Treats/),
  top('animal, stage, pack', 'kitten dry food', /Kitten Dry Food/),
  top('animal, stage, pack', 'senior dry cat food', /Senior .*Dry Cat Food/),
  top('animal, stage, pack', 'wet dog food 400 g', /Wet Dog Food 400 g/),
  top('animal, stage, pack', 'puppies food', /Puppy/),
  top('animal, stage, pack', 'dog shampoos', /Dog Shampoo/),
  // Arabic, typed without the vowel marks and hamza the names carry, with Arabic-Indic digits,
  // with and without the article (the demo products named in Arabic, arabic-twins.ts).
  exact('بلايمور كرة تنس مصدرة للصوت', 'بلايمور كُرة تِنس مُصدِرة للصَّوت'),
  exact('فيترونا اقراص مضغ لصحة مفاصل الكلاب', 'فيترونا أقراص مضغ لصحة مفاصل الكلاب'),
  sku('NOR-٩٠٠١-٠٢', 'نوردهافن طعام جاف للكلاب البالغة بلحم الضأن والأرز'),
  top('prefix', 'ساندورا رمل القطط المتك', /^ساندورا رمل القطط المتكتل/),
  top('misspelling', 'اقراص مفاصيل', /^فيترونا أقراص/),
  top('multi-word', 'سرير كلاب مهدئ', /^كوزيدن سرير/),
  top('brand + type', 'nordhaven طعام جاف', /^نوردهافن طعام جاف/),
  top('animal, stage, pack', 'طعام رطب للكلاب ٤٠٠ غ', /^ميدوفيست .*٤٠٠ غ$/),
  top('animal, stage, pack', 'سلمون صغار القطط', /^بورفيلد باتيه السلمون/),
];
