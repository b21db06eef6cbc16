// Progress of a long load on stderr: one line rewritten in place on a terminal, or a line
// per 10% when the output is a file or a CI log, each with throughput and time left.

export interface ProgressStream {
  write(chunk: string): unknown;
  isTTY?: boolean;
}

export interface Progress {
  update(done: number, rows: number): void;
  finish(done: number, rows: number): void;
}

const number = (n: number) => Math.round(n).toLocaleString('en-US');

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '--:--';
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

export function createProgress(total: number, stream: ProgressStream, label = 'products', now: () => number = Date.now): Progress {
  const started = now();
  let lastDraw = 0;
  let nextTenth = 1;
  const line = (done: number, rows: number) => {
    const seconds = Math.max((now() - started) / 1000, 0.001);
    const rate = done / seconds;
    const percent = total ? Math.floor((done / total) * 100) : 100;
    const eta = rate > 0 ? (total - done) / rate : Infinity;
    return `${label} ${number(done)}/${number(total)} (${percent}%) ${number(rate)} ${label}/s, ${number(rows / seconds)} rows/s, ETA ${duration(eta)}`;
  };
  return {
    update(done, rows) {
      if (stream.isTTY) {
        if (now() - lastDraw < 200 && done < total) return;
        lastDraw = now();
        stream.write(`\r\x1b[2K${line(done, rows)}`);
        return;
      }
      // A batch may cross several tenths at once; it still gets a single line.
      let crossed = false;
      while (total > 0 && nextTenth <= 10 && done >= (total * nextTenth) / 10) {
        nextTenth += 1;
        crossed = true;
      }
      if (crossed) stream.write(`${line(done, rows)}\n`);
    },
    finish(done, rows) {
      const seconds = (now() - started) / 1000;
      if (stream.isTTY) stream.write(`\r\x1b[2K${line(done, rows)}\n`);
      else if (nextTenth <= 10) stream.write(`${line(done, rows)}\n`);
      stream.write(`Inserted ${number(done)} ${label} (${number(rows)} rows) in ${duration(seconds)}\n`);
    },
  };
}
