import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SEARCH_CHANNEL, SearchFeed } from '../services/search/search-feed';
import { listenWhileOpen } from './listen-while-open';

/** How long a start waits for the first load of the index. */
export const INITIAL_LOAD_WAIT_MS = 20_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-memory search index and its feed; null when the database answers every search. */
    searchFeed: SearchFeed | null;
    /** Resolves once this instance's search index holds every catalogue write committed before. */
    searchSettled(): Promise<void>;
  }
}

/**
 * With SEARCH_INDEX=memory (the default) the instance loads the search index when it starts
 * (before it answers) and keeps it in step through the database's notifications.
 */
async function searchPlugin(app: FastifyInstance): Promise<void> {
  if (!app.config.searchIndex) {
    app.decorate('searchFeed', null);
    app.decorate('searchSettled', async () => undefined);
    return;
  }
  const feed = new SearchFeed(app.database.db, {
    onError: (error) => app.log.warn({ err: error }, 'search index: reading the catalogue failed, trying again'),
    onLoaded: (products, ms) => app.log.info({ products, ms }, 'search index loaded'),
    maxProducts: app.config.searchIndexMaxProducts,
    onTooLarge: (products) => app.log.warn({ products, limit: app.config.searchIndexMaxProducts }, 'search index: more active products than SEARCH_INDEX_MAX_PRODUCTS, the database answers every search'),
  });
  app.decorate('searchFeed', feed);
  const notify = listenWhileOpen(app, SEARCH_CHANNEL, feed);
  app.decorate('searchSettled', () => feed.settle(notify));
  app.addHook('onReady', async () => {
    // Started with its index when it loads in time; a longer load goes on while the database
    // answers (start-up hooks must end within the plugin timeout).
    const loaded = await Promise.race([feed.loaded().then(() => true), new Promise<false>((resolve) => {
      setTimeout(() => resolve(false), INITIAL_LOAD_WAIT_MS).unref();
    })]);
    if (!loaded) app.log.info('search index still loading; the database answers searches meanwhile');
  });
}

export default fp(searchPlugin, { name: 'search', dependencies: ['database'] });
