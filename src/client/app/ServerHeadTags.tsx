import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The tags the server wrote into the shell for the page first loaded (canonical address, link preview, schema.org data). */
export const SERVER_HEAD_SELECTOR = '[data-page-head]';

/**
 * The server's head tags describe the address the shell was loaded from; once the shopper
 * moves to another page they would describe the wrong one, so they go.
 */
export function ServerHeadTags() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    for (const tag of document.head.querySelectorAll(SERVER_HEAD_SELECTOR)) tag.remove();
  }, [pathname]);
  return null;
}
