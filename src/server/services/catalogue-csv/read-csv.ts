// Reads CSV text into records, each with the line it starts on (the header is line 1), as a
// spreadsheet shows them: quoted fields may hold commas, quotes and line breaks; a UTF-8 BOM
// is skipped. The text is fed to the parser in slices with a pause between them, so a file of
// many megabytes never holds the server up for long.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { type CsvError, type Options, parse } from 'csv-parse';

export interface CsvRecord { line: number; cells: string[] }

export class CsvSyntaxError extends Error {
  constructor(readonly line: number, message: string) {
    super(message);
  }
}

const SLICE = 256 * 1024;

/** The file's own line ending, judged by the first one: CRLF, LF or a lone CR. */
function recordDelimiter(text: string): string {
  const lf = text.indexOf('\n');
  if (lf > 0 && text[lf - 1] === '\r') return '\r\n';
  if (lf >= 0) return '\n';
  return text.includes('\r') ? '\r' : '\n';
}

const LINE_BREAKS = /\r\n|\n|\r/g;

function describe(error: CsvError): string {
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') return 'A quoted field is never closed: a closing " is missing.';
  if (error.code === 'CSV_INVALID_CLOSING_QUOTE') return 'A quote inside a field must be doubled ("") and the field itself quoted.';
  return `The file is not valid CSV: ${error.message}`;
}

export async function readCsv(text: string): Promise<CsvRecord[]> {
  const records: CsvRecord[] = [];
  let nextLine = 1;
  // on_record runs as each record is recognised, so an error always follows the last good record.
  const parser = parse({
    bom: true,
    relax_column_count: true,
    raw: true,
    record_delimiter: recordDelimiter(text),
    on_record: (item: unknown) => {
      const { record, raw } = item as { record: string[]; raw: string };
      records.push({ line: nextLine, cells: record });
      nextLine += raw.match(LINE_BREAKS)?.length ?? 0;
      return null;
    },
  } as Options);
  let failure: CsvSyntaxError | null = null;
  parser.on('readable', () => {
    while (parser.read() !== null);
  });
  // The record that failed starts on the line after the last good one.
  parser.on('error', (error: CsvError) => {
    failure ??= new CsvSyntaxError(nextLine, describe(error));
  });
  const finished = new Promise<void>((resolve) => {
    parser.on('end', resolve);
    parser.on('error', () => resolve());
  });
  for (let at = 0; at < text.length && !failure; at += SLICE) {
    parser.write(text.slice(at, at + SLICE));
    await yieldToEventLoop();
  }
  if (!failure) parser.end();
  await finished;
  if (failure) throw failure;
  return records;
}
