import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  AMENITIES,
  MAX_SUGGESTIONS,
  SOCIAL_NETWORKS,
  TProviderListItem,
  TProviderProfile,
  TProvidersList,
  TProvidersQuery,
  TRatingSummary,
  TSponsoredProvider,
  TSuggestion,
  ZProvidersListResponseSchema,
  ZSuggestResponseSchema,
  WEEKDAYS,
  type TProviderSort,
} from '@app/contracts';
import { DataSource, Repository } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { Provider } from './provider.entity';
import { SearchCache } from './search-cache';
import { categoryNamedBy, escapeLike, searchKey } from './search-text';

export const PROVIDER_NOT_FOUND = 'Provider not found';

/**
 * Searches count their matches up to this many past the page (then `totalExact` is false
 * and the web shows "1,000+"): an exact count of a broad search at 1M providers reads
 * every match, which costs more than the page itself.
 */
export const COUNT_CAP = 1000;

/** Queries this short match name prefixes only (trigrams need three characters). */
const PREFIX_ONLY_MAX_LENGTH = 2;

/** What each category is called by searchers: its label and its distinctive word(s). */
const CATEGORY_NAMES: ReadonlyArray<{ category: string; names: readonly string[] }> = [
  { category: 'Law Firms', names: ['law firms', 'law firm'] },
  { category: 'Medical Facilities', names: ['medical facilities', 'medical facility'] },
  { category: 'Auto Body Shops', names: ['auto body shops', 'auto body shop', 'auto body'] },
  { category: 'Towing Services', names: ['towing services', 'towing'] },
  { category: 'Chiropractors', names: ['chiropractors', 'chiropractor'] },
  { category: 'Insurance Agents', names: ['insurance agents', 'insurance agent'] },
  { category: 'MRI/Imaging Centers', names: ['mri imaging centers', 'imaging centers'] },
  { category: 'Case Funding Loans', names: ['case funding loans', 'case funding'] },
  { category: 'Physical Therapists', names: ['physical therapists', 'physical therapist'] },
];

/** The list sorts; every one ends with id so that pages never overlap or skip. */
const SORT_ORDER: Record<TProviderSort, string> = {
  rating_desc: 'p.rating DESC, p.review_count DESC, p.id ASC',
  rating_asc: 'p.rating ASC, p.review_count DESC, p.id ASC',
  reviews_desc: 'p.review_count DESC, p.rating DESC, p.id ASC',
  newest: 'p.created_at DESC, p.id ASC',
};

/** The columns of a list item (raw rows). */
const LIST_COLUMNS =
  'p.id, p.name, p.category, p.city, p.state, p.rating, p.review_count, p.logo_url, p.description, p.plan, p.specialties, p.quote';

export interface ProviderListRow {
  id: string;
  name: string;
  category: string;
  city: string | null;
  state: string | null;
  rating: string;
  review_count: number;
  logo_url: string | null;
  description: string;
  plan: TProviderListItem['plan'];
  specialties: string[];
  quote: string | null;
}

export function toListItem(row: ProviderListRow): TProviderListItem {
  return {
    id: row.id,
    name: row.name,
    category: row.category as TProviderListItem['category'],
    city: row.city,
    state: row.state,
    rating: Number(row.rating),
    reviewCount: row.review_count,
    image: row.logo_url,
    description: row.description,
    plan: row.plan,
    specialties: row.specialties,
  };
}

interface SearchSql {
  where: string;
  params: unknown[];
  /** ORDER BY terms ranking matches, or null when q is absent. */
  relevance: string | null;
}

/**
 * The WHERE clause of a provider search (decision 0006). For q of one or two characters
 * only a name prefix matches (served by the text_pattern_ops index). Longer q matches when
 * any of these holds: full text on name + category + specialties + description; trigram
 * similarity of the name; q as a (fuzzy) word of name + category + specialties
 * (`<%`, word_similarity); a name prefix. Matches rank exact name prefixes first, then by
 * the best trigram similarity.
 */
function searchSql(query: Pick<TProvidersQuery, 'q' | 'category' | 'state'>): SearchSql {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = [];
  if (query.category) where.push(`p.category = ${param(query.category)}`);
  if (query.state) where.push(`p.state = ${param(query.state)}`);
  let relevance: string | null = null;
  const key = query.q ? searchKey(query.q) : '';
  const named = key.length > PREFIX_ONLY_MAX_LENGTH ? categoryNamedBy(key, CATEGORY_NAMES) : null;
  if (named) {
    // A query that names a category (even misspelt) lists that category, best rated
    // first, straight off the (category, rating) index, instead of ranking every
    // provider whose text resembles the word (decision 0006).
    where.push(`p.category = ${param(named)}`);
  } else if (key) {
    const prefix = param(`${escapeLike(key)}%`);
    if (key.length <= PREFIX_ONLY_MAX_LENGTH) {
      where.push(`p.name_normalized LIKE ${prefix}`);
    } else {
      const k = param(key);
      where.push(`(p.tsv @@ websearch_to_tsquery('simple', ${k})
        OR p.name_normalized % ${k}
        OR ${k} <% p.search_text
        OR p.name_normalized LIKE ${prefix})`);
      relevance = `(p.name_normalized LIKE ${prefix}) DESC,
        GREATEST(similarity(p.name_normalized, ${k}), word_similarity(${k}, p.search_text)) DESC`;
    }
  }
  return { where: where.length ? `WHERE ${where.join(' AND ')}` : '', params, relevance };
}

@Injectable()
export class ProvidersService {
  private readonly logger = new Logger(ProvidersService.name);
  private readonly listCache: SearchCache<TProvidersList>;
  private readonly suggestCache: SearchCache<{ data: TSuggestion[] }>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Provider) private readonly providers: Repository<Provider>,
    config: AppConfig,
  ) {
    const ttlMs = config.env.SEARCH_CACHE_TTL_SECONDS * 1000;
    this.listCache = new SearchCache(ttlMs);
    this.suggestCache = new SearchCache(ttlMs);
  }

  /**
   * One round trip: the page and the match count (capped, see COUNT_CAP) in one statement.
   * The similarity threshold and `jit=off` are set per connection (data-source-options.ts).
   */
  list(query: TProvidersQuery): Promise<TProvidersList> {
    return this.listCache.get(JSON.stringify(query), async () => {
      const { where, params, relevance } = searchSql(query);
      // With q, the default sort (Highest to Lowest) reads as 'most relevant, then highest'.
      const order =
        relevance && query.sort === 'rating_desc'
          ? `${relevance}, ${SORT_ORDER.rating_desc}`
          : SORT_ORDER[query.sort];
      const countLimit = Math.max(COUNT_CAP, query.offset + query.limit) + 1;
      const n = params.length;
      const rows: Array<Partial<ProviderListRow> & { total: number; rn: string | null }> =
        await this.dataSource.query(
          `WITH total AS (
             SELECT count(*)::int AS total FROM (SELECT 1 FROM providers p ${where} LIMIT $${n + 3}) c
           ), page AS (
             SELECT ${LIST_COLUMNS}, row_number() OVER (ORDER BY ${order}) AS rn
             FROM providers p ${where} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}
           )
           SELECT page.*, total.total FROM total LEFT JOIN page ON true ORDER BY page.rn`,
          [...params, query.limit, query.offset, countLimit],
        );
      const counted = rows[0]?.total ?? 0;
      const totalExact = counted < countLimit;
      // Checked against the contract here, once per cached answer, instead of per response.
      return ZProvidersListResponseSchema.parse({
        data: rows
          .filter((row) => row.id !== null && row.id !== undefined)
          .map((row) => toListItem(row as ProviderListRow)),
        total: totalExact ? counted : countLimit - 1,
        totalExact,
        offset: query.offset,
        limit: query.limit,
      });
    });
  }

  /** At most 6 names; the first 6 by rating for an empty q. */
  suggest(q: string | undefined): Promise<{ data: TSuggestion[] }> {
    return this.suggestCache.get(q ?? '', async () => {
      const { where, params, relevance } = searchSql({ q });
      const order = relevance ? `${relevance}, ${SORT_ORDER.rating_desc}` : SORT_ORDER.rating_desc;
      const rows: TSuggestion[] = await this.dataSource.query(
        `SELECT p.id, p.name, p.category FROM providers p ${where} ORDER BY ${order} LIMIT ${MAX_SUGGESTIONS}`,
        params,
      );
      return ZSuggestResponseSchema.parse({ data: rows });
    });
  }

  async sponsored(): Promise<TSponsoredProvider[]> {
    const rows: ProviderListRow[] = await this.dataSource.query(
      `SELECT ${LIST_COLUMNS} FROM providers p WHERE p.sponsored ORDER BY p.id`,
    );
    return rows.map((row) => ({ ...toListItem(row), quote: row.quote ?? '' }));
  }

  /**
   * The public profile. The lead form's email address (where requests are mailed) is
   * shown only to the owner and admins; others get it blank.
   */
  async profile(id: string, viewer?: { id: string; roles: string[] }): Promise<TProviderProfile> {
    const provider = await this.providers.findOneBy({ id });
    if (!provider) throw new NotFoundException(PROVIDER_NOT_FOUND);
    const ratingSummary = await this.ratingSummary(id);
    this.countView(id);
    const profile = toProfile(provider, ratingSummary);
    const privileged = viewer && (viewer.id === provider.ownerId || viewer.roles.includes('admin'));
    if (profile.leadForm && !privileged)
      profile.leadForm = { ...profile.leadForm, emailAddress: '' };
    return profile;
  }

  /** Average, total and counts per star (the review's rating rounded) in one query. */
  async ratingSummary(providerId: string): Promise<TRatingSummary> {
    const rows: Array<{ star: number; n: number; sum: string }> = await this.dataSource.query(
      `SELECT LEAST(5, GREATEST(1, round(rating)))::int AS star, count(*)::int AS n, sum(rating) AS sum
       FROM reviews WHERE provider_id = $1 GROUP BY 1`,
      [providerId],
    );
    const counts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    let total = 0;
    let sum = 0;
    for (const row of rows) {
      counts[row.star as 1 | 2 | 3 | 4 | 5] = row.n;
      total += row.n;
      sum += Number(row.sum);
    }
    return { average: total ? Math.round((sum / total) * 10) / 10 : 0, total, counts };
  }

  /** Counts a profile view for today; never delays or fails the answer. */
  private countView(providerId: string): void {
    this.dataSource
      .query(
        `INSERT INTO provider_views (provider_id, day, count) VALUES ($1, current_date, 1)
         ON CONFLICT (provider_id, day) DO UPDATE SET count = provider_views.count + 1`,
        [providerId],
      )
      .catch((error: unknown) =>
        this.logger.warn({ err: error, providerId }, 'Could not count a profile view'),
      );
  }

  async exists(id: string): Promise<boolean> {
    return (await this.providers.countBy({ id })) > 0;
  }
}

export function toProfile(p: Provider, ratingSummary: TRatingSummary): TProviderProfile {
  const hasLocation = Boolean(p.addressLine1 || p.city || p.state || p.zip);
  const workingHours =
    p.workingHours && WEEKDAYS.every((day) => p.workingHours?.[day])
      ? (Object.fromEntries(
          WEEKDAYS.map((day) => [day, p.workingHours![day]]),
        ) as TProviderProfile['workingHours'])
      : null;
  return {
    id: p.id,
    profileName: p.name,
    category: p.category as TProviderProfile['category'],
    providerType: p.providerType,
    profileTags: p.specialties,
    description: p.description,
    phoneNumber: p.phone,
    websiteLink: p.website,
    location: hasLocation
      ? {
          addressLine1: p.addressLine1 ?? '',
          addressLine2: p.addressLine2 ?? '',
          city: p.city ?? '',
          state: p.state ?? '',
          zipCode: p.zip ?? '',
        }
      : null,
    workingHours,
    social: Object.fromEntries(
      SOCIAL_NETWORKS.map((n) => [n, p.social?.[n] || null]),
    ) as TProviderProfile['social'],
    amenities: Object.fromEntries(
      AMENITIES.map((a) => [a, p.amenities?.[a] === true]),
    ) as TProviderProfile['amenities'],
    leadForm: p.leadForm,
    logoUrl: p.logoUrl,
    bannerUrl: p.bannerUrl,
    showBanner: p.showBanner,
    plan: p.plan,
    badges: p.badges,
    rating: p.rating,
    reviewCount: p.reviewCount,
    ratingSummary,
    isSample: p.isSample,
    createdAt: p.createdAt.toISOString(),
  };
}
