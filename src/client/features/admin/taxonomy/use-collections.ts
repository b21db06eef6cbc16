import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { taxonomyActions, type TaxonomyKind } from './taxonomy-slice';

/** Loads the lists a screen shows each time it opens, so staff see what others changed. */
export function useCollections(...kinds: TaxonomyKind[]) {
  const dispatch = useAppDispatch();
  const key = kinds.join(',');
  useEffect(() => {
    key.split(',').forEach((kind) => dispatch(taxonomyActions.collectionRequested(kind as TaxonomyKind)));
    dispatch(taxonomyActions.changeDismissed());
  }, [dispatch, key]);
}
