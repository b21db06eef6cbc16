// Bodies of the tax settings calls. Lengths are generous for people and small for abuse;
// the services check the meaning (TRN digits, emirate codes, prefixes).
import { Type } from 'typebox';
import { IMAGE_BODY_LIMIT } from '../../services/catalogue-admin/image-upload';
import { NO_CONTROL_CHARACTERS } from '../admin/admin-schemas';

/** A document number in a path: `INV-2027-000001`, `CN-2027-000001`. */
export const NumberParams = Type.Object({ number: Type.String({ maxLength: 40, pattern: '^[A-Z0-9]{1,10}-[0-9]{4}-[0-9]{6,}$' }) });

const Text = (maxLength: number) => Type.String({ maxLength, pattern: NO_CONTROL_CHARACTERS });
const Optional = (maxLength: number) => Type.Optional(Type.Union([Text(maxLength), Type.Null()]));

export const LegalSettingsBody = Type.Object({
  legalNameEn: Text(200),
  legalNameAr: Text(200),
  address: Text(300),
  city: Text(100),
  emirate: Text(3),
  trn: Text(20),
  licenceNumber: Text(50),
  licenceAuthority: Text(200),
  invoicePrefix: Text(10),
  creditNotePrefix: Text(10),
  /** A new picture as a data URL, the saved logo's name to keep it, null for none; left out, it stays. */
  logo: Optional(IMAGE_BODY_LIMIT),
}, { additionalProperties: false });

export const CustomerTaxBody = Type.Object({
  trn: Optional(30),
  legalName: Optional(200),
  tradeLicenceNo: Optional(50),
  emirate: Optional(3),
}, { additionalProperties: false });
