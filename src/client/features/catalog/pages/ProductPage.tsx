import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { ErrorScreen } from '../../../components/error/ErrorScreen';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { SkeletonGrid } from '../../../components/skeleton/SkeletonCard';
import { useIsMobile } from '../../../lib/use-media-query';
import { selectDetailProduct, selectDetailStatus } from '../catalog-selectors';
import { productRequested } from '../catalog-slice';
import { BackLink } from '../components/BackLink';
import { FaqList } from '../components/FaqList';
import { HtmlContent } from '../components/HtmlContent';
import { ProductDetails } from '../components/ProductDetails';
import { LoadingPage, Page, Reviews, SectionTitle } from '../components/product-page-styles';
import { ProductTabAccordions, ProductTabs } from '../components/ProductTabs';

/** /product/:slug: one product with its gallery, variants, prices, tabs and questions. */
export function ProductPage() {
  const { slug = '' } = useParams();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectDetailStatus);
  const product = useAppSelector(selectDetailProduct);
  const mobile = useIsMobile();
  useEffect(() => {
    dispatch(productRequested(slug));
  }, [dispatch, slug]);
  usePageMeta(product?.name ?? 'Product', product?.meta_description.trim() || undefined);

  if (status === 'notFound') return <ErrorScreen status={404} statusText="Not Found" />;
  if (status === 'failed') {
    return (
      <Page>
        <BackLink />
        <p role="alert">The product could not be loaded.</p>
        <Button onClick={() => dispatch(productRequested(slug))}>Try again</Button>
      </Page>
    );
  }
  if (!product || product.slug !== slug) {
    return (
      <LoadingPage>
        <SkeletonGrid count={2} label="Loading product" />
      </LoadingPage>
    );
  }
  return (
    <Page>
      <BackLink />
      {/* Keyed: another product starts with its own default variant and first image. */}
      <ProductDetails key={product.id} product={product} />
      {product.introduction && (
        <section aria-label="Introduction">
          <HtmlContent html={product.introduction} />
        </section>
      )}
      {mobile ? <ProductTabAccordions tabs={product.product_tabs} /> : <ProductTabs tabs={product.product_tabs} />}
      <FaqList faqs={product.faqs} />
      {product.reviews.length > 0 && (
        <section aria-label="Reviews">
          <SectionTitle>Customer reviews</SectionTitle>
          <Reviews>
            {product.reviews.map((review) => (
              <li key={`${review.customer_name}-${review.date}`}>
                <strong>{review.customer_name}</strong> · {'★'.repeat(Math.round(review.rate))}
                <p>{review.comment}</p>
              </li>
            ))}
          </Reviews>
        </section>
      )}
    </Page>
  );
}
