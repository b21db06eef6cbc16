import type { MouseEvent } from 'react';
import { currentSupportLog } from '../lib/support-log-source';

/** support-log-2026-11-26.json: the shopper's own date, which is what they will tell support. */
export function supportLogFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `support-log-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

// Long enough for the browser to start saving the file; the text is dropped after that.
const KEEP_URL_MS = 60_000;

/**
 * "Download support log": the sanitized record of this visit as a file the shopper can send to
 * support, who replay it in Redux DevTools. The file is written when the link is used, so it
 * holds everything up to that moment.
 */
export function SupportLogLink({ className }: { className?: string }) {
  const prepare = (event: MouseEvent<HTMLAnchorElement>) => {
    const log = currentSupportLog();
    if (!log) {
      event.preventDefault();
      return;
    }
    const link = event.currentTarget;
    const url = URL.createObjectURL(new Blob([JSON.stringify(log)], { type: 'application/json' }));
    // The browser follows the link after this handler, so it saves the file just made.
    link.href = url;
    link.download = supportLogFileName(new Date());
    window.setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
  };
  return (
    <a className={className} href="#support-log" download="support-log.json" onClick={prepare}>
      Download support log
    </a>
  );
}
