// The default store: files under DATA_DIR/files/{kind}/{name}. Good for one instance, or for
// several that share that folder over a network file system.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from './file-store';

export class DiskFileStore implements FileStore {
  readonly description: string;

  constructor(private readonly root: string) {
    this.description = `data folder ${root}`;
  }

  private pathOf(key: string): string {
    const full = path.resolve(this.root, key);
    // Defence in depth: names are already checked, but a key must never leave the root.
    if (!full.startsWith(`${path.resolve(this.root)}${path.sep}`)) throw new Error(`file key outside the store: ${key}`);
    return full;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside and renamed: a reader never sees half a file, even while it is replaced.
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, target);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.pathOf(key), { force: true })));
  }
}
