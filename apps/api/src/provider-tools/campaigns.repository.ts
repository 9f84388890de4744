import type { EntityManager } from 'typeorm';
import type { RowOf } from '../database/row-of';
import { AdCampaign } from './ad-campaign.entity';
import type { Querier } from '../database/querier';

/** A row of ad_campaigns as its queries read it (with the counters as bigint text). */
export type CampaignRow = Pick<
  RowOf<AdCampaign>,
  | 'id'
  | 'provider_id'
  | 'duration_days'
  | 'placements'
  | 'total_usd'
  | 'status'
  | 'created_at'
  | 'starts_at'
  | 'ends_at'
  | 'impressions'
  | 'clicks'
  | 'cancel_reason'
>;

/** A campaign row with its provider's name, for the admin lists. */
export interface AdminCampaignRow extends CampaignRow {
  provider_name: string;
}

/** The admin columns of a campaign `c` joined with its provider `p`. */
export const ADMIN_CAMPAIGN_COLUMNS = `c.id, c.provider_id, p.name AS provider_name, c.duration_days, c.placements,
  c.total_usd, c.status, c.created_at, c.starts_at, c.ends_at, c.impressions, c.clicks,
  c.cancel_reason`;

/** Creates a campaign waiting for its payment; answers its row. */
export async function insertCampaign(
  db: Querier,
  values: Pick<AdCampaign, 'providerId' | 'durationDays' | 'placements' | 'totalUsd'> & {
    createdBy: string;
  },
): Promise<CampaignRow> {
  const [row]: CampaignRow[] = await db.query(
    `INSERT INTO ad_campaigns (provider_id, duration_days, placements, total_usd, created_by)
     VALUES ($1, $2, $3, $4, $5) RETURNING *`,
    [values.providerId, values.durationDays, values.placements, values.totalUsd, values.createdBy],
  );
  return row!;
}

/** The provider's campaigns, newest first. */
export function campaignsOf(db: Querier, providerId: string): Promise<CampaignRow[]> {
  return db.query(
    `SELECT * FROM ad_campaigns WHERE provider_id = $1 ORDER BY created_at DESC, id DESC`,
    [providerId],
  );
}

/** The provider's campaign as payment reads it (its price and whether it waits), or null. */
export function campaignToPay(
  manager: EntityManager,
  campaignId: string,
  providerId: string,
): Promise<Pick<AdCampaign, 'placements' | 'durationDays' | 'status'> | null> {
  return manager.findOne(AdCampaign, {
    select: { placements: true, durationDays: true, status: true },
    where: { id: campaignId, providerId },
  });
}

/** The campaign's state, its row locked for the caller's transaction; null if unknown. */
export async function lockCampaign(
  manager: Querier,
  campaignId: string,
): Promise<Pick<CampaignRow, 'status' | 'ends_at' | 'provider_id'> | null> {
  const [row]: Array<Pick<CampaignRow, 'status' | 'ends_at' | 'provider_id'>> = await manager.query(
    'SELECT status, ends_at, provider_id FROM ad_campaigns WHERE id = $1 FOR UPDATE',
    [campaignId],
  );
  return row ?? null;
}

/** One campaign with its provider's name, for the admin lists. */
export async function adminCampaign(
  db: Querier,
  campaignId: string,
): Promise<AdminCampaignRow | undefined> {
  const [row]: AdminCampaignRow[] = await db.query(
    `SELECT ${ADMIN_CAMPAIGN_COLUMNS} FROM ad_campaigns c JOIN providers p ON p.id = c.provider_id
     WHERE c.id = $1`,
    [campaignId],
  );
  return row;
}

/**
 * Starts a paid campaign: active from now for its 3, 7 or 30 days, once (only a campaign
 * still waiting for its payment). Answers it when it started, else null.
 */
export async function activatePaidCampaign(
  manager: Pick<EntityManager, 'query'>,
  campaignId: string | null,
): Promise<{ id: string; ends_at: Date } | null> {
  const activated: Array<{ id: string; ends_at: Date }> = await manager.query(
    `WITH activated AS (
       UPDATE ad_campaigns
       SET status = 'active', paid_at = now(), starts_at = now(),
           ends_at = now() + make_interval(days => duration_days)
       WHERE id = $1 AND status = 'pending_payment'
       RETURNING id, ends_at)
     SELECT id, ends_at FROM activated`,
    [campaignId],
  );
  return activated[0] ?? null;
}

/** An admin's cancellation (the caller locked the row and checked it may be cancelled). */
export async function cancelCampaign(
  manager: Pick<EntityManager, 'query'>,
  campaignId: string,
  reason: string,
): Promise<void> {
  await manager.query(
    `UPDATE ad_campaigns SET status = 'cancelled', cancel_reason = $2, cancelled_at = now()
     WHERE id = $1`,
    [campaignId, reason],
  );
}

/**
 * Adds a batch of sponsored impressions and clicks to the running campaigns' counters in
 * one statement; answers how many were counted (those of campaigns not running are not).
 */
export async function countCampaignHits(
  db: Pick<EntityManager, 'query'>,
  impressions: string[],
  clicks: string[],
): Promise<number> {
  const rows: Array<{ id: string; n: number }> = await db.query(
    `WITH hits AS (
       SELECT id, sum(i)::bigint AS i, sum(c)::bigint AS c FROM (
         SELECT unnest($1::uuid[]) AS id, 1 AS i, 0 AS c
         UNION ALL SELECT unnest($2::uuid[]), 0, 1) e
       GROUP BY id),
     updated AS (
       UPDATE ad_campaigns a SET impressions = a.impressions + h.i, clicks = a.clicks + h.c
       FROM hits h
       WHERE a.id = h.id AND a.status = 'active' AND a.ends_at > now()
       RETURNING a.id, h.i + h.c AS n)
     SELECT id, n::int AS n FROM updated`,
    [impressions, clicks],
  );
  return rows.reduce((sum, r) => sum + r.n, 0);
}

/** Which of `ids` are campaigns running now (paid, active, not ended). */
export async function runningCampaignIds(
  db: Pick<EntityManager, 'query'>,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows: Array<{ id: string }> = await db.query(
    `SELECT id FROM ad_campaigns WHERE id = ANY($1::uuid[]) AND status = 'active' AND ends_at > now()`,
    [ids],
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * One running paid campaign per provider on a placement (its latest ending; `exclude`'s
 * not), ordered by campaign id, at most `max`.
 */
export function runningCampaigns(
  db: Pick<EntityManager, 'query'>,
  placement: string,
  exclude: string,
  max: number,
): Promise<Array<{ campaign_id: string; provider_id: string }>> {
  return db.query(
    `SELECT campaign_id, provider_id FROM (
       SELECT DISTINCT ON (c.provider_id) c.id AS campaign_id, c.provider_id
       FROM ad_campaigns c
       WHERE c.status = 'active' AND $1 = ANY(c.placements) AND c.ends_at > now()
         AND c.provider_id <> $2
       ORDER BY c.provider_id, c.ends_at DESC, c.id) r
     ORDER BY campaign_id LIMIT $3`,
    [placement, exclude, max],
  );
}
