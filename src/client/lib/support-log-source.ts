// The page's session recorder lives with the store (app/); the download links are shared
// components that must not import the app, so the store registers its log here.

type LogSource = () => { payload: string; preloadedState: string };

let source: LogSource | null = null;

export function registerSupportLogSource(next: LogSource | null): void {
  source = next;
}

/** The sanitized support log of this page so far, or null before a store exists. */
export function currentSupportLog() {
  return source ? source() : null;
}
