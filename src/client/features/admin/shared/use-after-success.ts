import { useEffect, useRef } from 'react';
import type { ActionState } from './paged-list';

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
