// The one place file bytes go: customer documents, uploaded catalogue pictures and anything
// else the shop generates. The `files` table keeps what is known about each file (name, kind,
// type, owner); the store keeps the bytes, in the data folder or in an S3-compatible bucket.
import type { FileKind } from '../../db/schema';

export interface FileStore {
  /** Where the bytes go, for the start-up log ("data folder /srv/petora/files", "S3 bucket petora"). */
  readonly description: string;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under `key`. */
  get(key: string): Promise<Buffer | null>;
  /** Removes what exists of `keys`; a missing key is not an error. */
  remove(keys: readonly string[]): Promise<void>;
}

/** Names are checked before they get here (isSafeFileName), so a key never climbs out of its folder. */
export function fileKey(kind: FileKind, name: string): string {
  return `${kind}/${name}`;
}
