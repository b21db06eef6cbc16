import { useCallback, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { SEARCH_TERM_MAX_LENGTH } from '../../../../shared/constants';
import { SHOP } from '../../../../shared/shop';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useOverlay } from '../../../components/dialog/use-overlay';
import { logoClicked, searchClosed, searchSubmitted } from '../layout-slice';
import { selectIsSearchOpen } from '../layout-selectors';
import { selectIsLoggedIn } from '../../auth/auth-selectors';
import { selectHighlighted, selectSearchTerm, selectSuggestions } from '../search-selectors';
import { highlightMoved, suggestionChosen } from '../search-slice';
import { SUGGESTIONS_ID, SearchSuggestions, optionId, suggestionEntries } from './SearchSuggestions';
import { Backdrop, IconButton } from '../../../components/dialog/dialog-styles';
import { VisuallyHidden } from '../../../components/Container';
import { CloseIcon, SearchIcon } from '../../../components/icons';
import { Logo } from './Logo';
import { ShopLinks } from './ShopLinks';
import { Field, Panel, Row, SubmitButton, WideOnly } from './search-overlay-styles';
import { searchTermChanged } from '../../../lib/shared-events';

/**
 * Search overlay: the input edits the shared search term that the listings filter by; the
 * magnifier (or Enter) shows the results on /shop, closing abandons the search and clears it.
 * While typing, the input is a combobox over the suggestions: the arrows move through them
 * and Enter follows the one highlighted.
 */
export function SearchOverlay() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectIsSearchOpen);
  const term = useAppSelector(selectSearchTerm);
  const inputRef = useRef<HTMLInputElement>(null);
  const close = useCallback(() => dispatch(searchClosed()), [dispatch]);
  const { mounted, hidden, backdrop, panel } = useOverlay<HTMLDivElement>({ open, onClose: close, initialFocus: inputRef });
  const suggestions = useAppSelector(selectSuggestions);
  const highlighted = useAppSelector(selectHighlighted);
  const b2b = useAppSelector(selectIsLoggedIn);
  if (!mounted) return null;

  const showResults = () => dispatch(searchSubmitted());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entry = suggestions && highlighted >= 0 ? suggestionEntries(suggestions, b2b)[highlighted] : undefined;
    if (entry && entry.key !== 'all') dispatch(suggestionChosen(entry.link));
    else showResults();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!suggestions || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    dispatch(highlightMoved(event.key === 'ArrowDown' ? 1 : -1));
  };

  return (
    <>
      <Backdrop {...backdrop} />
      <Panel {...panel} aria-label="Search" aria-hidden={hidden}>
        <Row>
          <WideOnly>
            <Link to="/" className="search-logo" onClick={() => dispatch(logoClicked())}>
              <Logo />
              <VisuallyHidden>{`${SHOP.name} home`}</VisuallyHidden>
            </Link>
          </WideOnly>
          <Field role="search" onSubmit={submit}>
            <input
              ref={inputRef}
              type="search"
              role="combobox"
              aria-label="Search products"
              aria-autocomplete="list"
              aria-expanded={suggestions !== null}
              aria-controls={SUGGESTIONS_ID}
              aria-activedescendant={suggestions && highlighted >= 0 ? optionId(highlighted) : undefined}
              placeholder="Search food, toys, brands or SKU"
              autoComplete="off"
              enterKeyHint="search"
              maxLength={SEARCH_TERM_MAX_LENGTH}
              value={term}
              onChange={(event) => dispatch(searchTermChanged(event.target.value))}
              onKeyDown={onKeyDown}
            />
            <SubmitButton type="submit" aria-label="Go to results">
              <SearchIcon />
            </SubmitButton>
          </Field>
          <WideOnly>
            <ShopLinks />
          </WideOnly>
          <IconButton aria-label="Close search" onClick={close}>
            <CloseIcon />
          </IconButton>
        </Row>
        <SearchSuggestions onAllResults={showResults} />
      </Panel>
    </>
  );
}
