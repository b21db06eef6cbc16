// The imports this instance is running. They run in the background of the request that
// started them; at shutdown they are told to stop (their transaction rolls back, the job is
// marked failed) and awaited, and at start jobs an earlier process left unfinished are failed.
import type { Database } from '../../db/client';
import { type ImportContext, runImport } from './import-job';
import { failInterrupted } from './jobs';

export interface FaultLog { error(details: object, message: string): void }

export class ImportRunner {
  private readonly running = new Set<Promise<void>>();
  private closing = false;

  constructor(private readonly database: Database, private readonly log: FaultLog) {}

  /** Whether this instance is running an import (each holds its whole file in memory). */
  get busy(): boolean {
    return this.running.size > 0;
  }

  start(jobId: number, staffId: number, csv: string): void {
    const ctx: ImportContext = {
      database: this.database, jobId, staffId,
      isClosing: () => this.closing,
      onFault: (error) => this.log.error({ err: error, jobId }, 'catalogue import failed'),
    };
    const task = runImport(ctx, csv).catch(ctx.onFault);
    this.running.add(task);
    void task.finally(() => this.running.delete(task));
  }

  /** Jobs left unfinished by a process that stopped: all of them on the embedded database, the silent ones on PostgreSQL. */
  sweep(): Promise<number> {
    return failInterrupted(this.database.db, this.database.kind === 'postgres');
  }

  /** Resolves once no import runs (tests wait on it). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.idle();
  }
}
