import { isRouteErrorResponse } from 'react-router';

export interface ErrorDescription {
  /** '404 Not Found', or the kind of failure when there is no HTTP status. */
  headline: string;
  detail: string;
  /** A script chunk failed to load (spec section 7): reloading fetches the new build. */
  reloadable: boolean;
}

/** What the error screen says about whatever a route threw. */
export function describeError(error: unknown): ErrorDescription {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' && error.data !== error.statusText ? error.data : '';
    return { headline: `${error.status} ${error.statusText}`.trim(), detail, reloadable: false };
  }
  if (error instanceof Error) {
    const reloadable = error.name === 'ChunkLoadError' || /loading (css )?chunk/i.test(error.message);
    return {
      headline: reloadable ? 'The page could not be loaded' : 'Something went wrong',
      detail: reloadable ? 'A newer version of the shop may be available. Reload the page to continue.' : error.message,
      reloadable,
    };
  }
  return { headline: 'Something went wrong', detail: '', reloadable: false };
}
