import { type TradeDocumentField, checkTradeDocuments, dubaiToday, isTradeDocumentProblem } from '../../../shared/trade-documents';
import type { FieldProblem } from '../../../shared/validation';
import { EmirateField } from './EmirateField';
import { FormField } from './FormField';

/** The form values of the trade documents: every field typed as text ('' for empty). */
export type TradeDocumentValues = Record<TradeDocumentField, string>;

export const EMPTY_TRADE_DOCUMENTS: TradeDocumentValues = {
  legalName: '', emirate: '', licenceNumber: '', licenceExpiry: '', trn: '', trnRegisteredOn: '',
};

/** The first problem of the values, checked as the server checks them. */
export function tradeDocumentsProblem(values: TradeDocumentValues, now = new Date()): FieldProblem<TradeDocumentField> | null {
  const checked = checkTradeDocuments(values, dubaiToday(now));
  return isTradeDocumentProblem(checked) ? checked : null;
}

const FIELDS = Object.keys(EMPTY_TRADE_DOCUMENTS) as TradeDocumentField[];

/**
 * The trade document fields to send: all of them, or with `initial` only those the customer
 * changed, so that a form filled from an older token never undoes a correction made by staff.
 */
export function tradeDocumentsOf(values: TradeDocumentValues, initial?: TradeDocumentValues): Partial<TradeDocumentValues> {
  const sent: Partial<TradeDocumentValues> = {};
  for (const field of FIELDS) if (!initial || values[field] !== initial[field]) sent[field] = values[field];
  return sent;
}

interface Props {
  values: TradeDocumentValues;
  change: (field: TradeDocumentField) => (value: string) => void;
  errorOf: (field: string) => string | null;
}

/** Legal name, emirate, trade licence (number, expiry) and TRN (number, registration date). */
export function TradeDocumentFields(fields: Props) {
  const { values, change, errorOf } = fields;
  return (
    <>
      <FormField fields={fields} name="legalName" label="Legal name (as on the trade licence)" autoComplete="organization" />
      <EmirateField value={values.emirate} onValueChange={change('emirate')} error={errorOf('emirate')} />
      <FormField fields={fields} name="licenceNumber" label="Trade licence number" />
      <FormField fields={fields} name="licenceExpiry" label="Licence expiry date" type="date" />
      <FormField fields={fields} name="trn" label="TRN (15 digits)" inputMode="numeric" autoComplete="off" placeholder="100123456789003" />
      <FormField fields={fields} name="trnRegisteredOn" label="TRN registration date" type="date" />
    </>
  );
}
