import sharp from 'sharp';
import { hashString } from '../random';
import { packshotSvg, PACKSHOT_SIZE } from './packshot';
import type { PackshotSpec } from './types';

// SVG -> WebP with a small worker pool. sharp runs each encode on the libuv pool; two at a
// time keeps both cores busy without starving the server that may be starting alongside.

export interface RenderJob {
  name: string;
  width: number;
  height: number;
  svg: () => string;
}

export interface RenderedImage {
  name: string;
  width: number;
  height: number;
  mime: 'image/webp';
  data: Buffer;
}

export const WEBP_OPTIONS = { quality: 78, effort: 2 } as const;

export async function renderImage(job: RenderJob): Promise<RenderedImage> {
  const data = await sharp(Buffer.from(job.svg()))
    .resize(job.width, job.height, { fit: 'fill' })
    .webp(WEBP_OPTIONS)
    .toBuffer();
  return { name: job.name, width: job.width, height: job.height, mime: 'image/webp', data };
}

export async function renderAll(
  jobs: readonly RenderJob[],
  opts: { concurrency?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<RenderedImage[]> {
  const results: RenderedImage[] = new Array(jobs.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next;
      next += 1;
      results[index] = await renderImage(jobs[index]);
      done += 1;
      opts.onProgress?.(done, jobs.length);
    }
  };
  const lanes = Math.max(1, Math.min(opts.concurrency ?? 2, jobs.length));
  await Promise.all(Array.from({ length: lanes }, worker));
  return results;
}

/** Stable media name of a packshot: the same spec always gives the same file. */
export function packshotName(spec: PackshotSpec): string {
  const key = JSON.stringify([spec.kind, spec.view, spec.colour, spec.accent, spec.brand, spec.label, spec.caption, spec.badge, spec.pet]);
  const high = hashString(key).toString(16).padStart(8, '0');
  const low = hashString(`${key.length}:${[...key].reverse().join('')}`).toString(16).padStart(8, '0');
  return `p-${high}${low}.webp`;
}

export function packshotJob(spec: PackshotSpec): RenderJob {
  return { name: packshotName(spec), width: PACKSHOT_SIZE, height: PACKSHOT_SIZE, svg: () => packshotSvg(spec) };
}
