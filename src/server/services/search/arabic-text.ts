// Arabic as the storefront search reads it. Buyers type on Arabic keyboards, with or without
// vowel marks and hamza, in Arabic-Indic digits, and with or without the definite article;
// staff name products, brands and categories the same ways. The search documents (SQL
// search_normalize(), migration 0025) and every typed term (parseTerm) go through the same
// rules, so both sides meet in one form:
//
// - vowel marks (tashkeel, U+064B to U+065F, the superscript alef U+0670 and the other
//   combining marks of the Arabic block), tatweel (U+0640) and the zero-width (non-)joiners
//   (U+200C, U+200D) are dropped; the direction marks (U+061C, U+200E, U+200F) separate words;
// - أ إ آ ٱ ٲ ٳ are ا; ؤ is و; ئ ى ی are ي; ة ۀ ە are ه; ک is ك (ۂ ۓ lose their hamza too, as a
//   mark typed apart would);
// - Arabic-Indic (٠ to ٩) and Extended Arabic-Indic (۰ to ۹) digits are 0 to 9; the Arabic comma,
//   semicolon, question mark, percent sign, decimal and thousands separators, star and full
//   stop are their ASCII twins; the block's other signs separate words;
// - a word's definite article goes: ال when two letters or more remain (القطط is قطط, but الم
//   stays), ال twice as a hamza'd alef leaves it (الألعاب, ألعاب and العاب are all عاب), and لل
//   ("for the") when three letters or more remain (للقطط is قطط, للحم stays). The article fused
//   with بـ وـ فـ كـ (بال، وال، فال، كال) is left alone: too many words start so by themselves
//   (بالغ adult, والدة, كالسيوم).
//
// - each Arabic presentation form (U+FB50 to U+FDFF, U+FE70 to U+FEFF: the shaped letters and
//   ligatures a text copied out of a PDF is often made of) is first read in NFKC, which makes
//   it the letters it shows (ﻃﻌﺎﻡ is طعام, the ligature ﻻ is لا); only those characters, so no
//   other one depends on the Unicode version of Node or the database; the byte order mark
//   U+FEFF, a zero-width space, is dropped;
//
// Nothing else changes: a text without Arabic is returned as it is.

/** The letters of the Arabic block (with tatweel, dropped before this matters), as a class body for JS and PostgreSQL. */
export const ARABIC_LETTER_CLASS = '\\u0620-\\u064A\\u066E\\u066F\\u0671-\\u06D3\\u06D5\\u06E5\\u06E6\\u06EE\\u06EF\\u06FA-\\u06FC\\u06FF';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));

/** Characters dropped. */
const DROPPED = [
  ...range(0x0610, 0x061a), ...range(0x064b, 0x065f), '\u0670', ...range(0x06d6, 0x06dc), ...range(0x06df, 0x06e4),
  '\u06e7', '\u06e8', ...range(0x06ea, 0x06ed), '\u0640', '\u200c', '\u200d', '\ufeff',
];

/** Characters replaced, each by one character. */
const REPLACED: ReadonlyArray<readonly [string, string]> = [
  ...['\u0623', '\u0625', '\u0622', '\u0671', '\u0672', '\u0673'].map((c) => [c, '\u0627'] as const),
  ['\u0624', '\u0648'],
  ...['\u0626', '\u0649', '\u06cc'].map((c) => [c, '\u064a'] as const),
  ...['\u0629', '\u06c0', '\u06d5'].map((c) => [c, '\u0647'] as const),
  ['\u06a9', '\u0643'], ['\u06c2', '\u06c1'], ['\u06d3', '\u06d2'],
  ...range(0x0660, 0x0669).map((c, i) => [c, String(i)] as const),
  ...range(0x06f0, 0x06f9).map((c, i) => [c, String(i)] as const),
  ['\u060c', ','], ['\u061b', ';'], ['\u061f', '?'], ['\u066a', '%'], ['\u066b', '.'], ['\u066c', ','], ['\u066d', '*'], ['\u06d4', '.'],
  ...[...range(0x0600, 0x060b), ...range(0x060d, 0x060f), '\u061d', '\u061e', '\u06dd', '\u06de', '\u06e9', '\u06fd', '\u06fe', '\u061c', '\u200e', '\u200f'].map((c) => [c, ' '] as const),
];

/** The translate() arguments the SQL twin uses: every character of `from`, the one at the same place of `to`, or dropped beyond its end. */
export const TRANSLATION = {
  from: REPLACED.map(([c]) => c).join('') + DROPPED.join(''),
  to: REPLACED.map(([, c]) => c).join(''),
};

const CHANGED = new Map<string, string>([...REPLACED, ...DROPPED.map((c) => [c, ''] as const)]);
/** The presentation forms, whose text is read in NFKC first. */
const PRESENTATION_FORMS = '\\uFB50-\\uFDFF\\uFE70-\\uFEFF';
const PRESENTATION_ALL = new RegExp(`[${PRESENTATION_FORMS}]`, 'gu');
const TOUCHED = new RegExp(`[\\u0600-\\u06FF\\u200C-\\u200F${PRESENTATION_FORMS}]`, 'u');
const TOUCHED_ALL = /[\u0600-\u06FF\u200C-\u200F\uFEFF]/gu;
const L = ARABIC_LETTER_CLASS;
/** The article rule as one pattern, written the same way in SQL: the longest form first, as PostgreSQL prefers the longest match. */
const ARTICLE_PATTERN = `(?<![${L}])(?:(?:ال|لل)ال(?=[${L}]{2})|ال(?=[${L}]{2})|لل(?=[${L}]{3}))`;
const ARTICLE = new RegExp(ARTICLE_PATTERN, 'gu');
const LETTER = new RegExp(`[${L}]`, 'u');

/** Whether the text holds an Arabic letter. */
export const hasArabicLetter = (text: string) => LETTER.test(text);

/** The text as the search compares it (the rules above); the same as SQL search_normalize(). */
export function normalizeArabic(text: string): string {
  if (!TOUCHED.test(text)) return text;
  const folded = text.replace(PRESENTATION_ALL, (c) => c.normalize('NFKC'));
  const mapped = folded.replace(TOUCHED_ALL, (c) => CHANGED.get(c) ?? c);
  return hasArabicLetter(mapped) ? mapped.replace(ARTICLE, '') : mapped;
}
