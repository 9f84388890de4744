import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AD_PRICE_PER_PLACEMENT_CENTS,
  type TAdminBillingQuery,
  type TAdminCampaign,
  type TAdminCancelCampaignBody,
  type TAdminPayment,
  type TAdminSubscription,
  API_MESSAGES,
} from '@app/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { recordAudit } from '../audit/audit-log';
import {
  adminCampaign,
  type AdminCampaignRow,
  cancelCampaign,
  lockCampaign,
} from '../provider-tools/campaigns.repository';
import type { User } from '../users/user.entity';
import {
  adminCampaignPage,
  adminPaymentPage,
  adminSubscriptionPage,
  type Page,
} from './admin-billing.repository';

interface Paged<T> {
  data: T[];
  total: number;
  offset: number;
  limit: number;
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
    read: (db: EntityManager, query: TAdminBillingQuery) => Promise<Page<R>>,
    map: (row: R) => T,
  ): Promise<Paged<T>> {
    const { rows, total } = await read(this.dataSource.manager, query);
    return { data: rows.map(map), total, offset: query.offset, limit: query.limit };
  }

  subscriptions(query: TAdminBillingQuery): Promise<Paged<TAdminSubscription>> {
    return this.paged(query, adminSubscriptionPage, (row) => ({
      providerId: row.provider_id,
      providerName: row.provider_name,
      plan: row.plan,
      subscriptionId: row.subscription_id,
      status: row.status,
      cancelAtPeriodEnd: row.cancel_at_period_end,
      currentPeriodEnd: iso(row.current_period_end),
      updatedAt: row.updated_at.toISOString(),
    }));
  }

  payments(query: TAdminBillingQuery): Promise<Paged<TAdminPayment>> {
    return this.paged(query, adminPaymentPage, (row) => ({
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
    }));
  }

  campaigns(query: TAdminBillingQuery): Promise<Paged<TAdminCampaign>> {
    return this.paged(query, adminCampaignPage, toAdminCampaign);
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
      const row = await lockCampaign(manager, campaignId);
      if (!row) throw new NotFoundException(API_MESSAGES.campaignNotFound);
      const over = row.status === 'active' && row.ends_at !== null && row.ends_at <= new Date();
      if ((row.status !== 'active' && row.status !== 'pending_payment') || over)
        throw new ConflictException(API_MESSAGES.campaignOver);
      await cancelCampaign(manager, campaignId, body.reason);
      await recordAudit(manager, admin, {
        action: 'campaign.cancel',
        targetType: 'campaign',
        targetId: campaignId,
        details: { providerId: row.provider_id, from: row.status, reason: body.reason },
      });
      const updated = await adminCampaign(manager, campaignId);
      return toAdminCampaign(updated!);
    });
  }
}
