// The typo fallback's vocabulary (search_vocabulary: the catalogue's words and whole product
// names) kept by an instance's search index, so that a misspelt search asks the database
// nothing. It only grows, as the table does: the feed loads the table, then learns each row the
// table gains from its notification (migration 0017). The words holding Arabic letters are
// kept apart: a word is only compared with the words of its kind (typo-fallback.ts).
import { hasArabicLetter } from './arabic-text';
import { Lexicon } from './lexicon';
import { TrigramVocabulary } from './trigram-vocabulary';
import type { Vocabulary, WordCheck } from './typo-fallback';

export type VocabularyKind = 'word' | 'name';

export class MemoryVocabulary implements Vocabulary {
  private readonly words = new TrigramVocabulary();
  /** The words holding Arabic letters (search_closest_arabic_word's). */
  private readonly arabicWords = new TrigramVocabulary();
  /** The same words, sorted, for "the start of a word". */
  private readonly wordStarts = new Lexicon();
  private readonly names = new TrigramVocabulary();

  /** Words and names held. */
  get size(): number {
    return this.words.size + this.arabicWords.size + this.names.size;
  }

  add(kind: VocabularyKind, term: string): void {
    if (kind === 'name') {
      this.names.add(term);
      return;
    }
    const words = this.wordsLike(term);
    if (!words.has(term)) {
      words.add(term);
      this.wordStarts.hold(term, 1);
    }
  }

  checkWords(words: readonly string[]): WordCheck[] {
    return words.map((word, i) => {
      const alike = this.wordsLike(word);
      const known = alike.has(word) || (i === words.length - 1 && this.wordStarts.hasStartingWith(word));
      return { word, known, best: known ? null : alike.closest(word) };
    });
  }

  closestName(normalized: string): string | null {
    return this.names.closest(normalized);
  }

  private wordsLike(word: string): TrigramVocabulary {
    return hasArabicLetter(word) ? this.arabicWords : this.words;
  }
}
