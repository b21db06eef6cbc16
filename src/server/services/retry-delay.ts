// How long background work waits after its `attempts`-th failure before trying again: the
// delays in order, the last one repeating (mail, PDF renders, e-invoice hand-offs).

/** The pause after the `attempts`-th failed try; 0 when there are no delays. */
export function retryDelay(delays: readonly number[], attempts: number): number {
  return delays[Math.min(attempts, delays.length) - 1] ?? 0;
}
