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
} from '@app/contracts';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { loadOwnedProvider } from '../providers/provider-ownership';
import type { LeadForm } from '../providers/provider.entity';
import { StorageService } from '../storage/storage.service';
import type { User } from '../users/user.entity';
import type { MiniSiteContent } from './mini-site.entity';

export const MINI_SITE_NOT_FOUND = 'Mini-site not found';

interface MiniSiteRow {
  provider_id: string;
  slug: string | null;
  heading: string;
  description: string;
  logo_url: string | null;
  buttons: Array<{ name: string; url: string }>;
  lead_form_enabled: boolean;
  lead_button_name: string;
  updated_at: Date;
  published: MiniSiteContent | null;
  published_at: Date | null;
}

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
@Injectable()
export class MiniSiteService {
  private readonly logger = new Logger(MiniSiteService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: StorageService,
  ) {}

  private async row(db: Pick<EntityManager, 'query'>, providerId: string, lock = false) {
    const [row]: MiniSiteRow[] = await db.query(
      `SELECT * FROM mini_sites WHERE provider_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [providerId],
    );
    return row;
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
        const taken: unknown[] = slug
          ? await manager.query('SELECT 1 FROM mini_sites WHERE slug = $1 AND provider_id <> $2', [
              slug,
              providerId,
            ])
          : [];
        if (taken.length > 0) throw slugTaken();
        await manager.query(
          `INSERT INTO mini_sites (provider_id, slug, heading, description, logo_url, buttons,
             lead_form_enabled, lead_button_name, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, now())
           ON CONFLICT (provider_id) DO UPDATE SET slug = $2, heading = $3, description = $4,
             logo_url = $5, buttons = $6::jsonb, lead_form_enabled = $7, lead_button_name = $8,
             updated_at = now()`,
          [
            providerId,
            slug,
            body.heading,
            body.description,
            body.logoUrl,
            JSON.stringify(body.buttons),
            body.leadFormEnabled,
            body.leadButtonName,
          ],
        );
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
      await manager.query(
        `UPDATE mini_sites SET published = $2::jsonb, published_at = now() WHERE provider_id = $1`,
        [providerId, JSON.stringify(draftContent(draft))],
      );
      return this.row(manager, providerId);
    });
    return toMiniSite(providerId, row);
  }

  /** Free when nobody has it, or when it is the caller's own profile's URL. */
  async isAvailable(user: User, slug: string): Promise<boolean> {
    const rows: Array<{ owner_id: string | null }> = await this.dataSource.query(
      `SELECT p.owner_id FROM mini_sites m JOIN providers p ON p.id = m.provider_id
       WHERE m.slug = $1`,
      [slug],
    );
    return rows.every((r) => r.owner_id === user.id);
  }

  /** The published site of a premium provider; counts a mini-site click for today. */
  async publicSite(slug: string): Promise<TPublicMiniSite> {
    const [row]: Array<
      MiniSiteRow & { provider_name: string; plan: string; lead_form: LeadForm | null }
    > = await this.dataSource.query(
      `SELECT m.*, p.name AS provider_name, p.plan, p.lead_form
       FROM mini_sites m JOIN providers p ON p.id = m.provider_id
       WHERE m.slug = $1 AND m.published IS NOT NULL`,
      [slug],
    );
    if (!row || !row.published || !row.published_at || row.plan !== 'premium')
      throw new NotFoundException(MINI_SITE_NOT_FOUND);
    this.countClick(row.provider_id);
    const content = contentOf(row.published);
    return {
      url: slug,
      providerId: row.provider_id,
      providerName: row.provider_name,
      heading: content.heading,
      description: content.description,
      logoUrl: content.logoUrl,
      buttons: content.buttons,
      leadForm: content.leadFormEnabled ? row.lead_form : null,
      leadButtonName: content.leadButtonName,
      publishedAt: row.published_at.toISOString(),
    };
  }

  private countClick(providerId: string): void {
    this.dataSource
      .query(
        `INSERT INTO mini_site_clicks (provider_id, day, count) VALUES ($1, current_date, 1)
         ON CONFLICT (provider_id, day) DO UPDATE SET count = mini_site_clicks.count + 1`,
        [providerId],
      )
      .catch((error: unknown) =>
        this.logger.warn({ err: error, providerId }, 'Could not count a mini-site click'),
      );
  }
}
