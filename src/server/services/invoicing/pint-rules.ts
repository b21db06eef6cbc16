// The PINT AE business rules this shop checks on every e-invoice before it is handed to the
// service provider (and in tests). Each rule reads the XML itself, not the snapshot, so a
// mistake in the writer is caught. Ids follow the published rule families (ibr = shared PINT
// rules, aligned-ibr-ae = UAE specialisation); the text says what is checked.
import { DOMParser } from '@xmldom/xmldom';
import * as xpath from 'xpath';
import { EMIRATE_CODES } from '../../../shared/tax';
import { PINT_AE } from './ubl';

const select = xpath.useNamespaces({
  inv: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cn: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
});

type Doc = Parameters<typeof select>[1];

const texts = (doc: Doc, path: string): string[] => (select(path, doc) as Node[]).map((n) => (n.textContent ?? '').trim());
const one = (doc: Doc, path: string): string => texts(doc, path)[0] ?? '';
const fils = (value: string): number => Math.round(Number(value) * 100);
const sum = (values: string[]) => values.reduce((s, v) => s + fils(v), 0);

export interface PintRule { id: string; text: string; check(doc: Doc, root: string): boolean }

const R = (id: string, text: string, check: PintRule['check']): PintRule => ({ id, text, check });

export const PINT_AE_RULES: PintRule[] = [
  R('ibr-001', 'The specification identifier (CustomizationID) is urn:peppol:pint:billing-1@ae-1', (d, r) => one(d, `/${r}/cbc:CustomizationID`) === PINT_AE.customizationId),
  R('ibr-002', 'The business process (ProfileID) is present', (d, r) => one(d, `/${r}/cbc:ProfileID`) !== ''),
  R('ibr-003', 'The document has a number (ID)', (d, r) => one(d, `/${r}/cbc:ID`) !== ''),
  R('ibr-004', 'The issue date is a calendar date YYYY-MM-DD', (d, r) => /^\d{4}-\d{2}-\d{2}$/.test(one(d, `/${r}/cbc:IssueDate`))),
  R('ibr-005', 'The type code is 380 for an invoice and 381 for a credit note', (d, r) =>
    r === 'inv:Invoice' ? one(d, '/inv:Invoice/cbc:InvoiceTypeCode') === '380' : one(d, '/cn:CreditNote/cbc:CreditNoteTypeCode') === '381'),
  R('ibr-006', 'The document currency is AED', (d, r) => one(d, `/${r}/cbc:DocumentCurrencyCode`) === 'AED'),
  R('aligned-ibr-ae-transaction', 'The transaction type flags (ProfileExecutionID) are eight binary digits', (d, r) => /^[01]{8}$/.test(one(d, `/${r}/cbc:ProfileExecutionID`))),
  R('ibr-062', 'The seller has an electronic address with a scheme', (d, r) => one(d, `/${r}/cac:AccountingSupplierParty/cac:Party/cbc:EndpointID/@schemeID`) !== ''),
  R('ibr-063', 'The buyer has an electronic address with a scheme', (d, r) => one(d, `/${r}/cac:AccountingCustomerParty/cac:Party/cbc:EndpointID/@schemeID`) !== ''),
  R('aligned-ibr-ae-endpoint', 'Electronic addresses use the UAE TIN scheme 0235 with a 10-digit identifier', (d, r) =>
    texts(d, `/${r}/*/cac:Party/cbc:EndpointID/@schemeID`).every((s) => s === PINT_AE.endpointScheme)
    && texts(d, `/${r}/*/cac:Party/cbc:EndpointID`).every((v) => /^\d{10}$/.test(v))),
  R('aligned-ibr-ae-seller-trn', 'The seller has a 15-digit TRN as VAT identifier', (d, r) =>
    /^\d{15}$/.test(one(d, `/${r}/cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID='VAT']/cbc:CompanyID`))),
  R('aligned-ibr-ae-buyer-trn', "A buyer's VAT identifier, when given, is a 15-digit TRN", (d, r) =>
    texts(d, `/${r}/cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID`).every((v) => /^\d{15}$/.test(v))),
  R('ibr-008', 'Seller and buyer have a legal registration name', (d, r) =>
    texts(d, `/${r}/*/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName`).filter((v) => v !== '').length === 2),
  R('aligned-ibr-ae-address', 'Both postal addresses are in AE with an emirate code as country subdivision', (d, r) =>
    texts(d, `/${r}/*/cac:Party/cac:PostalAddress/cac:Country/cbc:IdentificationCode`).join() === 'AE,AE'
    && texts(d, `/${r}/*/cac:Party/cac:PostalAddress/cbc:CountrySubentity`).every((v) => EMIRATE_CODES.includes(v))
    && texts(d, `/${r}/*/cac:Party/cac:PostalAddress/cbc:CountrySubentity`).length === 2),
  R('ibr-016', 'There is at least one line', (d, r) => (select(`/${r}/cac:InvoiceLine | /${r}/cac:CreditNoteLine`, d) as Node[]).length > 0),
  R('ibr-co-10', 'The sum of line net amounts equals the total line extension amount', (d, r) =>
    sum(texts(d, `/${r}/cac:InvoiceLine/cbc:LineExtensionAmount | /${r}/cac:CreditNoteLine/cbc:LineExtensionAmount`))
    === fils(one(d, `/${r}/cac:LegalMonetaryTotal/cbc:LineExtensionAmount`))),
  R('ibr-co-13', 'Tax exclusive amount equals the line extension amount (no document allowances or charges)', (d, r) =>
    fils(one(d, `/${r}/cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount`)) === fils(one(d, `/${r}/cac:LegalMonetaryTotal/cbc:LineExtensionAmount`))),
  R('ibr-co-15', 'Tax inclusive amount equals tax exclusive amount plus VAT', (d, r) =>
    fils(one(d, `/${r}/cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount`))
    === fils(one(d, `/${r}/cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount`)) + fils(one(d, `/${r}/cac:TaxTotal/cbc:TaxAmount`))),
  R('ibr-co-14', 'The VAT total equals the sum of the VAT subtotals', (d, r) =>
    sum(texts(d, `/${r}/cac:TaxTotal/cac:TaxSubtotal/cbc:TaxAmount`)) === fils(one(d, `/${r}/cac:TaxTotal/cbc:TaxAmount`))),
  R('aligned-ibr-ae-line-vat', 'The VAT total equals the sum of the lines\' VAT amounts (VAT rounded per line)', (d, r) =>
    sum(texts(d, `/${r}/*/cac:TaxTotal/cbc:TaxAmount`)) === fils(one(d, `/${r}/cac:TaxTotal/cbc:TaxAmount`))),
  R('ibr-s-08', 'Each VAT subtotal\'s taxable amount equals the sum of its lines of that category and rate', (d, r) =>
    (select(`/${r}/cac:TaxTotal/cac:TaxSubtotal`, d) as Node[]).every((sub) => {
      const cat = one(sub as unknown as Doc, 'cac:TaxCategory/cbc:ID');
      const rate = one(sub as unknown as Doc, 'cac:TaxCategory/cbc:Percent');
      const lines = texts(d, `/${r}/*[cac:Item/cac:ClassifiedTaxCategory[cbc:ID='${cat}' and cbc:Percent='${rate}']]/cbc:LineExtensionAmount`);
      return sum(lines) === fils(one(sub as unknown as Doc, 'cbc:TaxableAmount'));
    })),
  R('aligned-ibr-ae-rates', 'Standard rated is 5 %, zero rated and exempt are 0 %', (d, r) =>
    (select(`/${r}//cac:TaxCategory | /${r}//cac:ClassifiedTaxCategory`, d) as Node[]).every((c) => {
      const cat = one(c as unknown as Doc, 'cbc:ID');
      const rate = Number(one(c as unknown as Doc, 'cbc:Percent'));
      return cat === 'S' ? rate === 5 : (cat === 'Z' || cat === 'E') && rate === 0;
    })),
  R('ibr-e-10', 'An exempt VAT subtotal states an exemption reason', (d, r) =>
    texts(d, `/${r}/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory[cbc:ID='E']/cbc:TaxExemptionReason`).length
    === texts(d, `/${r}/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory[cbc:ID='E']/cbc:ID`).length),
  R('ibr-co-payable', 'The amount due equals the tax inclusive amount (nothing prepaid)', (d, r) =>
    fils(one(d, `/${r}/cac:LegalMonetaryTotal/cbc:PayableAmount`)) === fils(one(d, `/${r}/cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount`))),
  R('ibr-055', 'A credit note references the invoice it corrects', (d, r) =>
    r === 'inv:Invoice' || one(d, '/cn:CreditNote/cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID') !== ''),
  R('ibr-cl-amounts', 'Every amount has currency AED and at most two decimals', (d, r) =>
    (select(`/${r}//*[@currencyID]`, d) as Element[]).every((e) => e.getAttribute('currencyID') === 'AED' && /^-?\d+(\.\d{1,2})?$/.test(e.textContent ?? ''))),
];

/** The ids and texts of the rules the XML breaks (empty when it passes), or a parse error. */
export function checkPintAe(xml: string): Array<{ id: string; text: string }> {
  const errors: string[] = [];
  let doc: Doc;
  try {
    doc = new DOMParser({ onError: (level, message) => { if (level !== 'warning') errors.push(message); } })
      .parseFromString(xml, 'application/xml') as unknown as Doc;
  } catch (error) {
    errors.push(String(error));
  }
  if (errors.length > 0) return [{ id: 'xml', text: errors.join('; ') }];
  const root = (select('/inv:Invoice', doc!) as Node[]).length > 0 ? 'inv:Invoice'
    : (select('/cn:CreditNote', doc!) as Node[]).length > 0 ? 'cn:CreditNote' : null;
  if (!root) return [{ id: 'ubl-root', text: 'The root is a UBL 2.1 Invoice or CreditNote' }];
  return PINT_AE_RULES.filter((rule) => !rule.check(doc!, root)).map(({ id, text }) => ({ id, text }));
}
