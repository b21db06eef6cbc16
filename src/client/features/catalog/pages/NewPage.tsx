import { useParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { selectAppliedTerm } from '../catalog-selectors';
import { ListingFrame } from '../components/ListingFrame';
import { SearchNotice } from '../components/SearchNotice';
import { useListing } from '../hooks/use-listing';
import { STORE_DESCRIPTION, pageFromParam } from '../../../../shared/listing-meta';
import { NEW_TITLE } from '../../../../shared/page-meta';

/** /new and /new/:p: every product, newest first, 24 a page (spec section 2). */
export function NewPage() {
  const params = useParams();
  const term = useAppSelector(selectAppliedTerm);
  const page = pageFromParam(params.p);
  const listing = useListing({ p: page, term });
  return (
    <ListingFrame
      listing={listing}
      title={NEW_TITLE}
      description={STORE_DESCRIPTION}
      hrefFor={(target) => `/new/${target}`}
      controls={<SearchNotice term={term} />}
    />
  );
}
