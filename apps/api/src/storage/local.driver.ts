import { mkdir, readFile, rm, stat, statfs, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { isSafeKey, StorageDriver, StoredObject } from './storage.driver';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

/** Files under DATA_DIR/uploads; the type follows from the extension this server chose. */
export class LocalStorageDriver implements StorageDriver {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write then rename: a reader never sees half a file.
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, body, { mode: 0o600 });
    await rename(temp, target);
  }

  /** Free bytes of the folder's file system for an unprivileged writer (`statfs` bavail). */
  async freeBytes(): Promise<number> {
    // The folder is made by the first upload; its parent (DATA_DIR) is on the same disk.
    const existing = await stat(this.root).then(
      () => this.root,
      () => path.dirname(this.root),
    );
    const fs = await statfs(existing);
    return fs.bavail * fs.bsize;
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const body = await readFile(this.file(key));
      return { body, contentType: CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream' };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.file(key))).isFile();
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}
