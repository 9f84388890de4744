import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AD_PRICE_PER_PLACEMENT_CENTS,
  type TAdminBillingQuery,
  type TAdminCampaign,
  type TAdminCancelCampaignBody,
  type TAdminPayment,
  type TAdminSubscription,
} from '@app/contracts';
import { DataSource } from 'typeorm';
import { recordAudit } from '../audit/audit-log';
import { cancelCampaign } from '../provider-tools/campaigns.repository';
import type { CampaignRow } from '../provider-tools/campaigns.service';
import type { User } from '../users/user.entity';

interface Paged<T> {
  data: T[];
  total: number;
  offset: number;
  limit: number;
}

/** The owner's campaign row, with its provider's name for the admin lists. */
interface AdminCampaignRow extends CampaignRow {
  provider_name: string;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toAdminCampaign(row: AdminCampaignRow): TAdminCampaign {
  return {
    id: row.id,
    providerId: row.provider_id,
    providerName: row.provider_name,
    durationDays: row.duration_days,
    placements: row.placements,
    total: row.total_usd,
    amountCents: new Set(row.placements).size * AD_PRICE_PER_PLACEMENT_CENTS,
    status:
      row.status === 'active' && row.ends_at && row.ends_at.getTime() <= Date.now()
        ? 'ended'
        : row.status,
    createdAt: row.created_at.toISOString(),
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
    cancelReason: row.cancel_reason,
  };
}

const CAMPAIGN_COLUMNS = `c.id, c.provider_id, p.name AS provider_name, c.duration_days, c.placements,
  c.total_usd, c.status, c.created_at, c.starts_at, c.ends_at, c.impressions, c.clicks,
  c.cancel_reason`;

/**
 * What admins see of billing (issue 18, decision 0031): subscriptions, payments and
 * campaigns, newest first, optionally one provider's; and cancelling a campaign with a
 * reason, audited in the same transaction.
 */
@Injectable()
export class AdminBillingService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private async paged<R, T>(
    query: TAdminBillingQuery,
    from: string,
    columns: string,
    order: string,
    map: (row: R) => T,
  ): Promise<Paged<T>> {
    const where = query.providerId ? 'WHERE x.provider_id = $1' : '';
    const params: unknown[] = query.providerId ? [query.providerId] : [];
    const n = params.length;
    const [rows, [count]] = await Promise.all([
      this.dataSource.query(
        `SELECT ${columns} FROM ${from} ${where} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, query.limit, query.offset],
      ) as Promise<R[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM ${from} ${where}`,
        params,
      ) as Promise<Array<{ total: number }>>,
    ]);
    return {
      data: rows.map(map),
      total: count?.total ?? 0,
      offset: query.offset,
      limit: query.limit,
    };
  }

  subscriptions(query: TAdminBillingQuery): Promise<Paged<TAdminSubscription>> {
    return this.paged(
      query,
      'subscriptions x JOIN providers p ON p.id = x.provider_id',
      'x.*, p.name AS provider_name, p.plan',
      'x.updated_at DESC, x.provider_id',
      (row: {
        provider_id: string;
        provider_name: string;
        plan: TAdminSubscription['plan'];
        subscription_id: string | null;
        status: string;
        cancel_at_period_end: boolean;
        current_period_end: Date | null;
        updated_at: Date;
      }) => ({
        providerId: row.provider_id,
        providerName: row.provider_name,
        plan: row.plan,
        subscriptionId: row.subscription_id,
        status: row.status,
        cancelAtPeriodEnd: row.cancel_at_period_end,
        currentPeriodEnd: iso(row.current_period_end),
        updatedAt: row.updated_at.toISOString(),
      }),
    );
  }

  payments(query: TAdminBillingQuery): Promise<Paged<TAdminPayment>> {
    return this.paged(
      query,
      'payments x JOIN providers p ON p.id = x.provider_id',
      'x.*, p.name AS provider_name',
      'x.created_at DESC, x.id DESC',
      (row: {
        id: string;
        provider_id: string;
        provider_name: string;
        kind: TAdminPayment['kind'];
        campaign_id: string | null;
        amount_cents: number;
        currency: string;
        status: TAdminPayment['status'];
        receipt_url: string | null;
        card_brand: string | null;
        card_last4: string | null;
        created_at: Date;
      }) => ({
        id: row.id,
        providerId: row.provider_id,
        providerName: row.provider_name,
        kind: row.kind,
        campaignId: row.campaign_id,
        amountCents: row.amount_cents,
        currency: row.currency.trim(),
        status: row.status,
        receiptUrl: row.receipt_url,
        cardBrand: row.card_brand,
        cardLast4: row.card_last4?.trim() ?? null,
        createdAt: row.created_at.toISOString(),
      }),
    );
  }

  campaigns(query: TAdminBillingQuery): Promise<Paged<TAdminCampaign>> {
    return this.paged(
      query,
      'ad_campaigns x JOIN providers p ON p.id = x.provider_id',
      CAMPAIGN_COLUMNS.replace(/\bc\./g, 'x.'),
      'x.created_at DESC, x.id DESC',
      toAdminCampaign,
    );
  }

  /**
   * Cancels a campaign that is waiting for payment or running: it leaves every placement at
   * once (placements read only active campaigns). No refund is made here (Stripe dashboard).
   */
  async cancelCampaign(
    admin: User,
    campaignId: string,
    body: TAdminCancelCampaignBody,
  ): Promise<TAdminCampaign> {
    return this.dataSource.transaction(async (manager) => {
      const [row]: Array<{ status: string; ends_at: Date | null; provider_id: string }> =
        await manager.query(
          'SELECT status, ends_at, provider_id FROM ad_campaigns WHERE id = $1 FOR UPDATE',
          [campaignId],
        );
      if (!row) throw new NotFoundException('Campaign not found');
      const over = row.status === 'active' && row.ends_at !== null && row.ends_at <= new Date();
      if ((row.status !== 'active' && row.status !== 'pending_payment') || over)
        throw new ConflictException('This campaign is already cancelled or over');
      await cancelCampaign(manager, campaignId, body.reason);
      await recordAudit(manager, admin, {
        action: 'campaign.cancel',
        targetType: 'campaign',
        targetId: campaignId,
        details: { providerId: row.provider_id, from: row.status, reason: body.reason },
      });
      const [updated]: AdminCampaignRow[] = await manager.query(
        `SELECT ${CAMPAIGN_COLUMNS} FROM ad_campaigns c JOIN providers p ON p.id = c.provider_id
         WHERE c.id = $1`,
        [campaignId],
      );
      return toAdminCampaign(updated!);
    });
  }
}
