import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { adCampaignTotal, type TCampaign, type TCreateCampaignBody } from '@app/contracts';
import { DataSource } from 'typeorm';
import { loadOwnedProvider } from '../providers/provider-ownership';
import type { User } from '../users/user.entity';
import { type CampaignRow, campaignsOf, insertCampaign } from './campaigns.repository';

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
    const row = await insertCampaign(this.dataSource.manager, {
      providerId,
      durationDays: body.durationDays,
      placements: body.placements,
      totalUsd: adCampaignTotal(body.placements),
      createdBy: user.id,
    });
    return toCampaign(row);
  }

  async list(user: User, providerId: string): Promise<TCampaign[]> {
    await loadOwnedProvider(this.dataSource.manager, user, providerId);
    const rows = await campaignsOf(this.dataSource.manager, providerId);
    return rows.map(toCampaign);
  }
}
