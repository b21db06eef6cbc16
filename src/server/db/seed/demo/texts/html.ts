import { escapeMarkup } from '../../../../../shared/escape-markup';
import type { Rng } from '../../random';
import type { DemoBrand, Pet } from '../brands';

// Small HTML builders for product copy. Everything interpolated is escaped: product names
// carry ampersands ("Lamb & Rice") that must reach the page as text.

export interface TextContext {
  name: string;
  item: string;
  brand: DemoBrand;
  pet: Pet;
  features: string[];
  /** Names of the regular variant options, e.g. ["2 kg", "6 kg", "12 kg"] or ["Red", "Navy"]. */
  options: string[];
  rng: Rng;
}

/** The copy a text kind contributes; the assembler adds the common framing. */
export interface TextSet {
  excerpt(ctx: TextContext): string;
  intro(ctx: TextContext): string[];
  description(ctx: TextContext): string;
  tabs(ctx: TextContext): Array<[string, string]>;
}


export const p = (text: string) => `<p>${escapeMarkup(text)}</p>`;
export const ul = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeMarkup(item)}</li>`).join('')}</ul>`;
export const ol = (items: string[]) => `<ol>${items.map((item) => `<li>${escapeMarkup(item)}</li>`).join('')}</ol>`;
export const h = (text: string) => `<h3>${escapeMarkup(text)}</h3>`;

export function table(head: string[], rows: Array<Array<string | number>>): string {
  const th = head.map((cell) => `<th>${escapeMarkup(cell)}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeMarkup(String(cell))}</td>`).join('')}</tr>`).join('');
  return `<table><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

export const petWord = (pet: Pet, plural = false) => (pet === 'dog' ? (plural ? 'dogs' : 'dog') : plural ? 'cats' : 'cat');

const PROTEINS = ['Chicken', 'Lamb', 'Salmon', 'Turkey', 'Duck', 'Beef', 'Whitefish', 'Venison', 'Tuna', 'Rabbit', 'Ocean Fish', 'Fish', 'Prawn', 'Sardine', 'Mackerel', 'Camel', 'Liver'];
const CARBS = ['Brown Rice', 'Rice', 'Sweet Potato', 'Potato', 'Oats', 'Oat', 'Barley', 'Pea', 'Lentil', 'Pumpkin', 'Carrots', 'Vegetable'];

function found(item: string, words: string[]): string[] {
  const hits: string[] = [];
  let rest = item;
  for (const word of words) {
    if (rest.includes(word)) {
      hits.push(word);
      rest = rest.replace(word, '');
    }
  }
  return hits;
}

/** Main protein(s) and carbohydrate named in a recipe such as "Adult Lamb & Rice". */
export function recipeOf(item: string): { proteins: string[]; carbs: string[]; named: boolean } {
  const proteins = found(item, PROTEINS);
  return { proteins: proteins.length ? proteins : ['Chicken'], carbs: found(item, CARBS), named: proteins.length > 0 };
}

export function lifeStage(item: string, pet: Pet): string {
  if (/Puppy/.test(item)) return 'growing puppies';
  if (/Kitten/.test(item) || pet === 'cat' && /Growth/.test(item)) return 'growing kittens';
  if (/Senior/.test(item)) return `senior ${petWord(pet, true)} from 7 years`;
  if (/Large Breed/.test(item)) return 'large breed adult dogs';
  if (/Small Breed/.test(item)) return 'small breed adult dogs';
  if (/Working|Active/.test(item)) return 'active and working dogs';
  if (/Indoor|Sterilised/.test(item)) return 'indoor and neutered cats';
  return `adult ${petWord(pet, true)}`;
}

export function sentenceList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
