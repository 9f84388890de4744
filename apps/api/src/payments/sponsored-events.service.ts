import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TSponsoredEventsBody } from '@app/contracts';
import { DataSource } from 'typeorm';
import { CounterMarks } from '../common/counters/counter-marks';
import { counterClientKey } from '../common/rate-limit/client-address';
import { countCampaignHits, runningCampaignIds } from '../provider-tools/campaigns.repository';

/** A client counts one impression per campaign in this window (decision 0031). */
export const SPONSORED_DEDUPE_SECONDS = 600;
/** A click counts only within this time after an impression counted for the same client. */
export const SPONSORED_CLICK_WINDOW_SECONDS = 1800;
/** Clicks counted per counted impression (decision 0058). */
export const SPONSORED_CLICKS_PER_IMPRESSION = 1;

/**
 * Impressions and clicks of sponsored entries (issue 18, decisions 0031 and 0058). Pages send
 * them in batches after they have shown. Events of campaigns that are not running are
 * dropped before anything is remembered (a batch of made-up ids costs one indexed read and
 * no memory). A client (an IPv4 address, an IPv6 /48: one home line) counts one impression
 * per campaign every 10 minutes, and a click only after an impression counted for it within
 * 30 minutes, one click per impression. The marks live in CounterMarks (a bounded LRU, or
 * Redis keys with a TTL); the route itself is rate-limited.
 */
@Injectable()
export class SponsoredEventsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly marks: CounterMarks,
  ) {}

  async record(address: string | undefined, body: TSponsoredEventsBody): Promise<number> {
    const running = await runningCampaignIds(this.dataSource, [
      ...new Set(body.events.map((e) => e.campaignId)),
    ]);
    if (running.size === 0) return 0;
    const client = counterClientKey(address);
    const of = (type: 'impression' | 'click') => [
      ...new Set(
        body.events
          .filter((e) => e.type === type && running.has(e.campaignId))
          .map((e) => e.campaignId),
      ),
    ];
    const impressions: string[] = [];
    // Impressions first: a page that reports a view and its click in one batch counts both.
    for (const campaignId of of('impression')) {
      if (
        !(await this.marks.first(
          `sponsored:i:${campaignId}:${client}`,
          SPONSORED_DEDUPE_SECONDS * 1000,
        ))
      )
        continue;
      impressions.push(campaignId);
      await this.marks.grant(
        `sponsored:c:${campaignId}:${client}`,
        SPONSORED_CLICKS_PER_IMPRESSION,
        SPONSORED_CLICK_WINDOW_SECONDS * 1000,
      );
    }
    const clicks: string[] = [];
    for (const campaignId of of('click'))
      if (await this.marks.take(`sponsored:c:${campaignId}:${client}`)) clicks.push(campaignId);
    if (impressions.length === 0 && clicks.length === 0) return 0;
    // One statement: both counters of every campaign in the batch, running ones only.
    return countCampaignHits(this.dataSource, impressions, clicks);
  }
}
