import { useEffect, useRef } from 'react';
import type { SearchSuggestions as Suggestions } from '../../../../shared/api-types';
import { SEARCH_RESULTS_PATH } from '../../../../shared/listing-meta';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatPrice } from '../../../lib/format';
import { selectIsLoggedIn } from '../../auth/auth-selectors';
import { articlePrice } from '../../../lib/price-view';
import { selectHighlighted, selectSuggestions } from '../search-selectors';
import { suggestionChosen } from '../search-slice';
import { Group, GroupLabel, List, Option } from './search-suggestions-styles';

export const SUGGESTIONS_ID = 'search-suggestions';
export const optionId = (index: number) => `search-option-${index}`;

interface Entry {
  key: string;
  link: string;
  group: 'Products' | 'Categories' | 'Brands' | null;
  render: () => React.ReactNode;
}

/** The overlay's options in arrow-key order; "all results" goes to the search page. */
export function suggestionEntries(s: Suggestions, b2b: boolean): Entry[] {
  const products: Entry[] = s.products.map((p) => {
    const price = articlePrice(p, b2b);
    return {
      key: `p${p.id}`, link: `/product/${p.slug}`, group: 'Products',
      render: () => (
        <>
          <img src={p.thumbnail} alt="" width={48} height={48} loading="lazy" />
          <span className="name">{p.name}</span>
          <span className="price">
            {formatPrice(price.main)}
            {price.struck !== null && <span className="struck">{formatPrice(price.struck)}</span>}
          </span>
        </>
      ),
    };
  });
  const links = (group: 'Categories' | 'Brands', list: Suggestions['categories']): Entry[] =>
    list.map((l) => ({ key: `${group}${l.id}`, link: l.link, group, render: () => <span className="name">{l.name}</span> }));
  const all: Entry = {
    key: 'all', link: SEARCH_RESULTS_PATH, group: null,
    render: () => <span className="name">{`All results for “${s.term}”`}</span>,
  };
  return [...products, ...links('Categories', s.categories), ...links('Brands', s.brands), all];
}

/**
 * The listbox of the search combobox: the input keeps focus, the arrows move `highlighted`.
 * The list scrolls on its own, so the highlighted option is brought into view as the arrows
 * move, the least distance needed.
 */
export function SearchSuggestions({ onAllResults }: { onAllResults: () => void }) {
  const dispatch = useAppDispatch();
  const suggestions = useAppSelector(selectSuggestions);
  const highlighted = useAppSelector(selectHighlighted);
  const b2b = useAppSelector(selectIsLoggedIn);
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (highlighted < 0) return;
    listRef.current?.querySelector<HTMLElement>(`#${optionId(highlighted)}`)?.scrollIntoView({ block: 'nearest' });
  }, [highlighted, suggestions]);
  if (!suggestions) return null;
  const entries = suggestionEntries(suggestions, b2b);
  const choose = (entry: Entry) => (entry.key === 'all' ? onAllResults() : dispatch(suggestionChosen(entry.link)));
  const groups = (['Products', 'Categories', 'Brands', null] as const)
    .map((group) => ({ group, items: entries.map((entry, index) => ({ entry, index })).filter(({ entry }) => entry.group === group) }))
    .filter(({ items }) => items.length > 0);

  return (
    <List ref={listRef} id={SUGGESTIONS_ID} role="listbox" aria-label="Search suggestions">
      {groups.map(({ group, items }) => (
        <Group key={group ?? 'all'} role="group" aria-label={group ?? 'All results'}>
          {group && <GroupLabel aria-hidden="true">{group}</GroupLabel>}
          {items.map(({ entry, index }) => (
            <Option
              key={entry.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === highlighted}
              // mousedown, not click: the input keeps its focus, as a combobox's should.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(entry);
              }}
            >
              {entry.render()}
            </Option>
          ))}
        </Group>
      ))}
    </List>
  );
}
