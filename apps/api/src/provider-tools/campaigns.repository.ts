import type { EntityManager } from 'typeorm';

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
