import { API_MESSAGES } from '@app/contracts';
import { HttpException, Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { AppConfig } from '../config/app-config';
import { LocalStorageDriver } from './local.driver';
import { S3StorageDriver } from './s3.driver';
import { isSafeKey, StorageDriver, StoredObject } from './storage.driver';

/** The public path of a stored file: the same whichever driver holds it. */
export const FILES_PATH = '/api/files';
/** How long a signed link to a private document works. */
export const SIGNED_URL_SECONDS = 5 * 60;

export type Visibility = 'public' | 'private';

/**
 * Files of the product behind one driver (local disk or S3). Public images are served at
 * /api/files/public/<name>; private documents only through a short-lived signed link.
 */
@Injectable()
export class StorageService implements OnModuleDestroy {
  readonly driver: StorageDriver;

  constructor(@Inject(AppConfig) private readonly config: AppConfig) {
    const env = config.env;
    this.driver =
      env.STORAGE_DRIVER === 's3'
        ? new S3StorageDriver({
            bucket: env.S3_BUCKET!,
            region: env.S3_REGION!,
            endpoint: env.S3_ENDPOINT,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          })
        : new LocalStorageDriver(path.join(config.dataDir, 'uploads'));
  }

  onModuleDestroy(): void {
    if (this.driver instanceof S3StorageDriver) this.driver.destroy();
  }

  /** A new unguessable name (128 random bits) in a visibility folder. */
  newKey(visibility: Visibility, extension: string, suffix = ''): string {
    return `${visibility}/${randomBytes(16).toString('base64url')}${suffix}.${extension}`;
  }

  put(key: string, body: Buffer, contentType: string): Promise<void> {
    return this.driver.put(key, body, contentType);
  }

  /**
   * Refuses (507 Insufficient Storage) a write of `bytes` that would leave the upload disk
   * with less than UPLOAD_MIN_FREE_BYTES free, before it fills (issue 43). S3 has no such
   * bound here.
   */
  async ensureRoom(bytes: number): Promise<void> {
    const free = await this.driver.freeBytes?.();
    if (free !== undefined && free - bytes < this.config.env.UPLOAD_MIN_FREE_BYTES)
      throw new HttpException(API_MESSAGES.storageFull, 507);
  }

  get(key: string): Promise<StoredObject | null> {
    return isSafeKey(key) ? this.driver.get(key) : Promise.resolve(null);
  }

  publicUrl(key: string): string {
    return `${FILES_PATH}/${key}`;
  }

  /** The key of a URL this server issued for a public file, or null for anything else. */
  keyOfPublicUrl(url: string): string | null {
    if (!url.startsWith(`${FILES_PATH}/public/`)) return null;
    const key = url.slice(FILES_PATH.length + 1);
    return isSafeKey(key) ? key : null;
  }

  /** Whether `url` points at a public file this server stored. */
  async isIssuedPublicUrl(url: string): Promise<boolean> {
    const key = this.keyOfPublicUrl(url);
    return key !== null && (await this.driver.exists(key));
  }

  /** The reference of a private document (not a readable link: see signedUrl). */
  privateUrl(key: string): string {
    return `${FILES_PATH}/${key}`;
  }

  /** The key of a private document reference this server issued, or null. */
  keyOfPrivateUrl(url: string): string | null {
    if (!url.startsWith(`${FILES_PATH}/private/`)) return null;
    const key = url.slice(FILES_PATH.length + 1);
    return isSafeKey(key) ? key : null;
  }

  private signature(key: string, expires: number): Buffer {
    return createHmac('sha256', this.config.jwtSecret).update(`file:${key}:${expires}`).digest();
  }

  /** A link to a private document that works for SIGNED_URL_SECONDS. */
  signedUrl(key: string, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + SIGNED_URL_SECONDS;
    const sig = this.signature(key, expires).toString('base64url');
    return `${FILES_PATH}/${key}?${new URLSearchParams({ expires: String(expires), sig })}`;
  }

  /** Checks a signed link: right key, not expired, signature ours. */
  verifySignature(
    key: string,
    expires: string | undefined,
    sig: string | undefined,
    now = Date.now(),
  ): boolean {
    if (!expires || !sig || !/^\d{1,12}$/.test(expires)) return false;
    const at = Number(expires);
    if (at * 1000 < now) return false;
    const expected = this.signature(key, at);
    const given = Buffer.from(sig, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
