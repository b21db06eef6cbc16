import { createContext, useContext } from 'react';

/**
 * Whether this tab replays a shopper's log (lib/replay-switch.ts). Screens that would move on
 * their own (a route guard's redirect) stay put: the log holds where the shopper went next.
 */
export const ReplayMode = createContext(false);

export const useReplayMode = () => useContext(ReplayMode);
