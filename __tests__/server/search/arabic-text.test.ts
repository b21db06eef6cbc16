import { TRANSLATION, hasArabicLetter, normalizeArabic } from '../../../src/server/services/search/arabic-text';
import { parseTerm } from '../../../src/server/services/search/search-terms';

// How the search reads Arabic (the TypeScript half; arabic-search.test.ts holds it against the
// database's search_normalize on both databases).

describe('normalizeArabic', () => {
  it.each([
    ['RC-١٠٤٢', 'RC-1042'],
    ['٢ كغ', '2 كغ'],
    ['۱۲۳۴۵۶۷۸۹۰', '1234567890'],
    ['١٫٥ كغ', '1.5 كغ'],
    ['١٬٠٠٠', '1,000'],
    ['٥٠٪', '50%'],
    ['قطط، كلاب؛ طيور؟', 'قطط, كلاب; طيور?'],
  ])('reads digits and punctuation in %s as ASCII', (text, read) => {
    expect(normalizeArabic(text)).toBe(read);
  });

  it('drops vowel marks, the superscript alef and tatweel', () => {
    expect(normalizeArabic('طَعامُ القِطَطِ')).toBe('طعام قطط');
    expect(normalizeArabic('مُكَمِّلٌ غِذائِيٌّ')).toBe('مكمل غذايي');
    expect(normalizeArabic('هٰذا')).toBe('هذا');
    expect(normalizeArabic('طعـــام')).toBe('طعام');
  });

  it('makes the forms of alef, hamza on waw and ya, alef maksura and ta marbuta one letter each', () => {
    expect(normalizeArabic('أغذية')).toBe('اغذيه');
    expect(normalizeArabic('إناء آمن ٱسم')).toBe('اناء امن اسم');
    expect(normalizeArabic('لؤلؤي')).toBe('لولوي');
    expect(normalizeArabic('مائي')).toBe('مايي');
    expect(normalizeArabic('حلوى')).toBe('حلوي');
    expect(normalizeArabic('لعبة')).toBe('لعبه');
    // Persian kaf and ya, as a Persian keyboard types them.
    expect(normalizeArabic('کلاب قطی')).toBe('كلاب قطي');
  });

  it('reads a hamza or madda typed as a mark apart as the letter with it', () => {
    for (const composed of ['أ', 'إ', 'آ', 'ؤ', 'ئ', 'ۀ', 'ۂ', 'ۓ']) {
      expect(normalizeArabic(composed.normalize('NFD'))).toBe(normalizeArabic(composed));
    }
  });

  it('takes the article off a word keeping two letters or more, and لل off one keeping three', () => {
    expect(normalizeArabic('القطط')).toBe('قطط');
    expect(normalizeArabic('القط')).toBe('قط');
    expect(normalizeArabic('للقطط')).toBe('قطط');
    expect(normalizeArabic('للكلاب البالغة')).toBe('كلاب بالغه');
    // Too short after it: the word stays.
    expect(normalizeArabic('الم')).toBe('الم');
    expect(normalizeArabic('ال')).toBe('ال');
    expect(normalizeArabic('للحم')).toBe('للحم');
    // Only at the start of a word.
    expect(normalizeArabic('مالك')).toBe('مالك');
    expect(normalizeArabic('قطط-الكلاب 2القطط')).toBe('قطط-كلاب 2قطط');
  });

  it('reads a hamza\'d alef after the article as the word without it (الألعاب, ألعاب and العاب alike)', () => {
    const forms = ['الألعاب', 'ألعاب', 'العاب', 'للألعاب', 'الالعاب'];
    expect(new Set(forms.map(normalizeArabic))).toEqual(new Set(['عاب']));
    expect(normalizeArabic('الألم')).toBe(normalizeArabic('ألم'));
  });

  it('leaves the article fused with ب و ف ك alone', () => {
    for (const word of ['بالغ', 'بالقطط', 'والد', 'والقطط', 'فالقطط', 'كالسيوم']) expect(normalizeArabic(word)).toBe(word);
  });

  it('makes zero-width joiners nothing and direction marks spaces', () => {
    expect(normalizeArabic('می\u200cخواهم')).toBe('ميخواهم');
    expect(normalizeArabic('Royal Canin\u200fطعام')).toBe('Royal Canin طعام');
  });

  it('reads presentation forms, as a text copied out of a PDF holds them, as the letters they show', () => {
    // Initial, medial, final and isolated forms; the lam-alef ligatures; a byte order mark.
    expect(normalizeArabic('\uFEC3\uFECC\uFE8E\uFEE1 \uFE8D\uFEDF\uFED8\uFEC4\uFEC2')).toBe('طعام قطط');
    expect(normalizeArabic('\uFEFB\uFEE3\uFECC \uFEF7\uFEE0\uFECC\uFE8E\uFE8F')).toBe(normalizeArabic('لامع لألعاب'));
    expect(normalizeArabic('\uFEFFطعام')).toBe('طعام');
    // Allah's ligature is its letters (read as الله is, the article off); a Forms-A letter is its base letter.
    expect(normalizeArabic('\uFDF2')).toBe(normalizeArabic('الله'));
    expect(normalizeArabic('\uFB8E\uFB8F')).toBe('كك');
    // Only they are read in NFKC: a full-width letter or a ligature of Latin beside them stays as typed.
    expect(normalizeArabic('\uFF32\uFB01 \uFEC3')).toBe('\uFF32\uFB01 ط');
  });

  it('returns a text without Arabic as it is', () => {
    for (const text of ['Nordhaven Adult Lamb & Rice', 'Purrfield Salmon Pâté', 'कुत्ता खाना', '', 'RC-1042']) {
      expect(normalizeArabic(text)).toBe(text);
    }
  });

  it('is the same read twice (but for a word of three articles, which nobody writes)', () => {
    for (const text of ['طَعام القِطَط', 'الألعاب للقطط', 'أغذية ٢ كغ', 'للالعاب', 'الالم', 'ۀ ە ة', 'ال القط']) {
      expect(normalizeArabic(normalizeArabic(text))).toBe(normalizeArabic(text));
    }
  });

  it('has one replacement for each character replaced, the dropped ones after them', () => {
    expect(new Set(TRANSLATION.from).size).toBe(TRANSLATION.from.length);
    expect(TRANSLATION.to.length).toBeLessThan(TRANSLATION.from.length);
  });

  it('tells Arabic letters from digits, marks and other scripts', () => {
    expect(hasArabicLetter('abc قطط')).toBe(true);
    expect(hasArabicLetter('١٢٣ ،')).toBe(false);
    expect(hasArabicLetter('\u064e')).toBe(false);
    expect(hasArabicLetter('café कुत्ता')).toBe(false);
  });
});

describe('parseTerm with Arabic', () => {
  it('splits the normalised term into words', () => {
    expect(parseTerm('طَعام القِطَط').words).toEqual(['طعام', 'قطط']);
    expect(parseTerm('RC-١٠٤٢').words).toEqual(['rc', '1042']);
    expect(parseTerm('٢ كغ').words).toEqual(['2', 'كغ']);
    expect(parseTerm('قطط،كلاب').words).toEqual(['قطط', 'كلاب']);
  });

  it('says when names are to be compared normalised', () => {
    expect(parseTerm('طعام قطط')).toMatchObject({ normalized: 'طعام قطط', arabic: true });
    expect(parseTerm('Dog Food ٢')).toMatchObject({ normalized: 'dog food 2', arabic: true });
    expect(parseTerm('Dog Food 2')).toMatchObject({ normalized: 'dog food 2', arabic: false });
    expect(parseTerm('Royal Canin \u200f طعام')).toMatchObject({ normalized: 'royal canin طعام' });
  });
});
