import type { FastifyInstance } from 'fastify';
import type { Listener, Listening } from '../db/database-types';

/**
 * Listens on `channel` for `listener` from the moment the instance is ready until it closes.
 * The function returned notifies a payload on the channel (an instance's probe,
 * notify-probes.ts) through `Database.notify`, which waits for no pooled connection; it rejects
 * before the instance is ready and once it has closed.
 */
export function listenWhileOpen(app: FastifyInstance, channel: string, listener: Listener): (payload: string) => Promise<void> {
  let listening: Listening | null = null;
  app.addHook('onReady', async () => {
    listening = await app.database.listen(channel, listener);
  });
  app.addHook('onClose', async () => {
    const current = listening;
    listening = null;
    await current?.stop().catch(() => undefined);
  });
  return async (payload) => {
    if (!listening) throw new Error(`not listening on ${channel}`);
    await app.database.notify(channel, payload);
  };
}
