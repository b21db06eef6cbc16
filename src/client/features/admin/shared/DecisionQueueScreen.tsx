import type { ReactNode } from 'react';
import { ListStatus, Pager } from './ListStatus';
import { SearchBox } from './SearchBox';
import { StatusTabs } from './StatusTabs';
import { Screen, ScreenHead, SplitView, Table, Toolbar } from './admin-styles';
import type { PagedList } from './paged-list';

/** The query of a decision queue: a state tab, the search text and the page. */
export interface QueueQuery<S extends string | number> {
  state: S;
  q: string;
  p: number;
}

interface DecisionQueueScreenProps<S extends string | number, Q extends QueueQuery<S>> {
  /** Names the heading's id: `${name}-title`. */
  name: string;
  title: string;
  tabs: { value: S; label: string }[];
  tabsLabel: string;
  searchLabel: string;
  searchPlaceholder: string;
  emptyText: string;
  pagerLabel: string;
  list: PagedList<unknown, Q>;
  onRequest: (query: Q) => void;
  /** The table's header row and body rows, drawn by the screen that knows its items. */
  head: ReactNode;
  rows: ReactNode;
  /** The open item's details and decision, beside the list. */
  details: ReactNode;
  /** The details panel needs more room (order lines). */
  wide?: boolean;
}

/** The frame both back-office queues share: state tabs, search, the list with its pages, details beside it. */
export function DecisionQueueScreen<S extends string | number, Q extends QueueQuery<S>>(props: DecisionQueueScreenProps<S, Q>) {
  const { name, title, list, onRequest: request, details } = props;
  const query = list.query;
  return (
    <Screen aria-labelledby={`${name}-title`}>
      <ScreenHead><h1 id={`${name}-title`}>{title}</h1></ScreenHead>
      <Toolbar>
        <StatusTabs label={props.tabsLabel} tabs={props.tabs} value={query.state}
          onChange={(state) => request({ ...query, state, p: 1 })} />
        <SearchBox key={query.state} label={props.searchLabel} placeholder={props.searchPlaceholder} initial={query.q}
          onSearch={(q) => request({ ...query, q, p: 1 })} />
      </Toolbar>
      <SplitView $open={details !== null} $wide={props.wide}>
        <div>
          <ListStatus status={list.status} error={list.error} empty={list.items.length === 0} emptyText={props.emptyText}
            onRetry={() => request(query)}>
            <Table>
              <thead>{props.head}</thead>
              <tbody>{props.rows}</tbody>
            </Table>
          </ListStatus>
          <Pager label={props.pagerLabel} page={query.p} count={list.count} onChange={(p) => request({ ...query, p })} />
        </div>
        {details}
      </SplitView>
    </Screen>
  );
}
