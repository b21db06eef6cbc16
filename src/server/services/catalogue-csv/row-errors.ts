// Problems found in a file, gathered per line and reported one entry per bad row, in line
// order. A file with a great many bad rows reports the first ones and how many more there are.
import type { ImportRowError } from '../../../shared/admin-types';

export const MAX_REPORTED_ROWS = 500;

export class RowErrors {
  private readonly byLine = new Map<number, string[]>();

  add(line: number, message: string): void {
    const list = this.byLine.get(line);
    if (!list) this.byLine.set(line, [message]);
    else if (!list.includes(message)) list.push(message);
  }

  has(line: number): boolean {
    return this.byLine.has(line);
  }

  get size(): number {
    return this.byLine.size;
  }

  list(): ImportRowError[] {
    const lines = [...this.byLine.keys()].sort((a, b) => a - b);
    const shown = lines.slice(0, MAX_REPORTED_ROWS).map((line) => ({ line, message: this.byLine.get(line)!.join(' ') }));
    if (lines.length > MAX_REPORTED_ROWS) {
      const rest = lines.length - MAX_REPORTED_ROWS;
      shown.push({ line: lines[MAX_REPORTED_ROWS], message: `${rest.toLocaleString('en-US')} more rows, from this line on, have problems too. Fix the rows above and import again to see them.` });
    }
    return shown;
  }
}
