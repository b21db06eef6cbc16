// Minimal XML writing: escaped text and attributes, elements left out when they have no value.
import { escapeMarkup } from '../../../shared/escape-markup';


type Attrs = Record<string, string | undefined>;

function attrsOf(attrs: Attrs): string {
  return Object.entries(attrs).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => ` ${k}="${escapeMarkup(v!)}"`).join('');
}

/** A leaf element, or '' when the value is empty. */
export function leaf(name: string, value: string | number | null | undefined, attrs: Attrs = {}): string {
  if (value === null || value === undefined || value === '') return '';
  return `<${name}${attrsOf(attrs)}>${escapeMarkup(String(value))}</${name}>`;
}

/** A parent element around the children that are not empty, or '' when none is. */
export function node(name: string, ...children: string[]): string {
  const inner = children.filter((c) => c !== '').join('');
  return inner === '' ? '' : `<${name}>${inner}</${name}>`;
}
