// The daily licence expiry check of this instance, when the configuration turns it on.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type LicenceScheduler, startLicenceScheduler } from '../services/trade-documents/scheduler';

async function licenceCheckPlugin(app: FastifyInstance): Promise<void> {
  if (!app.config.licenceCheck) return;
  let scheduler: LicenceScheduler | undefined;
  // After the migrations ran and the app is ready: the check reads the customers table.
  app.addHook('onReady', async () => {
    scheduler = await startLicenceScheduler({
      db: app.database.db,
      databaseUrl: app.config.databaseUrl,
      publicUrl: app.config.publicUrl,
      log: app.log,
      onQueued: () => app.mailer.kick(),
    });
  });
  app.addHook('preClose', async () => scheduler?.close());
}

export default fp(licenceCheckPlugin, { name: 'licence-check', dependencies: ['database', 'mailer'] });
