// Pictures staff upload arrive as data URLs. PNG, JPEG and WebP are accepted (judged by their
// first bytes, whatever the data URL claims), at most 10 MB decoded; sharp turns them upright
// (EXIF), shrinks them to fit a box without ever enlarging, and stores them as WebP.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export const IMAGE_UPLOAD = {
  maxBytes: 10 * 1024 * 1024,
  /** Pixels sharp agrees to decode: a tiny file must not unpack into gigabytes. */
  maxPixels: 100_000_000,
  quality: 82,
  product: 1200,
  logo: 400,
} as const;

/** The JSON body around one base64 upload of the largest size. */
export const IMAGE_BODY_LIMIT = Math.ceil((IMAGE_UPLOAD.maxBytes * 4) / 3) + 64 * 1024;

export class ImageError extends Error {}

export interface ProcessedImage { data: Buffer; width: number; height: number }

const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*),(.*)$/s;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const startsWith = (data: Buffer, bytes: number[] | string, at = 0) => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return data.length >= at + expected.length && data.subarray(at, at + expected.length).equals(expected);
};

function isSupported(data: Buffer): boolean {
  return startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    || startsWith(data, [0xff, 0xd8, 0xff])
    || (startsWith(data, 'RIFF') && startsWith(data, 'WEBP', 8));
}

/** The bytes of a base64 data URL holding a PNG, JPEG or WebP picture; throws ImageError. */
export function decodeImage(dataUrl: string): Buffer {
  const match = DATA_URL.exec(dataUrl);
  if (!match || !match[2].toLowerCase().split(';').includes('base64')) {
    throw new ImageError('The image could not be read: send it as a base64 data URL.');
  }
  const encoded = match[3];
  if (encoded.length % 4 !== 0 || !BASE64.test(encoded)) throw new ImageError('The image could not be read: its data is not valid base64.');
  const padding = encoded.endsWith('==') ? 2 : encoded.endsWith('=') ? 1 : 0;
  const size = (encoded.length / 4) * 3 - padding;
  if (size === 0) throw new ImageError('The image is empty.');
  if (size > IMAGE_UPLOAD.maxBytes) throw new ImageError('The image is larger than 10 MB.');
  const data = Buffer.from(encoded, 'base64');
  if (!isSupported(data)) throw new ImageError('The image must be a PNG, JPEG or WebP file.');
  return data;
}

/** Upright, inside a box of `box` x `box` pixels (never enlarged), as WebP. */
export async function toWebp(data: Buffer, box: number): Promise<ProcessedImage> {
  try {
    const { data: out, info } = await sharp(data, { limitInputPixels: IMAGE_UPLOAD.maxPixels })
      .rotate()
      .resize({ width: box, height: box, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: IMAGE_UPLOAD.quality })
      .toBuffer({ resolveWithObject: true });
    return { data: out, width: info.width, height: info.height };
  } catch {
    throw new ImageError('The image could not be read: the file is damaged or too large to open.');
  }
}

/** An upload made into a stored picture (`toWebp(decodeImage(...))`), or what is wrong with it. */
export async function processUpload(dataUrl: string, box: number): Promise<ProcessedImage | string> {
  try {
    return await toWebp(decodeImage(dataUrl), box);
  } catch (error) {
    if (error instanceof ImageError) return error.message;
    throw error;
  }
}

/**
 * `p12-3f9a...webp` for product 12, `b4-...` for brand 4, `l1-...` for the shop's logo on its
 * tax documents (never deleted: issued documents name it): unique, and recognisable as an upload.
 */
export function uploadName(prefix: 'p' | 'b' | 'l', ownerId: number): string {
  return `${prefix}${ownerId}-${randomBytes(8).toString('hex')}.webp`;
}

/** Media the back office made; only these are ever deleted (demo and generated media stay). */
export const UPLOAD_NAME = /^[pb]\d+-[0-9a-f]{16}\.webp$/;
