// The PINT AE (Peppol International, UAE specialisation) UBL 2.1 document of an issued
// invoice (type 380) or credit note (381), written from the frozen snapshot only.
import type { DocumentSnapshot, LineSnapshot, PartySnapshot } from './snapshot-types';
import { amount, percent } from './vat';
import { leaf, node } from './xml-text';

export const PINT_AE = {
  customizationId: 'urn:peppol:pint:billing-1@ae-1',
  profileId: 'urn:peppol:bis:billing',
  /** Electronic address scheme of the UAE: the Tax Identification Number (first 10 digits of the TRN). */
  endpointScheme: '0235',
  /** Address given for a recipient without a TRN, by agreement with the service provider. */
  unregisteredEndpoint: '9900000000',
  /** Transaction type flags (free zone, deemed supply, margin scheme, summary, continuous supply,
   * disclosed agent, e-commerce, exports): none apply to the shop's sales. */
  transactionFlags: '00000000',
  unitCode: 'C62',
} as const;

const NS = 'xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" '
  + 'xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"';

const money = (name: string, fils: number) => leaf(name, amount(fils), { currencyID: 'AED' });

const EXEMPTION = 'Exempt supply under the UAE VAT Decree-Law';

function taxCategory(tag: 'cac:TaxCategory' | 'cac:ClassifiedTaxCategory', category: string, rateBp: number): string {
  return node(tag, leaf('cbc:ID', category), leaf('cbc:Percent', percent(rateBp)),
    category === 'E' ? leaf('cbc:TaxExemptionReason', EXEMPTION) : '',
    node('cac:TaxScheme', leaf('cbc:ID', 'VAT')));
}

export function endpointOf(party: PartySnapshot): string {
  return party.trn ? party.trn.slice(0, 10) : PINT_AE.unregisteredEndpoint;
}

function party(tag: string, p: PartySnapshot): string {
  return node(tag, node('cac:Party',
    leaf('cbc:EndpointID', endpointOf(p), { schemeID: PINT_AE.endpointScheme }),
    node('cac:PartyName', leaf('cbc:Name', p.legalNameEn)),
    node('cac:PostalAddress', leaf('cbc:StreetName', p.address), leaf('cbc:CityName', p.city),
      leaf('cbc:CountrySubentity', p.emirate), node('cac:Country', leaf('cbc:IdentificationCode', 'AE'))),
    p.trn ? node('cac:PartyTaxScheme', leaf('cbc:CompanyID', p.trn), node('cac:TaxScheme', leaf('cbc:ID', 'VAT'))) : '',
    node('cac:PartyLegalEntity', leaf('cbc:RegistrationName', p.legalNameEn),
      leaf('cbc:CompanyID', p.licenceNumber, { schemeAgencyName: p.licenceAuthority ?? undefined })),
    node('cac:Contact', leaf('cbc:Telephone', p.phone), leaf('cbc:ElectronicMail', p.email)),
  ));
}

function line(l: LineSnapshot, credit: boolean): string {
  return node(credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine',
    leaf('cbc:ID', l.position),
    leaf(credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', l.quantity, { unitCode: PINT_AE.unitCode }),
    money('cbc:LineExtensionAmount', l.taxableFils),
    l.discountFils > 0 ? node('cac:AllowanceCharge', leaf('cbc:ChargeIndicator', 'false'),
      leaf('cbc:AllowanceChargeReason', 'Discount'), money('cbc:Amount', l.discountFils)) : '',
    node('cac:TaxTotal', money('cbc:TaxAmount', l.vatFils)),
    node('cac:Item', leaf('cbc:Name', l.description), node('cac:SellersItemIdentification', leaf('cbc:ID', l.sku)),
      taxCategory('cac:ClassifiedTaxCategory', l.category, l.rateBp)),
    node('cac:Price', money('cbc:PriceAmount', l.unitPriceFils), leaf('cbc:BaseQuantity', 1, { unitCode: PINT_AE.unitCode })),
    node('cac:ItemPriceExtension', money('cbc:Amount', l.grossFils)),
  );
}

export function buildUbl(doc: DocumentSnapshot): string {
  const credit = doc.kind === 'credit-note';
  const root = credit ? 'CreditNote' : 'Invoice';
  const t = doc.totals;
  const body = [
    leaf('cbc:CustomizationID', PINT_AE.customizationId),
    leaf('cbc:ProfileID', PINT_AE.profileId),
    leaf('cbc:ProfileExecutionID', PINT_AE.transactionFlags),
    leaf('cbc:ID', doc.number),
    leaf('cbc:IssueDate', doc.issueDate),
    leaf(credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode', credit ? '381' : '380'),
    leaf('cbc:Note', doc.reason),
    leaf('cbc:DocumentCurrencyCode', doc.currency),
    leaf('cbc:BuyerReference', `ORDER-${doc.orderId}`),
    node('cac:OrderReference', leaf('cbc:ID', String(doc.orderId))),
    doc.reference ? node('cac:BillingReference', node('cac:InvoiceDocumentReference',
      leaf('cbc:ID', doc.reference.number), leaf('cbc:IssueDate', doc.reference.issueDate))) : '',
    party('cac:AccountingSupplierParty', doc.supplier),
    party('cac:AccountingCustomerParty', doc.buyer),
    node('cac:Delivery', leaf('cbc:ActualDeliveryDate', doc.supplyDate)),
    node('cac:PaymentMeans', leaf('cbc:PaymentMeansCode', '30')),
    node('cac:TaxTotal', money('cbc:TaxAmount', t.vatFils), ...t.byCategory.map((c) => node('cac:TaxSubtotal',
      money('cbc:TaxableAmount', c.taxableFils), money('cbc:TaxAmount', c.vatFils), taxCategory('cac:TaxCategory', c.category, c.rateBp)))),
    node('cac:LegalMonetaryTotal', money('cbc:LineExtensionAmount', t.netFils), money('cbc:TaxExclusiveAmount', t.netFils),
      money('cbc:TaxInclusiveAmount', t.grossFils), money('cbc:PayableAmount', t.grossFils)),
    ...doc.lines.map((l) => line(l, credit)),
  ].join('\n  ');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2" ${NS}>\n  ${body}\n</${root}>\n`;
}
