// Replay mode, for support staff stepping through a shopper's log in Redux DevTools: the tab
// makes no requests and dispatches nothing of its own, so only DevTools moves the store.
// `?replay=on` in any address turns it on for the tab, `?replay=off` turns it off.

const KEY = 'petora:replay';

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Reads (and remembers for the tab) whether this page replays a log. */
export function readReplaySwitch(search: string, session: SessionStore | null): boolean {
  const asked = new URLSearchParams(search).get('replay');
  try {
    if (asked === 'on') session?.setItem(KEY, 'on');
    if (asked === 'off') session?.removeItem(KEY);
    return session?.getItem(KEY) === 'on' || asked === 'on';
  } catch {
    // Storage blocked: the address alone decides.
    return asked === 'on';
  }
}
