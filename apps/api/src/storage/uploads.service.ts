import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { FILES_PATH, StorageService } from './storage.service';

/**
 * Every value a row holds that may point at a stored file (a `/api/files/...` reference or a
 * claim document's bare key). A new column that stores an upload belongs here, or the sweep
 * would take its file away.
 */
const REFERENCES_SQL = `
  SELECT profile_pic_url AS ref FROM users WHERE profile_pic_url IS NOT NULL
  UNION ALL SELECT banner_pic_url FROM users WHERE banner_pic_url IS NOT NULL
  UNION ALL SELECT logo_url FROM providers WHERE logo_url IS NOT NULL
  UNION ALL SELECT banner_url FROM providers WHERE banner_url IS NOT NULL
  UNION ALL SELECT logo_url FROM mini_sites WHERE logo_url IS NOT NULL
  UNION ALL SELECT unnest(photo_urls) FROM reviews WHERE cardinality(photo_urls) > 0
  UNION ALL SELECT unnest(appeal_files) FROM reviews WHERE cardinality(appeal_files) > 0
  UNION ALL SELECT unnest(image_urls) FROM posts WHERE cardinality(image_urls) > 0
  UNION ALL SELECT registration_key FROM profile_claims
  UNION ALL SELECT address_proof_key FROM profile_claims`;

/**
 * The stem shared by an image and its renditions ("public/abc" for public/abc.png,
 * public/abc.webp and public/abc-thumb.webp), as SQL over a reference or key.
 */
const stemSql = (expression: string) =>
  `regexp_replace(regexp_replace(regexp_replace(${expression}, '^${FILES_PATH}/', ''), '\\.[a-z]+$', ''), '-thumb$', '')`;

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
  async record(keys: string[], ownerId: string | null): Promise<void> {
    if (keys.length === 0) return;
    await this.dataSource.query(
      `INSERT INTO uploads (key, owner_id) SELECT unnest($1::text[]), $2 ON CONFLICT DO NOTHING`,
      [keys, ownerId],
    );
  }

  /** The keys among `keys` that `ownerId` uploaded. */
  async ownedBy(ownerId: string, keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows: Array<{ key: string }> = await this.dataSource.query(
      'SELECT key FROM uploads WHERE owner_id = $1 AND key = ANY($2::text[])',
      [ownerId, keys],
    );
    return new Set(rows.map((row) => row.key));
  }

  /**
   * Inside an account's deletion, before the delete: every key the person owns (their
   * uploads, their claims' documents, their avatar, banner and review photos).
   */
  async keysOwnedBy(manager: EntityManager, userId: string): Promise<string[]> {
    const rows: Array<{ key: string }> = await manager.query(
      `SELECT key FROM uploads WHERE owner_id = $1
       UNION SELECT registration_key FROM profile_claims WHERE claimant_id = $1
       UNION SELECT address_proof_key FROM profile_claims WHERE claimant_id = $1
       UNION SELECT profile_pic_url FROM users WHERE id = $1 AND profile_pic_url IS NOT NULL
       UNION SELECT banner_pic_url FROM users WHERE id = $1 AND banner_pic_url IS NOT NULL
       UNION SELECT unnest(photo_urls) FROM reviews WHERE author_id = $1`,
      [userId],
    );
    return rows.flatMap(({ key }) => {
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
    const rows: Array<{ stem: string }> = await this.dataSource.query(
      `WITH refs AS (SELECT DISTINCT ${stemSql('ref')} AS stem FROM (${REFERENCES_SQL}) r)
       SELECT s.stem FROM unnest($1::text[]) AS s(stem)
       WHERE NOT EXISTS (SELECT 1 FROM refs WHERE refs.stem = s.stem)`,
      [stems],
    );
    return this.removeStems(
      rows.map((row) => row.stem),
      keys,
    );
  }

  /**
   * The scheduled sweep: uploads older than UPLOAD_GRACE_HOURS that no row references are
   * removed (file and record). Answers the keys removed.
   */
  async sweep(now = new Date()): Promise<string[]> {
    const cutoff = new Date(now.getTime() - this.config.env.UPLOAD_GRACE_HOURS * 3_600_000);
    const rows: Array<{ key: string }> = await this.dataSource.query(
      `WITH refs AS (SELECT DISTINCT ${stemSql('ref')} AS stem FROM (${REFERENCES_SQL}) r)
       SELECT u.key FROM uploads u
       WHERE u.created_at < $1
         AND NOT EXISTS (SELECT 1 FROM refs WHERE refs.stem = ${stemSql('u.key')})`,
      [cutoff],
    );
    const keys = rows.map((row) => row.key);
    return this.removeStems([...new Set(keys.map(stemOf))], keys);
  }

  /** Deletes the files of these stems (the known keys plus an image's usual renditions). */
  private async removeStems(stems: string[], knownKeys: string[]): Promise<string[]> {
    if (stems.length === 0) return [];
    const wanted = new Set(stems);
    const recorded: Array<{ key: string }> = await this.dataSource.query(
      `SELECT key FROM uploads WHERE ${stemSql('key')} = ANY($1::text[])`,
      [stems],
    );
    const keys = new Set([
      ...knownKeys.filter((key) => wanted.has(stemOf(key))),
      ...recorded.map((row) => row.key),
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
    await this.dataSource.query('DELETE FROM uploads WHERE key = ANY($1::text[])', [[...keys]]);
    return removed;
  }
}
