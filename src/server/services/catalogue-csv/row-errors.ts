// Problems found in a file, gathered per line and reported one entry per bad row, in line
// order, every one of them (the back office shows the first ones and counts the rest).
import type { ImportRowError } from '../../../shared/admin-types';

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
    return [...this.byLine.keys()].sort((a, b) => a - b).map((line) => ({ line, message: this.byLine.get(line)!.join(' ') }));
  }
}

/** Thrown inside the import's transaction when rows turn out bad there: it rolls back, and the job fails with these errors. */
export class RowsRejected extends Error {
  constructor(readonly errors: RowErrors) {
    super('rows rejected');
  }
}
