import { useParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { selectBrands, selectBrandsStatus } from '../../layout/layout-selectors';
import { BrandBadge, BrandList } from '../components/BrandAside';
import { ListingFrame } from '../components/ListingFrame';
import { useListing } from '../hooks/use-listing';
import { brandDescription, brandTitle, idFromParam, pageFromParam } from '../../../../shared/listing-meta';

/** /brand, /brand/:id and /brand/:id/:p: the products of one brand; the first brand by default. */
export function BrandPage() {
  const params = useParams();
  const brands = useAppSelector(selectBrands);
  const brandsFailed = useAppSelector(selectBrandsStatus) === 'failed';
  const brandId = idFromParam(params.id) ?? brands[0]?.id ?? null;
  const page = pageFromParam(params.p);
  const brand = brands.find((entry) => entry.id === brandId) ?? null;
  const listing = useListing({ p: page, brid: brandId ?? undefined }, brandId !== null);
  const title = brandTitle(brand);
  return (
    <ListingFrame
      listing={listing}
      unavailable={listing === null && brandsFailed}
      title={title}
      description={brandDescription(title)}
      hrefFor={(target) => `/brand/${brandId ?? ''}/${target}`}
      controls={<BrandBadge brand={brand} />}
      aside={<BrandList brands={brands} current={brandId} />}
    />
  );
}
