import { API_MESSAGES } from '@app/contracts';
import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  OnModuleDestroy,
  OnModuleInit,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { FILES_PATH, StorageService } from './storage.service';
import {
  bytesUploadedLastDay,
  deleteUploads,
  insertUploads,
  lockUploadsOf,
  referencesOwnedBy,
  uploadKeysOfStems,
  uploadKeysOwnedBy,
  unreferencedStems,
  unreferencedUploadsBefore,
  type UploadEntry,
} from './uploads.repository';

const quotaReached = () =>
  new HttpException(API_MESSAGES.uploadQuotaReached, HttpStatus.TOO_MANY_REQUESTS);

/** The stem of a key, the same as stemSql. */
export function stemOf(key: string): string {
  return key
    .replace(`${FILES_PATH}/`, '')
    .replace(/\.[a-z]+$/, '')
    .replace(/-thumb$/, '');
}

/**
 * Who uploaded which stored file (table `uploads`), and the clean-up of files nothing needs
 * any more (docs/decisions/0017): an account's own files after its deletion commits, and a
 * scheduled sweep of uploads that no row references once their grace period is over.
 */
@Injectable()
export class UploadsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(UploadsService.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const minutes = this.config.env.UPLOAD_SWEEP_MINUTES;
    if (minutes <= 0) return;
    this.timer = setInterval(() => {
      this.sweep().catch((error: unknown) =>
        this.logger.warn(`Upload sweep failed: ${String(error)}`),
      );
    }, minutes * 60_000);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Records newly stored keys as uploaded by `ownerId` (null: by the server itself). */
  /** A 429 when `ownerId` cannot upload `bytes` more today (no lock: an early refusal). */
  async ensureQuota(ownerId: string | null, bytes: number): Promise<void> {
    if (ownerId === null) return;
    const used = await bytesUploadedLastDay(this.dataSource.manager, ownerId);
    if (used + bytes > this.config.env.UPLOAD_QUOTA_BYTES_PER_DAY) throw quotaReached();
  }

  async record(entries: UploadEntry[], ownerId: string | null): Promise<void> {
    if (entries.length === 0) return;
    if (ownerId === null) {
      await insertUploads(this.dataSource.manager, entries, ownerId);
      return;
    }
    // Recorded before the file is written: the quota then counts every upload under way.
    const bytes = entries.reduce((sum, e) => sum + e.bytes, 0);
    const quota = this.config.env.UPLOAD_QUOTA_BYTES_PER_DAY;
    await this.dataSource.transaction(async (manager) => {
      await lockUploadsOf(manager, ownerId);
      if ((await bytesUploadedLastDay(manager, ownerId)) + bytes > quota) throw quotaReached();
      await insertUploads(manager, entries, ownerId);
    });
  }

  /** Forgets uploads recorded whose file could not be written. */
  async forget(keys: string[]): Promise<void> {
    if (keys.length > 0) await deleteUploads(this.dataSource.manager, keys);
  }

  /** The keys among `keys` that `ownerId` uploaded. */
  async ownedBy(ownerId: string, keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    return new Set(await uploadKeysOwnedBy(this.dataSource.manager, ownerId, keys));
  }

  /**
   * Inside an account's deletion, before the delete: every key the person owns (their
   * uploads, their claims' documents, their avatar, banner and review photos).
   */
  async keysOwnedBy(manager: EntityManager, userId: string): Promise<string[]> {
    const refs = await referencesOwnedBy(manager, userId);
    return refs.flatMap((key) => {
      const own = this.storage.keyOfPublicUrl(key) ?? this.storage.keyOfPrivateUrl(key) ?? key;
      return own.startsWith('public/') || own.startsWith('private/') ? [own] : [];
    });
  }

  /**
   * Removes, with every rendition, the files among `keys` that no row references (run after
   * the transaction that dropped the references has committed). Answers the keys removed.
   */
  async removeUnreferenced(keys: string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const stems = [...new Set(keys.map(stemOf))];
    return this.removeStems(await unreferencedStems(this.dataSource.manager, stems), keys);
  }

  /**
   * The scheduled sweep: uploads older than UPLOAD_GRACE_HOURS that no row references are
   * removed (file and record). Answers the keys removed.
   */
  async sweep(now = new Date()): Promise<string[]> {
    const cutoff = new Date(now.getTime() - this.config.env.UPLOAD_GRACE_HOURS * 3_600_000);
    const keys = await unreferencedUploadsBefore(this.dataSource.manager, cutoff);
    return this.removeStems([...new Set(keys.map(stemOf))], keys);
  }

  /** Deletes the files of these stems (the known keys plus an image's usual renditions). */
  private async removeStems(stems: string[], knownKeys: string[]): Promise<string[]> {
    if (stems.length === 0) return [];
    const wanted = new Set(stems);
    const recorded = await uploadKeysOfStems(this.dataSource.manager, stems);
    const keys = new Set([
      ...knownKeys.filter((key) => wanted.has(stemOf(key))),
      ...recorded,
      // Renditions made by ImagesService.storeImage, for files stored before `uploads`.
      ...stems
        .filter((stem) => stem.startsWith('public/'))
        .flatMap((stem) => [`${stem}.webp`, `${stem}-thumb.webp`]),
    ]);
    const removed: string[] = [];
    for (const key of keys) {
      try {
        if (await this.storage.driver.exists(key)) removed.push(key);
        await this.storage.driver.delete(key);
      } catch (error) {
        this.logger.warn(`Could not remove ${key}: ${String(error)}`);
      }
    }
    await deleteUploads(this.dataSource.manager, [...keys]);
    return removed;
  }
}
