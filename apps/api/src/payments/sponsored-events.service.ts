import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TSponsoredEventsBody, TSponsoredEventType } from '@app/contracts';
import { InjectThrottlerStorage, ThrottlerStorage } from '@nestjs/throttler';
import { DataSource } from 'typeorm';
import { clientAddressKey } from '../common/rate-limit/client-address';

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
    const rows: Array<{ id: string }> = await this.dataSource.query(
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
      [counted.impression, counted.click],
    );
    return (rows as Array<{ id: string; n: number }>).reduce((sum, r) => sum + r.n, 0);
  }
}
