import type { FastifyInstance } from 'fastify';

export const SHUTDOWN_TIMEOUT_MS = 10_000;
/**
 * A signal sent to the whole process group reaches this process twice when it runs under a
 * supervisor that relays signals (tsx, some init systems); a repeat this soon is that echo,
 * not an operator insisting.
 */
const ECHO_WINDOW_MS = 1000;

export interface ShutdownOptions {
  timeoutMs?: number;
  exit?: (code: number) => void;
}

/**
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, close the
 * database (an onClose hook), exit 0. A second signal or the timeout forces exit 1.
 */
export function installShutdown(app: FastifyInstance, opts: ShutdownOptions = {}): void {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  const timeoutMs = opts.timeoutMs ?? SHUTDOWN_TIMEOUT_MS;
  let startedAt: number | undefined;

  const onSignal = (signal: NodeJS.Signals): void => {
    if (startedAt !== undefined) {
      if (Date.now() - startedAt < ECHO_WINDOW_MS) return;
      app.log.warn({ signal }, 'second signal during shutdown: exiting now');
      exit(1);
      return;
    }
    startedAt = Date.now();
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error(`shutdown took longer than ${timeoutMs} ms: exiting now`);
      exit(1);
    }, timeoutMs);
    timer.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        app.log.info('shutdown complete');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(timer);
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };

  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
