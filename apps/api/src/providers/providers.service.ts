import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  MESSAGES,
  type TProviderProfile,
  type TProviderProfileQuery,
  type TRatingSummary,
} from '@app/contracts';
import { DataSource, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { PlacesService } from '../places/places.service';
import { badQuery } from './bad-query';
import { isLeadAddressConfirmed } from './lead-address';
import { PROVIDER_NOT_FOUND_MESSAGE } from './provider-ownership';
import { chordToMiles } from './provider-list-item';
import { type SourceRow, toProfile } from './provider-profile';
import { chordFrom, countProviderView, mergedTargetOf, SOURCES_SQL } from './providers.repository';
import { CounterMarks } from '../common/counters/counter-marks';
import { counterClientKey } from '../common/rate-limit/client-address';
import { type RatingStarRow, ratingStarsSql } from '../reviews/reviews.repository';
import { Provider } from './provider.entity';

/** One viewer counts one view of a profile in this window (decision 0058). */
export const PROFILE_VIEW_WINDOW_SECONDS = 1800;

/**
 * A merged listing was asked for: the controller answers 301 to the kept one (its page
 * too, spa/web-app.ts).
 */
export class MergedListing extends Error {
  constructor(readonly into: string) {
    super(`Merged into ${into}`);
  }
}

/** The one 'Provider not found' of the API's areas (admin and claims import it from here). */
export const PROVIDER_NOT_FOUND = PROVIDER_NOT_FOUND_MESSAGE;

// Other areas import these from here (admin, claims, bookmarks, provider-tools).
export { type ProviderListRow, toListItem } from './provider-list-item';
export { toProfile } from './provider-profile';

/**
 * Profile reads (GET /providers/{id}, the profile the SPA embeds) and the rating summary.
 * The search is provider-search.service.ts, the sponsored entries sponsored.service.ts.
 */
@Injectable()
export class ProvidersService {
  private readonly logger = new Logger(ProvidersService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Provider) private readonly providers: Repository<Provider>,
    private readonly places: PlacesService,
    private readonly clock: Clock,
    private readonly marks: CounterMarks,
  ) {}

  /**
   * The public profile; counts a view. The lead form's email address (where requests are
   * mailed) is shown only to the owner and admins; others get it blank.
   */
  async profile(
    id: string,
    viewer?: { id: string; roles: string[] },
    from: TProviderProfileQuery = {},
    clientAddress?: string,
  ): Promise<TProviderProfile> {
    // An unknown place answers 400 before the view is counted, as the search does.
    const place = await this.placeOf(from);
    const found = await this.withRatingSummary(id);
    if (!found) throw new NotFoundException(PROVIDER_NOT_FOUND);
    const into = found[0].mergedInto ? await this.mergedTarget(id) : null;
    if (into) throw new MergedListing(into);
    this.countView(found[0], viewer, clientAddress);
    const profile = await this.profileOf(...found, viewer);
    return place ? { ...profile, ...(await this.distanceFrom(id, place)) } : profile;
  }

  /** The place a profile is asked from: `near` (400 when unknown) or lat + lng, else none. */
  private async placeOf(
    from: TProviderProfileQuery,
  ): Promise<{ latitude: number; longitude: number; label: string | null } | null> {
    if (from.near) {
      const place = await this.places.resolve(from.near);
      if (!place) throw badQuery('near', MESSAGES.placeNotFound);
      const label = `${place.city}, ${place.state}`;
      return { latitude: place.latitude, longitude: place.longitude, label };
    }
    if (from.lat !== undefined && from.lng !== undefined)
      return { latitude: from.lat, longitude: from.lng, label: null };
    return null;
  }

  /**
   * Miles from the place to the provider, measured as the search measures it (the chord of
   * earthdistance's sphere, one decimal); null when the provider has no point.
   */
  private async distanceFrom(
    id: string,
    place: { latitude: number; longitude: number; label: string | null },
  ): Promise<Pick<TProviderProfile, 'distanceMiles' | 'distanceFrom'>> {
    const chord = await chordFrom(this.dataSource, id, place);
    return {
      distanceMiles: chord === null ? null : chordToMiles(chord),
      distanceFrom: place.label,
    };
  }

  /**
   * The profile a visitor sees, or null: what the HTML of /provider/{id} embeds so the page
   * renders without waiting for the API (spa/web-app.ts). Counts no view: the page's own
   * GET /providers/{id}, made in the background, does.
   */
  async visitorProfile(id: string): Promise<TProviderProfile | null> {
    const found = await this.withRatingSummary(id);
    return found ? this.profileOf(...found) : null;
  }

  /**
   * The page of /provider/{id}: the profile a visitor sees, or the listing a merged one was
   * merged into (the page answers 301 to it), or null.
   */
  async visitorPage(
    id: string,
  ): Promise<{ profile: TProviderProfile } | { mergedInto: string } | null> {
    const found = await this.withRatingSummary(id);
    if (!found) return null;
    const into = found[0].mergedInto ? await this.mergedTarget(id) : null;
    if (into) return { mergedInto: into };
    return { profile: await this.profileOf(...found) };
  }

  /**
   * A provider and its rating summary, read in one statement (one round trip: on a busy
   * machine the API's time goes largely to its writes to PostgreSQL), or null.
   */
  private async withRatingSummary(
    id: string,
  ): Promise<[Provider, TRatingSummary, Date, SourceRow[]] | null> {
    const { entities, raw } = await this.providers
      .createQueryBuilder('p')
      .addSelect(
        `(SELECT coalesce(json_agg(s), '[]'::json) FROM (${ratingStarsSql('p.id')}) s)`,
        'stars',
      )
      .addSelect(SOURCES_SQL, 'sources')
      .where('p.id = :id', { id })
      .getRawAndEntities<{ stars: RatingStarRow[]; sources: SourceRow[] }>();
    const provider = entities[0];
    return provider
      ? [provider, summaryOf(raw[0]?.stars ?? []), this.clock.now(), raw[0]?.sources ?? []]
      : null;
  }

  /**
   * The listing a merged one was merged into, followed to the one kept (301 of its page and
   * of GET /providers/{id}); null when `id` was not merged (or does not exist).
   */
  async mergedTarget(id: string): Promise<string | null> {
    return mergedTargetOf(this.dataSource, id);
  }

  private async profileOf(
    provider: Provider,
    summary: TRatingSummary,
    now: Date,
    sources: SourceRow[],
    viewer?: { id: string; roles: string[] },
  ): Promise<TProviderProfile> {
    const profile = toProfile(provider, summary, now, sources);
    const privileged = viewer && (viewer.id === provider.ownerId || viewer.roles.includes('admin'));
    if (profile.leadForm && !privileged)
      profile.leadForm = { ...profile.leadForm, emailAddress: '' };
    return privileged ? this.withLeadAddressState(profile) : profile;
  }

  /** The profile as its owner or an admin sees it (the profile editor's answer); no view counted. */
  async ownerProfile(id: string): Promise<TProviderProfile> {
    const found = await this.withRatingSummary(id);
    if (!found) throw new NotFoundException(PROVIDER_NOT_FOUND);
    return this.withLeadAddressState(toProfile(...found));
  }

  /** For the owner and admins: whether the lead form's address is confirmed (0017). */
  async withLeadAddressState(profile: TProviderProfile): Promise<TProviderProfile> {
    if (!profile.leadForm) return profile;
    const emailConfirmed = await isLeadAddressConfirmed(
      this.dataSource,
      profile.id,
      profile.leadForm.emailAddress,
    );
    return { ...profile, leadForm: { ...profile.leadForm, emailConfirmed } };
  }

  /**
   * Counts a profile view for today, once per viewer (an account, else the client's network)
   * and profile every PROFILE_VIEW_WINDOW_SECONDS, never the owner's own (decision 0058);
   * never delays or fails the answer.
   */
  private countView(
    provider: Provider,
    viewer: { id: string } | undefined,
    clientAddress: string | undefined,
  ): void {
    if (viewer && viewer.id === provider.ownerId) return;
    const who = viewer ? `user:${viewer.id}` : counterClientKey(clientAddress);
    const providerId = provider.id;
    this.marks
      .first(`view:${providerId}:${who}`, PROFILE_VIEW_WINDOW_SECONDS * 1000)
      .then((first) => (first ? countProviderView(this.dataSource, providerId) : undefined))
      .catch((error: unknown) =>
        this.logger.warn({ err: error, providerId }, 'Could not count a profile view'),
      );
  }

  async exists(id: string): Promise<boolean> {
    return (await this.providers.countBy({ id })) > 0;
  }
}

/**
 * Average (one decimal), total and counts per star (the review's rating rounded) of a
 * provider's rows of ratingStarsSql; reviews a confirmed consumer alert named do not count
 * (decision 0030).
 */
function summaryOf(rows: RatingStarRow[]): TRatingSummary {
  const counts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const row of rows) {
    counts[row.star] = row.n;
    total += row.n;
    sum += Number(row.sum);
  }
  return { average: total ? Math.round((sum / total) * 10) / 10 : 0, total, counts };
}
