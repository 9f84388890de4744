import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TSponsoredProvider, TSponsoredQuery } from '@app/contracts';
import { DataSource } from 'typeorm';
import { LIST_ITEM_COLUMNS, type ProviderListRow, toListItem } from './provider-list-item';

/** Most sponsored entries answered at once (the carousel shows a few at a time). */
const SPONSORED_MAX = 10;
/** Most running campaigns of one placement taken in turn (far more than ever run at once). */
const SPONSORED_RUNNING_MAX = 1000;

/** A sponsored entry: a list item with its quote and the campaign it is paid by (or none). */
function toSponsored(row: ProviderListRow, campaignId: string | null): TSponsoredProvider {
  return { ...toListItem(row), quote: row.quote ?? '', sponsored: true as const, campaignId };
}

@Injectable()
export class SponsoredService {
  /** Where each placement's next sponsored answer starts (fair turns, decision 0031). */
  private readonly sponsoredTurns = new Map<string, number>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Sponsored entries of a placement (decisions 0028, 0031): one per provider with a paid
   * campaign running there, taken in turn (each call starts one further along the running
   * campaigns, so every one leads and shows equally often); the sample data's demo entries
   * only when no campaign runs on that placement.
   */
  async sponsored(query: TSponsoredQuery = {}): Promise<TSponsoredProvider[]> {
    const placement = query.placement ?? 'main';
    const exclude = query.exclude ?? '';
    const running: Array<{ campaign_id: string; provider_id: string }> =
      await this.dataSource.query(
        `SELECT campaign_id, provider_id FROM (
           SELECT DISTINCT ON (c.provider_id) c.id AS campaign_id, c.provider_id
           FROM ad_campaigns c
           WHERE c.status = 'active' AND $1 = ANY(c.placements) AND c.ends_at > now()
             AND c.provider_id <> $2
           ORDER BY c.provider_id, c.ends_at DESC, c.id) r
         ORDER BY campaign_id LIMIT $3`,
        [placement, exclude, SPONSORED_RUNNING_MAX],
      );
    if (running.length > 0) {
      const turn = this.sponsoredTurns.get(placement) ?? 0;
      this.sponsoredTurns.set(placement, (turn + 1) % 1_000_000_007);
      const start = turn % running.length;
      const shown = [...running.slice(start), ...running.slice(0, start)].slice(0, SPONSORED_MAX);
      const rows: ProviderListRow[] = await this.dataSource.query(
        `SELECT ${LIST_ITEM_COLUMNS} FROM providers p WHERE p.id = ANY($1)`,
        [shown.map((r) => r.provider_id)],
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return shown.flatMap(({ provider_id, campaign_id }) => {
        const row = byId.get(provider_id);
        return row ? [toSponsored(row, campaign_id)] : [];
      });
    }
    const demo: ProviderListRow[] = await this.dataSource.query(
      `SELECT ${LIST_ITEM_COLUMNS} FROM providers p WHERE p.sponsored AND p.id <> $1 ORDER BY p.id`,
      [exclude],
    );
    return demo.map((row) => toSponsored(row, null));
  }
}
