/** What a stored object is read back as. */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/** One place files live: a folder on disk or an S3 bucket (DESIGN 3, STORAGE_DRIVER). */
export interface StorageDriver {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under that key. */
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Bytes still free where the files are written; undefined where that is not a disk (S3). */
  freeBytes?(): Promise<number>;
}

/** Keys are made by this server only: a visibility folder and a random name with an extension. */
export const KEY_PATTERN =
  /^(public|private)\/[A-Za-z0-9_-]{16,64}(-thumb)?\.(jpg|png|gif|webp|pdf)$/;

export function isSafeKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}
