import { useEffect } from 'react';
import styled from 'styled-components';
import { PAGE_SIZE } from '../../../../shared/constants';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ButtonLink } from '../../../components/Button';
import { Container } from '../../../components/Container';
import { PageHeading } from '../../../components/page/PageIntro';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { Paginator } from '../../../components/paginator/Paginator';
import { SkeletonGrid } from '../../../components/skeleton/SkeletonCard';
import { ProductGrid } from '../../catalog/components/ProductGrid';
import { selectWishIds, selectWishPage, selectWishProducts, selectWishStatus } from '../wishlist-selectors';
import { pageChosen, pageOpened } from '../wishlist-slice';

const Section = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /wishlist: the products a visitor saved, 24 a page (the wishlist slice keeps them; cards come from here). */
export function WishlistPage() {
  usePageMeta('Wishlist', 'Products you saved for later at Petora.');
  const dispatch = useAppDispatch();
  const ids = useAppSelector(selectWishIds);
  const products = useAppSelector(selectWishProducts);
  const status = useAppSelector(selectWishStatus);
  const page = useAppSelector(selectWishPage);
  useEffect(() => {
    dispatch(pageOpened());
  }, [dispatch]);

  const size = PAGE_SIZE.wishlist;
  const pageCount = Math.max(1, Math.ceil(products.length / size));
  const current = Math.min(page, pageCount);
  const shown = products.slice((current - 1) * size, current * size);
  const waiting = ids.length > 0 && products.length === 0 && (status === 'loading' || status === 'idle');
  return (
    <Section>
      <PageHeading>Wishlist</PageHeading>
      {ids.length === 0 ? (
        <Empty>
          <p>You have not saved any products yet. Tap the heart on a product to keep it here.</p>
          <ButtonLink to="/shop/4">Browse the shop</ButtonLink>
        </Empty>
      ) : waiting ? (
        <SkeletonGrid count={Math.min(ids.length, size)} />
      ) : (
        <>
          <ProductGrid products={shown} loading={false} empty={status === 'succeeded' && shown.length === 0} />
          <Paginator page={current} pageCount={pageCount} onChange={(next) => dispatch(pageChosen(next))} label="Wishlist pages" />
        </>
      )}
    </Section>
  );
}
