// The catalogue as a CSV file: export it whole, import one (checked whole first, then written
// in one transaction in the background while the back office polls the job), or preview one
// (the same checks and the same plan as the import, reported instead of written).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ImportJobKind } from '../../db/schema';
import { staffIdOf } from '../../plugins/auth';
import { sendNotFound } from '../../plugins/errors';
import { catalogueCsvStream } from '../../services/catalogue-csv/export';
import { ImportRunner } from '../../services/catalogue-csv/import-runner';
import { createJob, jobAnswer, loadJob } from '../../services/catalogue-csv/jobs';
import { IdParams, bodyRoute, guardStaff } from './admin-schemas';

export const IMPORT_CSV_MAX = 20 * 1024 * 1024;
/** Quotes and line breaks grow as they are escaped into JSON; the text itself is capped at 20 MB. */
export const IMPORT_BODY_LIMIT = 25 * 1024 * 1024;

/**
 * One file at a time on an instance (each is held whole in memory): a running import refuses
 * any other file; a running preview gives way to the next (import-runner.ts).
 */
export const IMPORT_BUSY = 'Another catalogue import is still running. Please wait until it has finished.';

const ImportBody = Type.Object({ csv: Type.String({ maxLength: IMPORT_CSV_MAX }) }, { additionalProperties: false });

/** Where each kind of job is started (POST) and polled (GET {path}/{id}). */
const JOB_PATHS: Record<ImportJobKind, string> = { import: '/catalogue/import', preview: '/catalogue/import/preview' };

const catalogueCsvRoutes: FastifyPluginAsyncTypebox = async (app) => {
  guardStaff(app);
  const { database } = app;
  const runner = new ImportRunner(database, app.log);
  // While the server starts (right after the migrations), before it answers any request.
  const failed = await runner.sweep();
  if (failed > 0) app.log.warn(`${failed} catalogue import(s) left unfinished by a previous run were marked failed`);
  app.addHook('preClose', async () => {
    await runner.close();
  });

  app.get('/catalogue/export.csv', async (_request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="catalogue-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(catalogueCsvStream(database.db));
  });

  for (const [kind, path] of Object.entries(JOB_PATHS) as Array<[ImportJobKind, string]>) {
    app.post(path, bodyRoute(ImportBody, { bodyLimit: IMPORT_BODY_LIMIT }), async (request) => {
      // Claimed before anything is awaited: two files arriving together cannot both take the instance.
      const claim = runner.claim(kind);
      if (claim === null) return { status: 0, message: IMPORT_BUSY };
      let job;
      try {
        job = await createJob(database.db, staffIdOf(request), kind);
      } catch (error) {
        claim.release();
        throw error;
      }
      claim.start(job.id, staffIdOf(request), request.body.csv);
      return { status: 1, job: jobAnswer(job) };
    });

    app.get(`${path}/:id`, { schema: { params: IdParams } }, async (request, reply) => {
      // Several instances share the jobs table only on PostgreSQL; there a silent job is a dead one.
      return (await loadJob(database.db, request.params.id, kind, database.kind === 'postgres')) ?? sendNotFound(reply);
    });
  }
};

export default catalogueCsvRoutes;
