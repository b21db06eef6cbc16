import { useCallback, useRef, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTheme } from 'styled-components';
import { SHOP } from '../../../../shared/shop';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectSearchTerm } from '../../catalog/catalog-selectors';
import { searchTermChanged } from '../../catalog/catalog-slice';
import { useDialogFocus } from '../../../components/dialog/use-dialog-focus';
import { usePresence } from '../../../components/dialog/use-presence';
import { logoClicked, searchClosed, searchSubmitted } from '../layout-slice';
import { selectIsSearchOpen } from '../layout-selectors';
import { Backdrop, IconButton } from '../../../components/dialog/dialog-styles';
import { VisuallyHidden } from '../../../components/Container';
import { CloseIcon, SearchIcon } from '../../../components/icons';
import { Logo } from './Logo';
import { ShopLinks } from './ShopLinks';
import { Field, Panel, Row, SubmitButton, WideOnly } from './search-overlay-styles';

/**
 * Search overlay: the input edits the shared search term that the listings filter by; the
 * magnifier (or Enter) shows the results on /shop, closing abandons the search and clears it.
 */
export function SearchOverlay() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectIsSearchOpen);
  const term = useAppSelector(selectSearchTerm);
  const inputRef = useRef<HTMLInputElement>(null);
  const close = useCallback(() => dispatch(searchClosed()), [dispatch]);
  const mounted = usePresence(open, useTheme().motion.toastExitMs);
  const panelRef = useDialogFocus<HTMLDivElement>({ open, onClose: close, initialFocus: inputRef });
  if (!mounted) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(searchSubmitted());
  };
  const state = open ? 'open' : 'closed';

  return (
    <>
      <Backdrop data-state={state} aria-hidden="true" onClick={close} />
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label="Search"
        aria-hidden={open ? undefined : true}
        data-state={state}
      >
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
              aria-label="Search products"
              placeholder="Search food, toys, brands or SKU"
              autoComplete="off"
              enterKeyHint="search"
              value={term}
              onChange={(event) => dispatch(searchTermChanged(event.target.value))}
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
      </Panel>
    </>
  );
}
