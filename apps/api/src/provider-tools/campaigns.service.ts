import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { adCampaignTotal, type TCampaign, type TCreateCampaignBody } from '@app/contracts';
import { DataSource } from 'typeorm';
import { loadOwnedProvider } from '../providers/provider-ownership';
import type { User } from '../users/user.entity';

/** A row of ad_campaigns as its queries read it (with the counters as bigint text). */
export interface CampaignRow {
  id: string;
  provider_id: string;
  duration_days: number;
  placements: TCampaign['placements'];
  total_usd: number;
  status: TCampaign['status'];
  created_at: Date;
  starts_at: Date | null;
  ends_at: Date | null;
  impressions: string;
  clicks: string;
  cancel_reason: string | null;
}

function toCampaign(row: CampaignRow): TCampaign {
  return {
    id: row.id,
    providerId: row.provider_id,
    durationDays: row.duration_days,
    placements: row.placements,
    total: row.total_usd,
    // A paid campaign runs for its days (decision 0028); after them it reads as ended.
    status:
      row.status === 'active' && row.ends_at && row.ends_at.getTime() <= Date.now()
        ? 'ended'
        : row.status,
    createdAt: row.created_at.toISOString(),
    startsAt: row.starts_at?.toISOString() ?? null,
    endsAt: row.ends_at?.toISOString() ?? null,
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
    cancelReason: row.cancel_reason,
  };
}

/**
 * Advertisement campaigns (spec 2): the server prices them ($25 per placement, whatever
 * the duration); they wait for payment (payments module, decision 0028), which activates
 * them for their 3, 7 or 30 days.
 */
@Injectable()
export class CampaignsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async create(user: User, providerId: string, body: TCreateCampaignBody): Promise<TCampaign> {
    await loadOwnedProvider(this.dataSource.manager, user, providerId);
    const [row]: CampaignRow[] = await this.dataSource.query(
      `INSERT INTO ad_campaigns (provider_id, duration_days, placements, total_usd, created_by)
       VALUES ($1, $2, $3, $4, $5) RETURNING *`,
      [providerId, body.durationDays, body.placements, adCampaignTotal(body.placements), user.id],
    );
    return toCampaign(row!);
  }

  async list(user: User, providerId: string): Promise<TCampaign[]> {
    await loadOwnedProvider(this.dataSource.manager, user, providerId);
    const rows: CampaignRow[] = await this.dataSource.query(
      `SELECT * FROM ad_campaigns WHERE provider_id = $1 ORDER BY created_at DESC, id DESC`,
      [providerId],
    );
    return rows.map(toCampaign);
  }
}
