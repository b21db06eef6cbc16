import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { taxonomyActions, type TaxonomyKind } from '../taxonomy/taxonomy-slice';
import type { ActionState } from './paged-list';

// Effects the back-office screens share.

/**
 * Runs `done` when an action the screen started comes back successful (submitting -> idle),
 * e.g. to close its dialog; a failure keeps the dialog open with the message.
 */
export function useAfterSuccess(action: ActionState, done: () => void): void {
  const previous = useRef(action.status);
  const doneRef = useRef(done);
  doneRef.current = done;
  useEffect(() => {
    if (previous.current === 'submitting' && action.status === 'idle') doneRef.current();
    previous.current = action.status;
  }, [action.status]);
}

/** Loads the lists a screen shows each time it opens, so staff see what others changed. */
export function useCollections(...kinds: TaxonomyKind[]) {
  const dispatch = useAppDispatch();
  const key = kinds.join(',');
  useEffect(() => {
    key.split(',').forEach((kind) => dispatch(taxonomyActions.collectionRequested(kind as TaxonomyKind)));
    dispatch(taxonomyActions.changeDismissed());
  }, [dispatch, key]);
}
