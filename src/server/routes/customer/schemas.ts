// Body pieces shared by the account routes. Caps are generous for people and small for abuse;
// a value over a cap, of the wrong type or an unknown field is a 400 (see strictBody).
import { Type } from 'typebox';

export const TEXT_MAX = 200;
export const EMAIL_MAX = 320;
/** Longer than any password the service accepts: the service answers those with a message. */
export const PASSWORD_MAX = 1024;
/** Two documents of 5 MB each, base64-encoded, plus the other fields. */
export const DOCUMENT_BODY_LIMIT = 15 * 1024 * 1024;

export const Text = (maxLength = TEXT_MAX) => Type.String({ maxLength });
export const Email = Type.String({ maxLength: EMAIL_MAX });
export const Password = Type.String({ maxLength: PASSWORD_MAX });
export const Mobile = Type.Union([Type.String({ maxLength: 40 }), Type.Null()]);
/** A data URL, or on edit the current file's name; null or '' for none. The body limit caps it. */
export const Document = Type.Union([Type.String(), Type.Null()]);
/** 0 (none) to 240, as a number or as the text of a select element. */
export const Country = Type.Union([
  Type.Integer({ minimum: 0, maximum: 240 }),
  Type.String({ pattern: '^(?:[0-9]|[1-9][0-9]|1[0-9]{2}|2[0-3][0-9]|240)$' }),
]);

export const StatusReply = Type.Object({ status: Type.Integer(), message: Type.Optional(Type.String()) });

const OptionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

/** The dated trade documents (spelled as the API names them); the service checks their meaning. */
export const TradeDocumentFields = {
  licenceNumber: OptionalText(50),
  licenceExpiry: OptionalText(10),
  trn: OptionalText(30),
  trnRegisteredOn: OptionalText(10),
  legalName: OptionalText(TEXT_MAX),
  emirate: OptionalText(3),
};
