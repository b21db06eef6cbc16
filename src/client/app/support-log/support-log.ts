import { hideSecrets } from '../devtools-sanitizers';
import type { RecordedSession } from './recorder';

/**
 * The file a shopper sends to support, in the shape Redux DevTools imports: both fields are
 * JSON texts, `payload` the array of the recorded actions and `preloadedState` the state
 * before the first of them. Everything in it went through the one sanitizer.
 */
export interface SupportLog {
  payload: string;
  preloadedState: string;
}

export function buildSupportLog(session: RecordedSession): SupportLog {
  return {
    payload: JSON.stringify(session.actions.map((action) => hideSecrets(action))),
    preloadedState: JSON.stringify(hideSecrets(session.preloadedState)),
  };
}
