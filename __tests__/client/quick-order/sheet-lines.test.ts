import { MAX_SHEET_BYTES, FILE_MESSAGES, decodeCsv, readSheetFile } from '../../../src/client/features/quick-order/read-sheet-file';
import { SHEET_MESSAGES, linesFromText, parseCount } from '../../../src/client/features/quick-order/sheet-lines';

describe('lines from a paste or a file', () => {
  it('reads tabs from a spreadsheet copy, commas and semicolons, quoted cells, and skips a header', () => {
    expect(linesFromText('SKU\tQuantity\r\nKIB-2\t4\r\nHAR-RM\t1,200\r\n')).toEqual({ ok: true, lines: [
      { sku: 'KIB-2', count: '4', problem: null }, { sku: 'HAR-RM', count: '1,200', problem: null },
    ] });
    expect(linesFromText('"KIB, 2",3\nBOWL-1')).toEqual({ ok: true, lines: [
      { sku: 'KIB, 2', count: '3', problem: null }, { sku: 'BOWL-1', count: '1', problem: null },
    ] });
    expect(linesFromText('KIB-2;6')).toMatchObject({ ok: true, lines: [{ sku: 'KIB-2', count: '6' }] });
    expect(parseCount('1 200')).toBe(1200);
  });

  it('marks formulas and bad quantities on their line', () => {
    const read = linesFromText('=HYPERLINK("x"),1\nKIB-2,-3\nKIB-2,two\n@SUM(A1),1');
    expect(read.ok && read.lines.map((l) => l.problem)).toEqual([SHEET_MESSAGES.formula, SHEET_MESSAGES.badCount, SHEET_MESSAGES.badCount, SHEET_MESSAGES.formula]);
  });

  it('refuses an empty list and one of more than 500 lines', () => {
    expect(linesFromText('\n\n')).toEqual({ ok: false, message: SHEET_MESSAGES.empty });
    expect(linesFromText(Array.from({ length: 501 }, (_, i) => `S${i},1`).join('\n'))).toEqual({ ok: false, message: SHEET_MESSAGES.tooManyLines(501) });
  });

  it('decodes UTF-8 and UTF-16 with its mark, and refuses other encodings and binary files', () => {
    expect(decodeCsv(new TextEncoder().encode('KIB-2,4'))).toBe('KIB-2,4');
    expect(decodeCsv(new Uint8Array([0xff, 0xfe, 0x4b, 0x00, 0x2c, 0x00, 0x31, 0x00]))).toBe('K,1');
    // "Größe" in Windows-1252: not UTF-8.
    expect(decodeCsv(new Uint8Array([0x47, 0x72, 0xf6, 0xdf, 0x65]))).toBeNull();
    expect(decodeCsv(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toBeNull();
  });

  it('refuses a huge file and a file of another kind before reading it', async () => {
    const huge = new File(['x'], 'order.csv');
    Object.defineProperty(huge, 'size', { value: MAX_SHEET_BYTES + 1 });
    expect(await readSheetFile(huge)).toEqual({ ok: false, message: FILE_MESSAGES.tooBig });
    expect(await readSheetFile(new File(['x'], 'order.pdf'))).toEqual({ ok: false, message: FILE_MESSAGES.kind });
  });
});
