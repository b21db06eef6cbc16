import { Client } from 'pg';
import type { Listener, Listening } from './database-types';

/** Waits between attempts to listen again after the connection was lost, growing to the last. */
export const RELISTEN_DELAYS_MS = [100, 250, 500, 1_000, 2_000, 5_000] as const;
/**
 * How often the listening connection is asked a question: a connection that died without a
 * word (a host gone, a failover) would otherwise go unnoticed for the kernel's keepalive time,
 * hours, while the listener believed it heard everything.
 */
export const HEARTBEAT_MS = 5_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When it is
 * lost, the listener hears `live(false)` at once and the connection is opened again, after a
 * growing pause, until `stop`.
 */
export async function listenOnPostgres(connectionString: string, channel: string, listener: Listener): Promise<Listening> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let current: Client | null = null;
  let stopped = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  /** Once per connection, whether it failed to open or failed later. */
  const lost = (client: Client) => {
    if (current !== client) return;
    current = null;
    clearInterval(heartbeat);
    listener.live(false);
    client.end().catch(() => undefined);
    schedule();
  };

  const schedule = () => {
    if (stopped) return;
    // Some spread, so that instances do not all come back in the same instant after a restart.
    const delay = RELISTEN_DELAYS_MS[Math.min(attempt, RELISTEN_DELAYS_MS.length - 1)] * (0.75 + Math.random() / 2);
    attempt += 1;
    retry = setTimeout(() => void open(), delay);
    retry.unref();
  };

  const open = async () => {
    const client = new Client({ connectionString, application_name: 'petora-listen', keepAlive: true, keepAliveInitialDelayMillis: 10_000, connectionTimeoutMillis: 2_000, query_timeout: 4_000 });
    client.on('notification', (message) => {
      if (current === client && message.channel === channel) listener.notified(message.payload ?? '');
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    current = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch {
      lost(client);
      return;
    }
    // Stopped or lost while opening: that path has already ended it.
    if (current !== client) return;
    attempt = 0;
    listener.live(true);
    heartbeat = setInterval(() => {
      client.query('SELECT 1').catch(() => lost(client));
    }, HEARTBEAT_MS);
    heartbeat.unref();
  };

  await open();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const client = current;
      current = null;
      if (client) {
        listener.live(false);
        await client.end().catch(() => undefined);
      }
    },
  };
}
