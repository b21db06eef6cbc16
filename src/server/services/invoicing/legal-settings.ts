// The shop's legal identity for tax documents: read at issue (and copied into the snapshot),
// edited by staff with validation, every change audited in the same transaction.
import { eq } from 'drizzle-orm';
import type { ShopLegalSettings } from '../../../shared/admin-types';
import { isEmirate, isTrn, TAX_FIELD_MESSAGES } from '../../../shared/tax';
import type { Db, DbOrTx } from '../../db/client';
import { type ShopLegalRow, shopLegalSettings } from '../../db/schema';
import { audit } from '../admin/audit';
import { type Outcome, done, invalid } from '../admin/outcome';
import { IMAGE_UPLOAD, processUpload, uploadName } from '../catalogue-admin/image-upload';
import { storeImage } from '../catalogue-admin/media-files';
import type { FileStore } from '../files/file-store';

/** Shared with the back office's form, which edits exactly these fields. */
export type LegalSettings = ShopLegalSettings;

export const LEGAL_MESSAGES = {
  missing: "The shop's legal details (name, address, TRN) must be saved in the back office before orders can be approved.",
  required: (field: string) => `${field} is required.`,
  prefix: 'A series prefix is 1 to 10 capital letters or digits.',
  samePrefix: 'Invoices and credit notes need different series prefixes.',
  arabic: 'The Arabic legal name must be written in Arabic letters.',
  logo: 'Choose the logo as a picture (PNG, JPEG or WebP).',
} as const;

/**
 * The settings as staff send them. `logo`: a data URL is a new picture (stored as WebP, the
 * old one kept, since documents issued with it may be rendered again); the saved logo's name
 * keeps it, as does leaving it out; null takes it off the next documents.
 */
export type LegalSettingsInput = Omit<LegalSettings, 'logo'> & { logo?: string | null };

const FIELD_NAMES: Record<keyof LegalSettings, string> = {
  legalNameEn: 'Legal name (English)', legalNameAr: 'Legal name (Arabic)', address: 'Address', city: 'City',
  emirate: 'Emirate', trn: 'TRN', licenceNumber: 'Trade licence number', licenceAuthority: 'Licensing authority',
  invoicePrefix: 'Invoice prefix', creditNotePrefix: 'Credit note prefix', logo: 'Logo',
};

const PREFIX = /^[A-Z0-9]{1,10}$/;
const ARABIC = /[\u0600-\u06ff]/;

function toSettings(row: ShopLegalRow): LegalSettings {
  const { id: _id, updatedBy: _by, updatedAt: _at, ...rest } = row;
  return rest;
}

export async function loadLegalSettings(db: DbOrTx): Promise<LegalSettings | null> {
  const [row] = await db.select().from(shopLegalSettings).where(eq(shopLegalSettings.id, 1));
  return row ? toSettings(row) : null;
}

/** The first problem a person can act on, or null when the settings are acceptable. */
export function checkLegalSettings(input: LegalSettings): string | null {
  const texts: Array<keyof LegalSettings> = ['legalNameEn', 'legalNameAr', 'address', 'city', 'licenceNumber', 'licenceAuthority'];
  for (const field of texts) if (String(input[field] ?? '').trim() === '') return LEGAL_MESSAGES.required(FIELD_NAMES[field]);
  if (!ARABIC.test(input.legalNameAr)) return LEGAL_MESSAGES.arabic;
  if (!isEmirate(input.emirate)) return TAX_FIELD_MESSAGES.emirate;
  if (!isTrn(input.trn)) return TAX_FIELD_MESSAGES.trn;
  if (!PREFIX.test(input.invoicePrefix) || !PREFIX.test(input.creditNotePrefix)) return LEGAL_MESSAGES.prefix;
  if (input.invoicePrefix === input.creditNotePrefix) return LEGAL_MESSAGES.samePrefix;
  return null;
}

function trimmed(input: LegalSettingsInput, logo: string | null): LegalSettings {
  const out = { ...input, logo };
  for (const key of Object.keys(out) as Array<keyof LegalSettings>) {
    const value = out[key];
    if (typeof value === 'string') (out as Record<string, unknown>)[key] = value.trim();
  }
  return out;
}

/** A new logo's WebP bytes, null when none was sent, or the problem with it. */
async function newLogo(input: LegalSettingsInput): Promise<Buffer | null | string> {
  if (typeof input.logo !== 'string' || !input.logo.startsWith('data:')) return null;
  const picture = await processUpload(input.logo, IMAGE_UPLOAD.logo);
  return typeof picture === 'string' ? picture : picture.data;
}

export async function saveLegalSettings(db: Db, staffId: number | null, input: LegalSettingsInput, store: FileStore): Promise<Outcome<{ settings: LegalSettings }>> {
  const problem = checkLegalSettings(trimmed(input, null));
  if (problem) return invalid(problem);
  const picture = await newLogo(input);
  if (typeof picture === 'string') return invalid(picture);
  return db.transaction(async (tx) => {
    const before = await loadLegalSettings(tx);
    const kept = before?.logo ?? null;
    const sent = input.logo === '' ? null : input.logo;
    if (picture === null && typeof sent === 'string' && sent !== kept) return invalid(LEGAL_MESSAGES.logo);
    let logo = sent === undefined ? kept : sent;
    if (picture) {
      logo = uploadName('l', 1);
      await storeImage(tx, store, logo, picture);
    }
    const settings = trimmed(input, logo);
    await tx.insert(shopLegalSettings).values({ id: 1, ...settings, updatedBy: staffId })
      .onConflictDoUpdate({ target: shopLegalSettings.id, set: { ...settings, updatedBy: staffId, updatedAt: new Date() } });
    const changed = (Object.keys(settings) as Array<keyof LegalSettings>).filter((k) => before?.[k] !== settings[k]);
    if (changed.length > 0) {
      await audit(tx, staffId, 'settings.legal', 'settings:legal', {
        changed: Object.fromEntries(changed.map((k) => [k, { from: before?.[k] ?? null, to: settings[k] }])),
      });
    }
    return done({ settings }, changed.length > 0);
  });
}
