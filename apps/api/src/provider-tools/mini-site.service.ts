import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  errorBody,
  MESSAGES,
  type TMiniSite,
  type TPublicMiniSite,
  type TSaveMiniSiteBody,
  API_MESSAGES,
} from '@app/contracts';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { CounterMarks } from '../common/counters/counter-marks';
import { counterClientKey } from '../common/rate-limit/client-address';
import { loadOwnedProvider } from '../providers/provider-ownership';
import { StorageService } from '../storage/storage.service';
import type { User } from '../users/user.entity';
import type { MiniSiteContent } from './mini-site.entity';
import {
  countMiniSiteClick,
  type MiniSiteRow,
  miniSiteOf,
  publishedMiniSite,
  publishMiniSite,
  saveMiniSiteDraft,
  slugOwners,
  slugTakenByOther,
} from './mini-site.repository';

export const MINI_SITE_NOT_FOUND = API_MESSAGES.miniSiteNotFound;

/** The content of a draft or a publication, in one key order (jsonb reorders keys). */
function contentOf(c: MiniSiteContent): MiniSiteContent {
  return {
    heading: c.heading,
    description: c.description,
    logoUrl: c.logoUrl,
    buttons: c.buttons.map((b) => ({ name: b.name, url: b.url })),
    leadFormEnabled: c.leadFormEnabled,
    leadButtonName: c.leadButtonName,
  };
}

function draftContent(row: MiniSiteRow): MiniSiteContent {
  return contentOf({
    heading: row.heading,
    description: row.description,
    logoUrl: row.logo_url,
    buttons: row.buttons,
    leadFormEnabled: row.lead_form_enabled,
    leadButtonName: row.lead_button_name,
  });
}

function toMiniSite(providerId: string, row: MiniSiteRow | undefined): TMiniSite {
  if (!row)
    return {
      providerId,
      url: '',
      heading: '',
      description: '',
      logoUrl: null,
      buttons: [],
      leadFormEnabled: true,
      leadButtonName: '',
      updatedAt: null,
      publishedAt: null,
      hasUnpublishedChanges: false,
    };
  const draft = draftContent(row);
  return {
    providerId,
    url: row.slug ?? '',
    ...draft,
    updatedAt: row.updated_at.toISOString(),
    publishedAt: row.published_at?.toISOString() ?? null,
    hasUnpublishedChanges:
      row.published === null || JSON.stringify(draft) !== JSON.stringify(contentOf(row.published)),
  };
}

function isSlugConflict(error: unknown): boolean {
  return (
    error instanceof QueryFailedError &&
    (error.driverError as { code?: string; constraint?: string }).code === '23505' &&
    (error.driverError as { constraint?: string }).constraint === 'UQ_mini_sites_slug'
  );
}

function slugTaken(): ConflictException {
  return new ConflictException(
    errorBody(409, MESSAGES.miniSiteUrlTaken, {
      errors: [{ path: 'url', message: MESSAGES.miniSiteUrlTaken }],
    }),
  );
}

/**
 * The mini-site builder (spec 2): a draft per provider, a URL (slug) unique across
 * providers, publishing (premium) and the public page, whose visits count as mini-site
 * clicks per provider and day.
 */
/** One visitor counts one mini-site click of a site in this window (decision 0058). */
export const MINI_SITE_VISIT_WINDOW_SECONDS = 1800;

@Injectable()
export class MiniSiteService {
  private readonly logger = new Logger(MiniSiteService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly marks: CounterMarks,
  ) {}

  private row(db: Pick<EntityManager, 'query'>, providerId: string, lock = false) {
    return miniSiteOf(db, providerId, lock);
  }

  async get(user: User, providerId: string): Promise<TMiniSite> {
    await loadOwnedProvider(this.dataSource.manager, user, providerId);
    return toMiniSite(providerId, await this.row(this.dataSource.manager, providerId));
  }

  async save(user: User, providerId: string, body: TSaveMiniSiteBody): Promise<TMiniSite> {
    if (body.logoUrl && !(await this.storage.isIssuedPublicUrl(body.logoUrl)))
      throw new BadRequestException(
        errorBody(400, MESSAGES.imageNotIssued, {
          errors: [{ path: 'logoUrl', message: MESSAGES.imageNotIssued }],
        }),
      );
    const slug = body.url || null;
    try {
      await this.dataSource.transaction(async (manager) => {
        await loadOwnedProvider(manager, user, providerId);
        // The unique constraint settles races; this check answers the usual case quietly.
        if (slug && (await slugTakenByOther(manager, slug, providerId))) throw slugTaken();
        await saveMiniSiteDraft(manager, providerId, slug, body);
      });
    } catch (error) {
      throw isSlugConflict(error) ? slugTaken() : error;
    }
    return toMiniSite(providerId, await this.row(this.dataSource.manager, providerId));
  }

  /** Publishes the saved draft: premium only, with a URL and a heading. */
  async publish(user: User, providerId: string): Promise<TMiniSite> {
    const row = await this.dataSource.transaction(async (manager) => {
      const provider = await loadOwnedProvider(manager, user, providerId);
      if (provider.plan !== 'premium') throw new ForbiddenException(MESSAGES.miniSitePremium);
      const draft = await this.row(manager, providerId, true);
      if (!draft?.slug)
        throw new BadRequestException(
          errorBody(400, MESSAGES.miniSiteUrlRequired, {
            errors: [{ path: 'url', message: MESSAGES.miniSiteUrlRequired }],
          }),
        );
      if (!draft.heading.trim())
        throw new BadRequestException(
          errorBody(400, MESSAGES.miniSiteHeadingRequired, {
            errors: [{ path: 'heading', message: MESSAGES.miniSiteHeadingRequired }],
          }),
        );
      await publishMiniSite(manager, providerId, draftContent(draft));
      return this.row(manager, providerId);
    });
    return toMiniSite(providerId, row);
  }

  /** Free when nobody has it, or when it is the caller's own profile's URL. */
  async isAvailable(user: User, slug: string): Promise<boolean> {
    const owners = await slugOwners(this.dataSource.manager, slug);
    return owners.every((ownerId) => ownerId === user.id);
  }

  /**
   * The published site of a premium provider; counts a mini-site click for today, once per
   * visitor (an account, else the client's network) and site every MINI_SITE_VISIT_WINDOW_SECONDS,
   * never the owner's own (decision 0058).
   */
  async publicSite(
    slug: string,
    viewer?: { id: string },
    clientAddress?: string,
  ): Promise<TPublicMiniSite> {
    const row = await publishedMiniSite(this.dataSource.manager, slug);
    if (!row || !row.published || !row.published_at || row.plan !== 'premium')
      throw new NotFoundException(MINI_SITE_NOT_FOUND);
    if (!viewer || viewer.id !== row.owner_id)
      this.countClick(
        row.provider_id,
        viewer ? `user:${viewer.id}` : counterClientKey(clientAddress),
      );
    const content = contentOf(row.published);
    return {
      url: slug,
      providerId: row.provider_id,
      providerName: row.provider_name,
      heading: content.heading,
      description: content.description,
      logoUrl: content.logoUrl,
      buttons: content.buttons,
      // The form's address is where leads are mailed: never shown to visitors.
      leadForm:
        content.leadFormEnabled && row.lead_form ? { ...row.lead_form, emailAddress: '' } : null,
      leadButtonName: content.leadButtonName,
      publishedAt: row.published_at.toISOString(),
    };
  }

  private countClick(providerId: string, who: string): void {
    this.marks
      .first(`mini-site:${providerId}:${who}`, MINI_SITE_VISIT_WINDOW_SECONDS * 1000)
      .then((first) =>
        first ? countMiniSiteClick(this.dataSource.manager, providerId) : undefined,
      )
      .catch((error: unknown) =>
        this.logger.warn({ err: error, providerId }, 'Could not count a mini-site click'),
      );
  }
}
