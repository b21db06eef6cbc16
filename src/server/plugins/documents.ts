// The tax document worker of this instance, when the configuration turns it on.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DocumentWorker } from '../services/invoicing/worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders and hands off newly committed documents soon; never throws, never waits. */
    documents: { kick(): void };
  }
}

async function documentsPlugin(app: FastifyInstance): Promise<void> {
  const settings = app.config.documents;
  if (!settings) {
    app.decorate('documents', { kick: () => undefined });
    return;
  }
  const worker = new DocumentWorker(app.database.db, app.files, {
    dropDir: settings.einvoiceDropDir, pollMs: settings.pollMs, log: app.log, onStored: () => app.mailer.kick(),
  });
  app.decorate('documents', { kick: () => worker.kick() });
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.close());
}

export default fp(documentsPlugin, { name: 'documents', dependencies: ['database', 'mailer', 'files'] });
