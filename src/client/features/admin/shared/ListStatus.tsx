import type { ReactNode } from 'react';
import { Paginator } from '../../../components/paginator/Paginator';
import { ErrorText, Muted, SmallButton, Actions } from './admin-styles';
import { pageCount, type LoadStatus } from './paged-list';

interface ListStatusProps {
  status: LoadStatus;
  error: string | null;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * The list, or what stands in for it: a loading note while the first page comes, the failure
 * with a retry, or the empty text. While a later page loads the old rows stay, marked busy.
 */
export function ListStatus({ status, error, empty, emptyText, onRetry, children }: ListStatusProps) {
  if (status === 'failed') {
    return (
      <Actions role="alert">
        <ErrorText>{error ?? 'Error'}</ErrorText>
        <SmallButton $variant="secondary" onClick={onRetry}>Try again</SmallButton>
      </Actions>
    );
  }
  if (empty && status !== 'succeeded') return <Muted role="status">Loading…</Muted>;
  if (empty) return <Muted>{emptyText}</Muted>;
  return <div aria-busy={status === 'loading'}>{children}</div>;
}

interface PagerProps {
  page: number;
  count: number;
  onChange: (page: number) => void;
  label: string;
}

/** Page numbers for a back-office list (20 a page). */
export function Pager({ page, count, onChange, label }: PagerProps) {
  return <Paginator page={page} pageCount={pageCount(count)} onChange={onChange} label={label} />;
}
