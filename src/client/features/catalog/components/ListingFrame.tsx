import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../../../components/Container';
import { PageHeading } from '../../../components/page/PageIntro';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { Paginator } from '../../../components/paginator/Paginator';
import { useAppSelector } from '../../../app/hooks';
import {
  selectListingIsEmpty, selectListingIsLoading, selectListingKey, selectListingPage, selectListingProducts, selectListingRange,
  selectListingStatus, selectPageCount,
} from '../catalog-selectors';
import { BackLink } from './BackLink';
import { ProductGrid } from './ProductGrid';

const Section = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
`;

const HeadRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Spec section 2: the range text shows on narrow screens. */
const Range = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;

  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

interface ListingFrameProps {
  /**
   * The key of the listing this page shows (useListing's answer), null while it cannot be
   * asked yet. Until the store holds that listing, the grid shows placeholders, never the
   * products of the page before (they stay in the store until the new request clears them).
   */
  listing: string | null;
  /** Nothing will come (what the listing needed failed to load): no placeholders either. */
  unavailable?: boolean;
  title: string;
  description: string;
  /** Where page n of this listing lives (/shop/4/2); pages are addresses of their own. */
  hrefFor: (page: number) => string;
  /** Controls between the heading and the grid (category tabs, search notice). */
  controls?: ReactNode;
  aside?: ReactNode;
  heading?: ReactNode;
}

/** The frame every listing shares: back link, heading, grid, range text and paginator. */
export function ListingFrame({ listing, unavailable = false, title, description, hrefFor, controls, aside, heading }: ListingFrameProps) {
  usePageMeta(title, description);
  const current = useAppSelector(selectListingKey) === listing && listing !== null;
  const shown = useAppSelector(selectListingProducts);
  const storeLoading = useAppSelector(selectListingIsLoading);
  const storeEmpty = useAppSelector(selectListingIsEmpty);
  const storeFailed = useAppSelector(selectListingStatus) === 'failed';
  const products = current ? shown : [];
  const loading = current ? storeLoading : !unavailable;
  const empty = current && storeEmpty;
  const failed = current ? storeFailed : unavailable;
  const range = useAppSelector(selectListingRange);
  const page = useAppSelector(selectListingPage);
  const pages = useAppSelector(selectPageCount);
  return (
    <Section>
      <BackLink />
      <HeadRow>
        {heading ?? <PageHeading>{title}</PageHeading>}
        {!loading && !empty && !failed && <Range aria-live="polite">{range}</Range>}
      </HeadRow>
      {controls}
      <Layout $aside={Boolean(aside)}>
        {aside}
        <div>
          <ProductGrid products={products} loading={loading} empty={empty} />
          {current && !loading && <Paginator page={page} pageCount={pages} hrefFor={hrefFor} label={`${title} pages`} />}
        </div>
      </Layout>
    </Section>
  );
}

const Layout = styled.div<{ $aside: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: ${({ $aside }) => ($aside ? '220px minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  }
`;
