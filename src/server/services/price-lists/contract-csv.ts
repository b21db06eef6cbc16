// A customer's contract price list from CSV: one line per article (sku), with either `price`
// (AED) or `percent` (off the B2B price), optional `valid_from` / `valid_to` (YYYY-MM-DD) and
// `tiers` ("1:42.00|12:39.50"). The file is read by the catalogue import's CSV reader and checked
// whole first: a single bad line imports nothing. Imported lines replace the list's article
// rules for those SKUs; the list's other rules stay.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fromFils, toFils } from '../../../shared/money';
import { isIsoDate } from '../../../shared/trade-documents';
import { type ContractImportRefusal, type ContractImportResult, PRICE_LIST_MESSAGES, type PriceRuleInput } from '../../../shared/price-list-types';
import type { Db } from '../../db/client';
import { priceListRules, priceLists, variants } from '../../db/schema';
import { audit } from '../admin/audit';
import { type Outcome, done, notFound } from '../admin/outcome';
import { bumpCatalogueEpoch } from '../answer-cache';
import { parseAmount, unguardFormula } from '../catalogue-csv/cells';
import { CsvSyntaxError, readCsv } from '../catalogue-csv/read-csv';
import { ruleProblem, writeRule } from './admin-lists';
import { parseTiers } from './tier-cells';

export const CONTRACT_COLUMNS = ['sku', 'price', 'percent', 'valid_from', 'valid_to', 'tiers'] as const;
type Column = (typeof CONTRACT_COLUMNS)[number];
const MAX_LINES = 20_000;

interface LineError { line: number; message: string }
interface ContractLine { line: number; sku: string; input: Omit<PriceRuleInput, 'target_id'> }

function validDate(cell: string): string | null | false {
  if (cell === '') return null;
  return isIsoDate(cell) ? cell : false;
}

function checkLine(line: number, cell: (c: Column) => string, errors: LineError[]): ContractLine | null {
  const fail = (message: string) => { errors.push({ line, message }); return null; };
  const sku = cell('sku');
  if (!sku) return fail('The sku is missing.');
  const price = parseAmount(cell('price'));
  const percent = parseAmount(cell('percent'));
  if (Number.isNaN(price)) return fail(`The price "${cell('price')}" is not an amount like 39.50.`);
  if (Number.isNaN(percent) || (percent !== null && percent > 100)) return fail(`The percent "${cell('percent')}" is not a number from 0 to 100.`);
  const validFrom = validDate(cell('valid_from'));
  const validTo = validDate(cell('valid_to'));
  if (validFrom === false || validTo === false) return fail('Dates are written YYYY-MM-DD.');
  const tiers = parseTiers(cell('tiers'));
  if (typeof tiers === 'string') return fail(tiers);
  const input = {
    target_kind: 'article' as const, price: price === null ? null : fromFils(toFils(price)), percent_off: percent,
    valid_from: validFrom, valid_to: validTo, tiers: tiers.map((t) => ({ from: t.from, price: fromFils(t.priceFils) })),
  };
  // A line of tiers only is a rule that changes nothing below its first tier.
  if (input.price === null && input.percent_off === null && input.tiers.length > 0) input.percent_off = 0;
  const problem = ruleProblem(input);
  return problem ? fail(problem) : { line, sku, input };
}

async function readLines(text: string, errors: LineError[]): Promise<ContractLine[]> {
  let records;
  try {
    records = await readCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) { errors.push({ line: error.line, message: error.message }); return []; }
    throw error;
  }
  const [header, ...rows] = records;
  const names = (header?.cells ?? []).map((c) => c.trim().toLowerCase());
  if (!names.includes('sku') || (!names.includes('price') && !names.includes('percent') && !names.includes('tiers'))) {
    errors.push({ line: 1, message: `The first line names the columns: sku and price or percent (also ${CONTRACT_COLUMNS.slice(3).join(', ')}).` });
    return [];
  }
  if (rows.length > MAX_LINES) { errors.push({ line: MAX_LINES + 2, message: `At most ${MAX_LINES} lines per file.` }); return []; }
  const lines: ContractLine[] = [];
  const seen = new Set<string>();
  for (const record of rows) {
    if (record.cells.every((c) => c.trim() === '')) continue;
    const cell = (column: Column) => unguardFormula(record.cells[names.indexOf(column)]?.trim() ?? '');
    const checked = checkLine(record.line, cell, errors);
    if (!checked) continue;
    if (seen.has(checked.sku.toLowerCase())) { errors.push({ line: record.line, message: `${checked.sku} is in the file twice.` }); continue; }
    seen.add(checked.sku.toLowerCase());
    lines.push(checked);
  }
  return lines;
}

export async function importContractCsv(db: Db, staffId: number, listId: number, text: string): Promise<Outcome<ContractImportResult | ContractImportRefusal>> {
  const [list] = await db.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.id, listId));
  if (!list) return notFound;
  const errors: LineError[] = [];
  const lines = await readLines(text, errors);
  const skus = lines.map((l) => l.sku.toLowerCase());
  const found = skus.length === 0 ? [] : await db.select({ id: variants.id, sku: variants.sku }).from(variants).where(inArray(sql`lower(${variants.sku})`, skus));
  const idOf = new Map(found.map((v) => [v.sku.toLowerCase(), v.id]));
  for (const l of lines) if (!idOf.has(l.sku.toLowerCase())) errors.push({ line: l.line, message: PRICE_LIST_MESSAGES.unknownSku(l.sku) });
  if (errors.length > 0 || lines.length === 0) {
    const all = errors.length > 0 ? errors : [{ line: 2, message: 'The file has no price lines.' }];
    return done({ status: 0, message: PRICE_LIST_MESSAGES.csvRefused, errors: all.sort((a, b) => a.line - b.line).slice(0, 100) });
  }
  const written = await db.transaction(async (tx) => {
    // Held (key share) while the rules are written: a list deleted since it was checked is not found.
    const [still] = await tx.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.id, listId)).for('key share');
    if (!still) return false;
    const ids = lines.map((l) => idOf.get(l.sku.toLowerCase()) as number);
    await tx.delete(priceListRules).where(and(eq(priceListRules.priceListId, listId), eq(priceListRules.targetKind, 'article'), inArray(priceListRules.targetId, ids)));
    for (const [i, l] of lines.entries()) await writeRule(tx, listId, null, { ...l.input, target_id: ids[i] });
    await audit(tx, staffId, 'price-list.import', `price-list:${listId}`, { lines: lines.length });
    return true;
  });
  if (!written) return notFound;
  bumpCatalogueEpoch();
  return done({ status: 1, imported: lines.length });
}
