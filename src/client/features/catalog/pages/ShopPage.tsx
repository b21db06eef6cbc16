import { useParams } from 'react-router';
import styled from 'styled-components';
import { CATEGORY } from '../../../../shared/constants';
import { useAppSelector } from '../../../app/hooks';
import { PageHeading } from '../../../components/page/PageIntro';
import { selectCategoryMenu } from '../../layout/layout-selectors';
import { selectAppliedTerm } from '../catalog-selectors';
import { ListingFrame } from '../components/ListingFrame';
import { SearchNotice } from '../components/SearchNotice';
import { ShopControls } from '../components/ShopControls';
import { useListing } from '../hooks/use-listing';
import { animalOf } from '../shop-categories';
import {
  SEARCH_RESULTS_TITLE, STORE_DESCRIPTION, categoryTitle, categoryTrail, idFromParam, pageFromParam,
} from '../../../../shared/listing-meta';

// Spec section 2: the mobile headings, verbatim.
const MOBILE_HEADINGS: Record<number, string> = {
  [CATEGORY.dog]: 'Dog Shop: Dog supplies & dog accessories',
  [CATEGORY.cat]: 'cat Shop: cat supplies & cat accessories',
};

const Wide = styled.span`
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;
const Narrow = styled.span`
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

/**
 * /shop, /shop/:id and /shop/:id/:p: one category with its sub-categories. A header search
 * made from /shop looks through every category (id 0 keeps that on later pages); on a category
 * page it narrows that category.
 */
export function ShopPage() {
  const params = useParams();
  const term = useAppSelector(selectAppliedTerm);
  const menu = useAppSelector(selectCategoryMenu);
  const routeId = idFromParam(params.id);
  const searchAll = term !== '' && routeId === null;
  const categoryId = routeId ?? CATEGORY.default;
  const page = pageFromParam(params.p);
  const listing = useListing({ p: page, cid: searchAll ? undefined : categoryId, term });

  const trail = categoryTrail(menu, categoryId);
  const animal = searchAll ? null : animalOf(menu, categoryId);
  const fullTitle = searchAll ? SEARCH_RESULTS_TITLE : categoryTitle(trail, categoryId);
  const mobile = searchAll ? fullTitle : MOBILE_HEADINGS[categoryId] ?? fullTitle;
  return (
    <ListingFrame
      listing={listing}
      title={fullTitle}
      description={STORE_DESCRIPTION}
      hrefFor={(target) => `/shop/${searchAll ? 0 : categoryId}/${target}`}
      heading={(
        <PageHeading>
          <Wide>{fullTitle}</Wide>
          <Narrow>{mobile}</Narrow>
        </PageHeading>
      )}
      controls={(
        <>
          <ShopControls categoryId={searchAll ? null : categoryId} animal={animal} />
          <SearchNotice term={term} />
        </>
      )}
    />
  );
}
