import type { TSaveMiniSiteBody } from '@app/contracts';
import { type EntityManager, Not } from 'typeorm';
import type { LeadForm, Provider } from '../providers/provider.entity';
import type { RowOf } from '../database/row-of';
import { MiniSite, type MiniSiteContent } from './mini-site.entity';
import type { Querier } from '../database/querier';

/** The reads and writes of tables `mini_sites` and `mini_site_clicks`. */

/** A row of mini_sites as its queries read it. */
export type MiniSiteRow = Pick<
  RowOf<MiniSite>,
  | 'provider_id'
  | 'slug'
  | 'heading'
  | 'description'
  | 'logo_url'
  | 'buttons'
  | 'lead_form_enabled'
  | 'lead_button_name'
  | 'updated_at'
  | 'published'
  | 'published_at'
>;

/** A mini-site with what its public page shows of its provider. */
export interface PublicMiniSiteRow extends MiniSiteRow {
  provider_name: Provider['name'];
  plan: Provider['plan'];
  lead_form: LeadForm | null;
  owner_id: Provider['ownerId'];
}

/** The provider's mini-site, locked for the caller's transaction with `lock`. */
export async function miniSiteOf(
  db: Querier,
  providerId: string,
  lock = false,
): Promise<MiniSiteRow | undefined> {
  const [row]: MiniSiteRow[] = await db.query(
    `SELECT * FROM mini_sites WHERE provider_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [providerId],
  );
  return row;
}

/** Whether another provider's mini-site has this slug. */
export function slugTakenByOther(
  manager: EntityManager,
  slug: string,
  providerId: string,
): Promise<boolean> {
  return manager.exists(MiniSite, { where: { slug, providerId: Not(providerId) } });
}

/** Creates or replaces the provider's draft (the unique slug constraint may refuse it). */
export async function saveMiniSiteDraft(
  db: Querier,
  providerId: string,
  slug: string | null,
  body: Pick<
    TSaveMiniSiteBody,
    'heading' | 'description' | 'logoUrl' | 'buttons' | 'leadFormEnabled' | 'leadButtonName'
  >,
): Promise<void> {
  await db.query(
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
}

/** Publishes this content as the provider's mini-site, now. */
export async function publishMiniSite(
  db: Querier,
  providerId: string,
  content: MiniSiteContent,
): Promise<void> {
  await db.query(
    `UPDATE mini_sites SET published = $2::jsonb, published_at = now() WHERE provider_id = $1`,
    [providerId, JSON.stringify(content)],
  );
}

/** The owners of the providers whose mini-site has this slug (none or one). */
export async function slugOwners(db: Querier, slug: string): Promise<Array<Provider['ownerId']>> {
  const rows: Array<{ owner_id: Provider['ownerId'] }> = await db.query(
    `SELECT p.owner_id FROM mini_sites m JOIN providers p ON p.id = m.provider_id
     WHERE m.slug = $1`,
    [slug],
  );
  return rows.map((r) => r.owner_id);
}

/** The published mini-site of this slug with its provider's name, plan and lead form. */
export async function publishedMiniSite(
  db: Querier,
  slug: string,
): Promise<PublicMiniSiteRow | undefined> {
  const [row]: PublicMiniSiteRow[] = await db.query(
    `SELECT m.*, p.name AS provider_name, p.plan, p.lead_form, p.owner_id
     FROM mini_sites m JOIN providers p ON p.id = m.provider_id
     WHERE m.slug = $1 AND m.published IS NOT NULL`,
    [slug],
  );
  return row;
}

/** Counts a mini-site click for the provider today. */
export async function countMiniSiteClick(db: Querier, providerId: string): Promise<void> {
  await db.query(
    `INSERT INTO mini_site_clicks (provider_id, day, count) VALUES ($1, current_date, 1)
     ON CONFLICT (provider_id, day) DO UPDATE SET count = mini_site_clicks.count + 1`,
    [providerId],
  );
}
