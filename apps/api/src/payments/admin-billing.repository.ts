import type { TAdminBillingQuery, TAdminPayment, TAdminSubscription } from '@app/contracts';
import {
  ADMIN_CAMPAIGN_COLUMNS,
  type AdminCampaignRow,
} from '../provider-tools/campaigns.repository';
import type { PaymentRow, SubscriptionRow } from './payments.repository';
import type { Querier } from '../database/querier';

/** The admin billing lists' reads: one page of rows, newest first, and their total. */

export interface AdminSubscriptionRow extends Omit<SubscriptionRow, 'last_event_at'> {
  provider_name: string;
  plan: TAdminSubscription['plan'];
  updated_at: Date;
}

export interface AdminPaymentRow extends PaymentRow {
  provider_id: string;
  provider_name: string;
  status: TAdminPayment['status'];
  card_brand: string | null;
  card_last4: string | null;
}

export interface Page<R> {
  rows: R[];
  total: number;
}

async function page<R>(
  db: Querier,
  query: TAdminBillingQuery,
  from: string,
  columns: string,
  order: string,
): Promise<Page<R>> {
  const where = query.providerId ? 'WHERE x.provider_id = $1' : '';
  const params: unknown[] = query.providerId ? [query.providerId] : [];
  const n = params.length;
  const [rows, [count]]: [R[], Array<{ total: number }>] = await Promise.all([
    db.query(
      `SELECT ${columns} FROM ${from} ${where} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, query.limit, query.offset],
    ),
    db.query(`SELECT count(*)::int AS total FROM ${from} ${where}`, params),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export function adminSubscriptionPage(
  db: Querier,
  query: TAdminBillingQuery,
): Promise<Page<AdminSubscriptionRow>> {
  return page(
    db,
    query,
    'subscriptions x JOIN providers p ON p.id = x.provider_id',
    'x.*, p.name AS provider_name, p.plan',
    'x.updated_at DESC, x.provider_id',
  );
}

export function adminPaymentPage(
  db: Querier,
  query: TAdminBillingQuery,
): Promise<Page<AdminPaymentRow>> {
  return page(
    db,
    query,
    'payments x JOIN providers p ON p.id = x.provider_id',
    'x.*, p.name AS provider_name',
    'x.created_at DESC, x.id DESC',
  );
}

export function adminCampaignPage(
  db: Querier,
  query: TAdminBillingQuery,
): Promise<Page<AdminCampaignRow>> {
  return page(
    db,
    query,
    'ad_campaigns x JOIN providers p ON p.id = x.provider_id',
    ADMIN_CAMPAIGN_COLUMNS.replace(/\bc\./g, 'x.'),
    'x.created_at DESC, x.id DESC',
  );
}
