import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { INJURY_FACTS, overallOf } from '@app/contracts';
import { hash } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { insertPost } from '../posts/posts.repository';
import { insertReview } from '../reviews/reviews.repository';
import { insertSampleUser } from '../users/users.repository';
import { recomputeProviderRating, setDescriptionLanguage } from './providers.repository';
import {
  SAMPLE_POSTS,
  SAMPLE_PROVIDERS,
  SAMPLE_REVIEW_TEXTS,
  SAMPLE_REVIEWER_EMAIL_DOMAIN,
  SAMPLE_REVIEWERS,
  SAMPLE_REVIEWS,
  SAMPLE_WORKING_HOURS,
  reviewerAvatar,
} from './sample-data';
import { FACT_COLUMNS } from './search-sql';
import { searchColumns } from './search-text';
import { drawSampleArt, isSampleArt, parseSampleArt } from './sample-art';
import { ImagesService } from '../images/images.service';
import { runImport } from '../imports/import-runner';
import { SAMPLE_FILES, sampleDataDir } from '../imports/sources/sample-files';
import path from 'node:path';

/** Any integer larger than zero; identifies the seeding lock among advisory locks. */
const SEED_LOCK_KEY = 4_017_2026;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * SEED=sample loads the sample directory once, at start-up, when no provider exists. An
 * advisory lock keeps two instances starting together from both loading it.
 */
@Injectable()
export class SampleDataService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SampleDataService.name);

  constructor(
    private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly images: ImagesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.env.SEED !== 'sample') return;
    const loaded = await this.load();
    if (!loaded) return;
    this.logger.log(`Sample directory loaded: ${SAMPLE_PROVIDERS.length} providers`);
    if (this.config.env.SAMPLE_IMPORTS === 'on') await this.importSampleFiles();
  }

  /**
   * The shipped sample files (a small Overture places GeoParquet and a small NPPES NPI CSV,
   * apps/api/sample-data/) go through the importer like any file, as finished jobs that
   * /admin/imports lists (started by 'sample'). Run once, by the instance that loaded the
   * sample directory.
   */
  async importSampleFiles(): Promise<void> {
    const databaseUrl = (this.dataSource.options as { url: string }).url;
    for (const source of ['overture', 'nppes'] as const) {
      const name = SAMPLE_FILES[source];
      const { outcome, job } = await runImport({
        databaseUrl,
        source,
        file: path.join(sampleDataDir(), name),
        displayName: name,
        startedBy: 'sample',
        resume: true,
      });
      const c = job?.counts;
      this.logger.log(
        `Sample import of ${name}: ${outcome}` +
          (c ? `, ${c.created} listings created, ${c.merged} merged, ${c.skipped} skipped` : ''),
      );
    }
  }

  /** Loads the sample data when the providers table is empty; true when it did. */
  async load(now = new Date()): Promise<boolean> {
    const [{ any: loaded }]: [{ any: boolean }] = await this.dataSource.query(
      'SELECT EXISTS (SELECT 1 FROM providers) AS any',
    );
    if (loaded) return false;
    const passwordHash = await hash(randomBytes(32).toString('base64'));
    const picture = await this.drawPictures();
    return this.dataSource.transaction(async (m) => {
      // Seeding is exempt from the request pool's statement timeout (it may wait for another
      // replica's seeding, and loads every sample row in this one transaction).
      await m.query('SET LOCAL statement_timeout = 0');
      await m.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
      const [{ any }]: [{ any: boolean }] = await m.query(
        'SELECT EXISTS (SELECT 1 FROM providers) AS any',
      );
      if (any) return false;
      const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

      for (const [i, p] of SAMPLE_PROVIDERS.entries()) {
        const { nameNormalized, searchText } = searchColumns(p);
        await m.query(
          `INSERT INTO providers (id, name, name_normalized, search_text, category, provider_type,
             specialties, description, badges, plan, logo_url, banner_url, show_banner,
             address_line1, address_line2, city, state, zip, phone, website, working_hours,
             social, amenities, lead_form, sponsored, quote, is_sample, created_at, languages,
             ${INJURY_FACTS.map((f) => FACT_COLUMNS[f]).join(', ')})
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
             $18, $19, $20, $21, $22, $23, $24, $25, $26, true, $27, $28,
             ${INJURY_FACTS.map((_, k) => `$${29 + k}`).join(', ')})`,
          [
            p.id,
            p.name,
            nameNormalized,
            searchText,
            p.category,
            p.providerType,
            p.specialties,
            p.description,
            p.badges,
            p.plan,
            picture(p.logoUrl),
            picture(p.bannerUrl),
            p.showBanner,
            p.addressLine1,
            p.addressLine2,
            p.city,
            p.state,
            p.zip,
            p.phone,
            p.website,
            // Unclaimed profiles show no hours (spec 2).
            p.plan === 'unclaimed' ? null : JSON.stringify(p.workingHours ?? SAMPLE_WORKING_HOURS),
            JSON.stringify(p.social),
            JSON.stringify(p.amenities),
            p.leadForm ? JSON.stringify(p.leadForm) : null,
            p.sponsored,
            p.quote,
            ago(400 - i * 30),
            p.facts.languages ?? [],
            ...INJURY_FACTS.map((f) => p.facts[f] === true),
          ],
        );
        await setDescriptionLanguage(m, p.id, p.description);
      }

      for (const [i, r] of SAMPLE_REVIEWERS.entries()) {
        await insertSampleUser(m, {
          id: r.id,
          email: `${r.firstName}.${r.lastName}@${SAMPLE_REVIEWER_EMAIL_DOMAIN}`.toLowerCase(),
          passwordHash,
          firstName: r.firstName,
          lastName: r.lastName,
          profilePicUrl: picture(reviewerAvatar(r.id)),
          // Some reviewers are veterans (accounts over a year old).
          createdAt: ago(i % 2 === 0 ? 500 + i * 40 : 120 + i * 10),
        });
      }

      for (const r of SAMPLE_REVIEWS) {
        const reviewedAt = ago(r.daysAgo);
        const [respectful, explained, onTime, costs, overall] = r.scores;
        await insertReview(m, {
          providerId: r.providerId,
          authorId: SAMPLE_REVIEWERS[r.reviewer]!.id,
          respectful,
          explained,
          onTime,
          costs,
          overall,
          rating: overallOf(r.scores),
          text: SAMPLE_REVIEW_TEXTS[r.text]!,
          photoUrls: [],
          verification: null,
          clientKeyHash: null,
          responseText: r.response,
          responseAt: r.response ? new Date(reviewedAt.getTime() + DAY_MS) : null,
          createdAt: reviewedAt,
        });
      }
      for (const p of SAMPLE_PROVIDERS) await recomputeProviderRating(m, p.id);

      for (const post of SAMPLE_POSTS) {
        await insertPost(m, {
          providerId: post.providerId,
          text: post.text,
          imageUrls: post.imageUrls.map(picture),
          createdAt: ago(post.daysAgo),
        });
      }
      return true;
    });
  }

  /**
   * Draws every picture the sample data names and stores it like an upload; answers the
   * lookup from a sample-art value to the stored file's URL.
   */
  private async drawPictures(): Promise<<T extends string | null>(value: T) => T> {
    const wanted = new Set<string>();
    for (const p of SAMPLE_PROVIDERS)
      for (const v of [p.logoUrl, p.bannerUrl]) if (isSampleArt(v)) wanted.add(v);
    for (const post of SAMPLE_POSTS)
      for (const v of post.imageUrls) if (isSampleArt(v)) wanted.add(v);
    for (const r of SAMPLE_REVIEWERS) wanted.add(reviewerAvatar(r.id));
    // Logos and portraits show their owner's initials.
    const names = new Map<string, string>([
      ...SAMPLE_PROVIDERS.map((p) => [p.id, p.name] as const),
      ...SAMPLE_REVIEWERS.map((r) => [r.id, `${r.firstName} ${r.lastName}`] as const),
    ]);
    const stored = new Map<string, string>();
    for (const value of wanted) {
      const picture = await this.images.storeImage(
        await drawSampleArt(value, (owner) => names.get(owner)),
      );
      // A banner is a wide gradient: ~98 KB as PNG, ~12 KB as the WebP copy every upload
      // gets (on a phone, the provider page's largest request before its content shows).
      stored.set(value, parseSampleArt(value).kind === 'banner' ? picture.webpUrl : picture.url);
    }
    return <T extends string | null>(value: T) =>
      (value !== null && stored.has(value) ? stored.get(value) : value) as T;
  }
}
