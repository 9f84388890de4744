import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TSponsoredProvider, TSponsoredQuery } from '@app/contracts';
import { DataSource } from 'typeorm';
import { runningCampaigns } from '../provider-tools/campaigns.repository';
import { type ProviderListRow, toListItem } from './provider-list-item';
import { demoSponsored, listItemsOf } from './providers.repository';

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
    const running = await runningCampaigns(
      this.dataSource,
      placement,
      exclude,
      SPONSORED_RUNNING_MAX,
    );
    if (running.length > 0) {
      const turn = this.sponsoredTurns.get(placement) ?? 0;
      this.sponsoredTurns.set(placement, (turn + 1) % 1_000_000_007);
      const start = turn % running.length;
      const shown = [...running.slice(start), ...running.slice(0, start)].slice(0, SPONSORED_MAX);
      const rows = await listItemsOf(
        this.dataSource,
        shown.map((r) => r.provider_id),
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return shown.flatMap(({ provider_id, campaign_id }) => {
        const row = byId.get(provider_id);
        return row ? [toSponsored(row, campaign_id)] : [];
      });
    }
    const demo = await demoSponsored(this.dataSource, exclude);
    return demo.map((row) => toSponsored(row, null));
  }
}
