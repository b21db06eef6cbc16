// The imports and previews this instance is running. They run in the background of the request
// that started them; at shutdown they are told to stop (an import's transaction rolls back, the
// job is marked failed) and awaited, and at start jobs an earlier process left unfinished are failed.
import type { Database } from '../../db/client';
import type { ImportJobKind } from '../../db/schema';
import { runImport } from './import-job';
import type { JobContext } from './job-run';
import { failInterrupted } from './jobs';
import { runPreview } from './preview-job';

export interface FaultLog { error(details: object, message: string): void }

const RUN: Record<ImportJobKind, (ctx: JobContext, csv: string) => Promise<void>> = { import: runImport, preview: runPreview };

export class ImportRunner {
  private readonly running = new Map<Promise<void>, ImportJobKind>();
  private closing = false;

  constructor(private readonly database: Database, private readonly log: FaultLog) {}

  /** What this instance is running, or null: one job at a time, as each holds its whole file in memory. */
  get busyWith(): ImportJobKind | null {
    return this.running.values().next().value ?? null;
  }

  start(kind: ImportJobKind, jobId: number, staffId: number, csv: string): void {
    const ctx: JobContext = {
      database: this.database, jobId, staffId,
      isClosing: () => this.closing,
      onFault: (error) => this.log.error({ err: error, jobId }, `catalogue ${kind} failed`),
    };
    const task = RUN[kind](ctx, csv).catch(ctx.onFault);
    this.running.set(task, kind);
    void task.finally(() => this.running.delete(task));
  }

  /** Jobs left unfinished by a process that stopped: all of them on the embedded database, the silent ones on PostgreSQL. */
  sweep(): Promise<number> {
    return failInterrupted(this.database.db, this.database.kind === 'postgres');
  }

  /** Resolves once no job runs (tests wait on it). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.keys()]);
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.idle();
  }
}
