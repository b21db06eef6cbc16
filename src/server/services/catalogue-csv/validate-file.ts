// The first phase of an import: the whole file is read and every row checked before anything
// is written. Progress is written to the job as rows are checked.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { type CheckedRow, checkRow, headerColumns } from './check-rows';
import { type ProductGroup, groupRows } from './group-rows';
import { CsvSyntaxError, readCsv } from './read-csv';
import { RowErrors } from './row-errors';

/** `groups` hold the rows that passed, so they can still be checked against the catalogue. */
export interface FileCheck { groups: ProductGroup[]; errors: RowErrors; total: number }

const PROGRESS_EVERY = 1000;

const isBlank = (cells: string[]) => cells.length === 1 && cells[0].trim() === '';

export async function checkFile(
  csv: string, report: (progress: { total?: number; done: number }) => Promise<void>,
): Promise<FileCheck> {
  const errors = new RowErrors();
  let records;
  try {
    records = await readCsv(csv);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    errors.add(error.line, error.message);
    return { groups: [], errors, total: 0 };
  }
  const [header, ...rest] = records;
  const columns = header ? headerColumns(header.cells) : 'The file is empty.';
  if (typeof columns === 'string') {
    errors.add(1, columns);
    return { groups: [], errors, total: 0 };
  }
  // Blank lines (often one at the end) are no rows.
  const data = rest.filter((record) => !isBlank(record.cells));
  if (data.length === 0) {
    errors.add(1, 'The file has a header but no product rows.');
    return { groups: [], errors, total: 0 };
  }
  await report({ total: data.length, done: 0 });
  const rows: CheckedRow[] = [];
  for (const [i, record] of data.entries()) {
    const checked = checkRow(record, columns);
    if ('row' in checked) rows.push(checked.row);
    else for (const problem of checked.problems) errors.add(record.line, problem);
    if ((i + 1) % PROGRESS_EVERY === 0) {
      await report({ done: i + 1 });
      await yieldToEventLoop();
    }
  }
  return { groups: groupRows(rows, errors), errors, total: data.length };
}

