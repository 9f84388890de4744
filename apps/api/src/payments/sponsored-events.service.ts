import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TSponsoredEventsBody, TSponsoredEventType } from '@app/contracts';
import { InjectThrottlerStorage, ThrottlerStorage } from '@nestjs/throttler';
import { DataSource } from 'typeorm';
import { clientAddressKey } from '../common/rate-limit/client-address';
import { countCampaignHits } from '../provider-tools/campaigns.repository';

/** A client counts once per campaign and kind in this window (decision 0031). */
export const SPONSORED_DEDUPE_SECONDS = 600;

/**
 * Impressions and clicks of sponsored entries (issue 18, decision 0031). Pages send them in
 * batches after they have shown (never on the read that serves the entries); each client
 * address counts at most once per campaign and kind every 10 minutes (the counters live in
 * the rate limiter's store: memory, or Redis shared by the replicas), and the route itself
 * is rate-limited, so one client cannot inflate the figures much. Only running campaigns
 * count.
 */
@Injectable()
export class SponsoredEventsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
  ) {}

  async record(address: string | undefined, body: TSponsoredEventsBody): Promise<number> {
    const client = clientAddressKey(address);
    const windowMs = SPONSORED_DEDUPE_SECONDS * 1000;
    const seen = new Set<string>();
    const counted: Record<TSponsoredEventType, string[]> = { impression: [], click: [] };
    for (const event of body.events) {
      const key = `sponsored:${event.type}:${event.campaignId}:${client}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const record = await this.storage.increment(key, windowMs, 1_000_000, windowMs, 'default');
      if (record.totalHits === 1) counted[event.type].push(event.campaignId);
    }
    if (counted.impression.length === 0 && counted.click.length === 0) return 0;
    // One statement: both counters of every campaign in the batch, running ones only.
    return countCampaignHits(this.dataSource, counted.impression, counted.click);
  }
}
