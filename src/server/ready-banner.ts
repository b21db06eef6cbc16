// The one plain line an operator reads when the shop is up (the log itself is JSON for machines).
export function readyBanner(listening: string, publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `Petora is ready at ${base} (listening on ${listening}); back office at ${base}/admin\n`;
}
