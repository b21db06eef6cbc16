// How an instance learns it has heard every change committed before a moment: it notifies a
// probe of its own on the same channel, after them, and notifications arrive in commit order.
// Shared by the listeners that keep database state in memory (sessions, the search index).
import { randomUUID } from 'node:crypto';

/** Payloads that change nothing: an instance's own probe. */
export const PROBE_PREFIX = 'probe:';
/** How long a probe is waited for; then the listener must assume it is not hearing. */
export const PROBE_TIMEOUT_MS = 1_000;

export class Probes {
  private readonly waiting = new Map<string, () => void>();

  static isProbe(payload: string): boolean {
    return payload.startsWith(PROBE_PREFIX);
  }

  /** A probe came back. */
  answer(payload: string): void {
    this.waiting.get(payload)?.();
  }

  /**
   * Sends a probe through `send` and resolves true once it is answered, false when sending
   * failed or no answer came within `ms`: never later than that, whatever the database does.
   */
  wait(send: (probe: string) => Promise<unknown>, ms = PROBE_TIMEOUT_MS): Promise<boolean> {
    const probe = `${PROBE_PREFIX}${randomUUID()}`;
    return new Promise((resolve) => {
      const done = (heard: boolean) => {
        if (!this.waiting.delete(probe)) return;
        clearTimeout(timer);
        resolve(heard);
      };
      const timer = setTimeout(() => done(false), ms);
      this.waiting.set(probe, () => done(true));
      send(probe).catch(() => done(false));
    });
  }
}
