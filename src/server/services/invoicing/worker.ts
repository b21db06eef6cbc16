// Runs the document queues in the background of an app instance: renders queued PDFs, then
// hands pending e-invoices to the provider. Kicked after an approval commits and also polled,
// so work left by another (or a stopped) instance is picked up. Several instances may run it:
// the queues' claims keep them from doing the same work twice.
import type { Db } from '../../db/client';
import type { FileStore } from '../files/file-store';
import { SUBMISSION_PROVIDER } from './issue';
import { type PdfRenderer, chromiumRenderer } from './pdf/chromium';
import { runPdfJobs } from './pdf-jobs';
import { fileDropProvider } from './providers/file-drop';
import { submitPending } from './submissions';

interface WorkerLog { error(obj: object, msg: string): void }

export class DocumentWorker {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private renderer: PdfRenderer | null = null;
  private closed = false;

  /**
   * `onStored`: PDFs were stored, so mails now carry them (the mailer is told to look).
   * `launch` starts the browser (Chromium; another in tests).
   */
  constructor(
    private readonly db: Db,
    private readonly store: FileStore,
    private readonly opts: { dropDir: string | null; pollMs: number; log: WorkerLog; onStored?: () => void; launch?: () => Promise<PdfRenderer> },
  ) {}

  start(): void {
    this.timer = setInterval(() => this.kick(), this.opts.pollMs);
    this.timer.unref();
    this.kick();
  }

  kick(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.round().finally(() => {
      this.running = null;
      if (this.again && !this.closed) {
        this.again = false;
        this.kick();
      }
    });
  }

  private async round(): Promise<void> {
    try {
      if (this.renderer && !this.renderer.connected()) {
        // The browser went away (crashed, killed): a new one is started for this round.
        const gone = this.renderer;
        this.renderer = null;
        await gone.close().catch(() => undefined);
      }
      this.renderer ??= await (this.opts.launch ?? chromiumRenderer)();
      if ((await runPdfJobs(this.db, this.store, this.renderer)) > 0) this.opts.onStored?.();
    } catch (error) {
      this.opts.log.error({ err: error }, 'tax document PDF rendering failed');
    }
    if (!this.opts.dropDir) return;
    try {
      await submitPending(this.db, fileDropProvider(this.opts.dropDir), { queueName: SUBMISSION_PROVIDER });
    } catch (error) {
      this.opts.log.error({ err: error }, 'e-invoice hand-off failed');
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    while (this.running) await this.running;
    await this.renderer?.close();
  }
}
