// The imports and previews this instance is running, one file at a time (each holds its whole
// file in memory). A job starts in two steps: the route claims the slot at once, before anything
// is awaited, so two files arriving together cannot both take it; then it creates the job row and
// starts the job, or releases the slot when that failed. An import keeps the slot until it ends:
// a file sent meanwhile is refused. A preview gives way: a file sent meanwhile (an import or
// another preview) tells it to stop between steps (its job ends failed, saying why) and starts
// once it has stopped. At shutdown every job is told to stop (an import's transaction rolls
// back, the job is marked failed) and awaited; at start, jobs an earlier process left unfinished are failed.
import type { Database } from '../../db/client';
import type { ImportJobKind } from '../../db/schema';
import { runImport } from './import-job';
import type { JobContext, StopReason } from './job-run';
import { failInterrupted } from './jobs';
import { runPreview } from './preview-job';

export interface FaultLog { error(details: object, message: string): void }

const RUN: Record<ImportJobKind, (ctx: JobContext, csv: string) => Promise<void>> = { import: runImport, preview: runPreview };

/** The slot, claimed: start the job once its row exists, or release the slot when that row could not be created. */
export interface JobClaim {
  start(jobId: number, staffId: number, csv: string): void;
  release(): void;
}

/** One claim of the slot, and the job it starts. */
class Slot {
  /** Set when the job is told to stop (a preview replaced by a later file). */
  stop: StopReason | null = null;
  /** Settles once this job and every one claimed before it have ended (or were released unstarted). */
  readonly ended: Promise<void>;
  private readonly settle: () => void;

  constructor(readonly kind: ImportJobKind, readonly after: Promise<void>) {
    let settle = (): void => undefined;
    this.ended = new Promise<void>((resolve) => {
      settle = resolve;
    });
    this.settle = settle;
  }

  end(): void {
    void this.after.then(this.settle);
  }
}

export class ImportRunner {
  /** The claim holding the slot: the file sent last, until its job ends. */
  private holder: Slot | null = null;
  /** Settles once every job claimed so far has ended: the next one starts after it. */
  private tail: Promise<void> = Promise.resolve();
  private readonly running = new Set<Promise<void>>();
  private closing = false;

  constructor(private readonly database: Database, private readonly log: FaultLog) {}

  /**
   * Claims the slot for a job of this kind, synchronously; null while an import holds it. A
   * preview holding it is told to stop, and the new job starts once that preview has stopped.
   */
  claim(kind: ImportJobKind): JobClaim | null {
    const held = this.holder;
    if (held?.kind === 'import') return null;
    if (held) held.stop = 'replaced';
    const slot = new Slot(kind, this.tail);
    this.holder = slot;
    this.tail = slot.ended;
    return { start: (jobId, staffId, csv) => this.run(slot, jobId, staffId, csv), release: () => this.free(slot) };
  }

  private run(slot: Slot, jobId: number, staffId: number, csv: string): void {
    const ctx: JobContext = {
      database: this.database, jobId, staffId,
      stopReason: () => (this.closing ? 'shutdown' : slot.stop),
      onFault: (error) => this.log.error({ err: error, jobId }, `catalogue ${slot.kind} failed`),
    };
    const task = slot.after.then(() => RUN[slot.kind](ctx, csv)).catch(ctx.onFault).finally(() => this.free(slot));
    this.running.add(task);
    void task.finally(() => this.running.delete(task));
  }

  private free(slot: Slot): void {
    if (this.holder === slot) this.holder = null;
    slot.end();
  }

  /** Jobs left unfinished by a process that stopped: all of them on the embedded database, the silent ones on PostgreSQL. */
  sweep(): Promise<number> {
    return failInterrupted(this.database.db, this.database.kind === 'postgres');
  }

  /** Resolves once no job runs (tests wait on it). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.idle();
  }
}
