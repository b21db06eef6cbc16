import { useParams } from 'react-router';
import { ErrorScreen } from '../../../components/error/ErrorScreen';
import { ListingFrame } from '../components/ListingFrame';
import { useListing } from '../hooks/use-listing';
import { STORE_DESCRIPTION, idFromParam, pageFromParam } from '../../../../shared/listing-meta';

/** /meta/:id and /meta/:id/:p: the products that carry one feature or badge. */
export function MetaPage() {
  const params = useParams();
  const metaId = idFromParam(params.id);
  const page = pageFromParam(params.p);
  const listing = useListing({ p: page, mid: metaId ?? undefined }, metaId !== null);
  if (metaId === null) return <ErrorScreen status={404} statusText="Not Found" />;
  return (
    <ListingFrame listing={listing} title="Selected products" description={STORE_DESCRIPTION} hrefFor={(target) => `/meta/${metaId}/${target}`} />
  );
}
