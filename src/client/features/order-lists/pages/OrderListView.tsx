import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatAed } from '../../../../shared/money';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { ListLine } from '../components/ListLine';
import { LineList, Muted, Row, Stack } from '../components/list-styles';
import { selectChosenAids, selectListDetail } from '../order-lists-selectors';
import { addToCartClicked, allLinesChoiceToggled, listPageOpened } from '../order-lists-slice';

/** /dashboard/lists/:id: one list's lines, counts to edit, and chosen or all lines into the cart. */
export function OrderListView({ id }: { id: number }) {
  const dispatch = useAppDispatch();
  const detail = useAppSelector(selectListDetail);
  const chosen = useAppSelector(selectChosenAids);
  useEffect(() => {
    dispatch(listPageOpened({ id }));
  }, [dispatch, id]);
  const back = <Link to="/dashboard/lists">All lists</Link>;
  if (detail.status === 'notFound') return <Stack>{back}<p role="alert">This list was not found.</p></Stack>;
  if (detail.status === 'failed') {
    return (
      <Stack>
        {back}
        <Row role="alert">
          <span>The list could not be loaded.</span>
          <Button $variant="secondary" onClick={() => dispatch(listPageOpened({ id }))}>Try again</Button>
        </Row>
      </Stack>
    );
  }
  const list = detail.list?.id === id ? detail.list : null;
  if (!list) return <Stack>{back}<Muted role="status">Loading the list…</Muted></Stack>;
  const lines = list.lines;
  return (
    <Stack aria-busy={detail.adding || undefined}>
      {back}
      <h2>{list.name}</h2>
      {lines.length === 0 ? (
        <Muted>This list is empty. Use “Add to list” on a product page, the cart or an order.</Muted>
      ) : (
        <>
          <Row>
            <label>
              <input type="checkbox" checked={chosen.length === lines.length} onChange={() => dispatch(allLinesChoiceToggled())} /> Choose all
            </label>
            <span>Total {formatAed(list.total)}</span>
          </Row>
          <LineList aria-label="Lines of the list">
            {lines.map((line) => <ListLine key={line.aid} listId={list.id} line={line} />)}
          </LineList>
          <Row>
            <Button disabled={detail.adding} onClick={() => dispatch(addToCartClicked({ listId: list.id }))}>Add all to cart</Button>
            <Button $variant="secondary" disabled={detail.adding || chosen.length === 0} onClick={() => dispatch(addToCartClicked({ listId: list.id, aids: chosen }))}>
              Add chosen to cart ({chosen.length})
            </Button>
          </Row>
        </>
      )}
      {detail.results.length > 0 && (
        <ul aria-label="Put into your cart">
          {detail.results.map((result, index) => <li key={`${result.sku}-${index}`}>{result.sku}: {result.message}</li>)}
        </ul>
      )}
    </Stack>
  );
}
