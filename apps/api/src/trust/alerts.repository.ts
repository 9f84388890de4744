import {
  ALERT_PUBLIC_DAYS,
  ALERT_RULE_TEXT,
  BURST_ACCOUNT_MAX_AGE_DAYS,
  BURST_MIN_REVIEWS,
  BURST_WINDOW_HOURS,
  consumerAlertLine,
  FREE_MAIL_DOMAINS,
  SHARED_NETWORK_MIN_REVIEWS,
  SHARED_NETWORK_WINDOW_DAYS,
  TAdminAlert,
  TAlertRule,
  TAlertStatus,
  TPublicAlert,
} from '@app/contracts';
import { createHmac } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { clientAddressKey } from '../common/rate-limit/client-address';
import { displayName } from '../reviews/review-view';
import { excludeFromRating } from '../reviews/reviews.repository';
import type { Querier } from '../database/querier';

/**
 * The consumer alerts of decision 0030 (consumer_alerts): every query on them lives here (the
 * rankings, the monthly numbers and the case timelines are in rankings.repository).
 */

/** A keyed hash of the client's network (IPv4 address, IPv6 /64): never the address itself. */
export function clientKeyHash(secret: string, address: string | undefined): string | null {
  if (!address) return null;
  return createHmac('sha256', secret)
    .update(`review-client:${clientAddressKey(address)}`)
    .digest('hex');
}

/** The domain of a web address or an email address, lower case, without 'www.'. */
export function domainOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.trim().toLowerCase();
  let host: string;
  if (text.includes('@') && !text.includes('/')) host = text.slice(text.lastIndexOf('@') + 1);
  else {
    try {
      host = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(text) ? text : `https://${text}`).hostname;
    } catch {
      return null;
    }
  }
  host = host.replace(/^www\./, '').replace(/\.$/, '');
  return host.includes('.') ? host : null;
}

const FREE = new Set<string>(FREE_MAIL_DOMAINS);

/** Opens an alert, or adds reviews to the open alert of the same provider and rule. */
export async function raiseAlert(
  db: Querier,
  a: { providerId: string; rule: TAlertRule; summary: string; reviewIds: string[]; by?: string },
): Promise<string> {
  const [row]: Array<{ id: string }> = await db.query(
    `INSERT INTO consumer_alerts (provider_id, rule, summary, review_ids, created_by)
     VALUES ($1, $2, $3, $4::uuid[], $5)
     ON CONFLICT (provider_id, rule) WHERE status = 'open' DO UPDATE
       SET review_ids = ARRAY(SELECT DISTINCT unnest(consumer_alerts.review_ids || EXCLUDED.review_ids)),
           summary = EXCLUDED.summary
     RETURNING id`,
    [a.providerId, a.rule, a.summary, a.reviewIds, a.by ?? null],
  );
  await rememberAuthors(db, row!.id, a.providerId, a.reviewIds);
  return row!.id;
}

/** The authors of `reviewIds` (of the provider) become the alert's (decision 0058). */
async function rememberAuthors(
  db: Querier,
  alertId: string,
  providerId: string,
  reviewIds: string[],
): Promise<void> {
  if (reviewIds.length === 0) return;
  await db.query(
    `INSERT INTO consumer_alert_authors (alert_id, provider_id, author_id)
     SELECT $1, provider_id, author_id FROM reviews
     WHERE id = ANY($2::uuid[]) AND provider_id = $3
     ON CONFLICT DO NOTHING`,
    [alertId, reviewIds, providerId],
  );
}

/**
 * A new review of `providerId` by `authorId`, inside its transaction (the provider row is
 * locked): when a confirmed alert named a review of this author on this provider, the new
 * one does not count either and joins those alerts (issue 43: the exclusion follows the
 * author and the provider, not the row; a review deleted and posted again stays excluded).
 * An open alert naming the author gets it too, so its confirmation excludes it. Answers
 * whether the review was excluded.
 */
export async function applyAuthorExclusions(
  db: EntityManager,
  providerId: string,
  authorId: string,
  reviewId: string,
): Promise<boolean> {
  // A CTE, so that the answer is the rows (an UPDATE's own answer comes with its count).
  const alerts: Array<{ id: string; status: TAlertStatus }> = await db.query(
    `WITH joined AS (
       UPDATE consumer_alerts a SET review_ids = array_append(a.review_ids, $3::uuid)
       FROM consumer_alert_authors w
       WHERE w.alert_id = a.id AND w.provider_id = $1 AND w.author_id = $2
         AND a.status IN ('open', 'confirmed') AND NOT ($3::uuid = ANY (a.review_ids))
       RETURNING a.id, a.status)
     SELECT id, status FROM joined`,
    [providerId, authorId, reviewId],
  );
  if (!alerts.some((a) => a.status === 'confirmed')) return false;
  await excludeFromRating(db, providerId, [reviewId]);
  return true;
}

/**
 * Runs the automatic rules after a review of `providerId` was written, inside its transaction
 * (the provider row is locked): (a) a burst from new accounts, (b) one network, (c) an
 * account tied to the owner. Answers the rules that fired.
 */
export async function detectAlerts(
  db: Querier,
  providerId: string,
  review: { id: string; authorId: string; clientKeyHash: string | null },
): Promise<TAlertRule[]> {
  const fired: TAlertRule[] = [];
  const burst: Array<{ id: string }> = await db.query(
    `SELECT r.id FROM reviews r JOIN users u ON u.id = r.author_id
     WHERE r.provider_id = $1 AND r.counted
       AND r.created_at > now() - make_interval(hours => $2)
       AND u.created_at > r.created_at - make_interval(days => $3)
     ORDER BY r.created_at`,
    [providerId, BURST_WINDOW_HOURS, BURST_ACCOUNT_MAX_AGE_DAYS],
  );
  if (burst.length >= BURST_MIN_REVIEWS && burst.some((r) => r.id === review.id)) {
    await raiseAlert(db, {
      providerId,
      rule: 'new_accounts_burst',
      summary: `${burst.length} reviews: ${ALERT_RULE_TEXT.new_accounts_burst.admin}.`,
      reviewIds: burst.map((r) => r.id),
    });
    fired.push('new_accounts_burst');
  }
  if (review.clientKeyHash) {
    const shared: Array<{ id: string }> = await db.query(
      `SELECT id FROM reviews
       WHERE provider_id = $1 AND client_key_hash = $2 AND counted
         AND created_at > now() - make_interval(days => $3)
       ORDER BY created_at`,
      [providerId, review.clientKeyHash, SHARED_NETWORK_WINDOW_DAYS],
    );
    if (shared.length >= SHARED_NETWORK_MIN_REVIEWS) {
      await raiseAlert(db, {
        providerId,
        rule: 'shared_network',
        summary: `${shared.length} reviews: ${ALERT_RULE_TEXT.shared_network.admin}.`,
        reviewIds: shared.map((r) => r.id),
      });
      fired.push('shared_network');
    }
  }
  const [tie]: Array<{
    author_email: string;
    website: string | null;
    owner_email: string | null;
    claim_emails: string[];
    claimant_emails: string[];
    is_claimant: boolean;
  }> = await db.query(
    `SELECT a.email AS author_email, p.website, o.email AS owner_email,
       ARRAY(SELECT c.work_email FROM profile_claims c WHERE c.provider_id = p.id) AS claim_emails,
       ARRAY(SELECT cu.email FROM profile_claims c JOIN users cu ON cu.id = c.claimant_id
             WHERE c.provider_id = p.id) AS claimant_emails,
       EXISTS (SELECT 1 FROM profile_claims c WHERE c.provider_id = p.id AND c.claimant_id = a.id)
         AS is_claimant
     FROM providers p JOIN users a ON a.id = $2 LEFT JOIN users o ON o.id = p.owner_id
     WHERE p.id = $1`,
    [providerId, review.authorId],
  );
  if (tie) {
    const authorDomain = domainOf(tie.author_email);
    const businessDomains = new Set(
      [tie.website, tie.owner_email, ...tie.claim_emails, ...tie.claimant_emails]
        .map(domainOf)
        .filter((d): d is string => d !== null && !FREE.has(d)),
    );
    const why = tie.is_claimant
      ? 'The author claimed this profile.'
      : authorDomain && !FREE.has(authorDomain) && businessDomains.has(authorDomain)
        ? `The author's email domain ${authorDomain} is the business's.`
        : null;
    if (why) {
      await raiseAlert(db, {
        providerId,
        rule: 'owner_linked',
        summary: `${ALERT_RULE_TEXT.owner_linked.admin}. ${why}`,
        reviewIds: [review.id],
      });
      fired.push('owner_linked');
    }
  }
  return fired;
}

interface AlertRow {
  id: string;
  provider_id: string;
  provider_name: string;
  rule: TAlertRule;
  status: TAlertStatus;
  summary: string;
  review_ids: string[];
  created_at: Date;
  decided_at: Date | null;
  note: string | null;
  total?: number;
}

const ALERT_SELECT = `
  SELECT a.id, a.provider_id, p.name AS provider_name, a.rule, a.status, a.summary, a.review_ids,
         a.created_at, a.decided_at, a.note
  FROM consumer_alerts a JOIN providers p ON p.id = a.provider_id`;

async function withReviews(db: Querier, rows: AlertRow[]): Promise<TAdminAlert[]> {
  const ids = [...new Set(rows.flatMap((r) => r.review_ids))];
  const reviews = ids.length
    ? ((await db.query(
        `SELECT r.id, r.rating, r.created_at, r.text, u.first_name, u.last_name
         FROM reviews r JOIN users u ON u.id = r.author_id WHERE r.id = ANY($1::uuid[])`,
        [ids],
      )) as Array<{
        id: string;
        rating: string;
        created_at: Date;
        text: string;
        first_name: string | null;
        last_name: string | null;
      }>)
    : [];
  const byId = new Map(reviews.map((r) => [r.id, r]));
  return rows.map((row) => ({
    id: row.id,
    providerId: row.provider_id,
    providerName: row.provider_name,
    rule: row.rule,
    status: row.status,
    summary: row.summary,
    reviews: row.review_ids.flatMap((id) => {
      const r = byId.get(id);
      return r
        ? [
            {
              id,
              authorName: displayName(r.first_name, r.last_name),
              rating: Number(r.rating),
              createdAt: r.created_at.toISOString(),
              text: r.text,
            },
          ]
        : [];
    }),
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
    note: row.note,
  }));
}

export async function listAlerts(
  db: Querier,
  { status, offset, limit }: { status: TAlertStatus; offset: number; limit: number },
): Promise<{ data: TAdminAlert[]; total: number }> {
  const rows: AlertRow[] = await db.query(
    `${ALERT_SELECT} WHERE a.status = $1
     ORDER BY ${status === 'open' ? 'a.created_at ASC, a.id ASC' : 'a.decided_at DESC, a.id DESC'}
     LIMIT $2 OFFSET $3`,
    [status, limit, offset],
  );
  const [count]: Array<{ total: number }> = await db.query(
    'SELECT count(*)::int AS total FROM consumer_alerts WHERE status = $1',
    [status],
  );
  return { data: await withReviews(db, rows), total: count!.total };
}

export async function findAlert(db: Querier, id: string): Promise<TAdminAlert | null> {
  const rows: AlertRow[] = await db.query(`${ALERT_SELECT} WHERE a.id = $1`, [id]);
  return rows.length ? (await withReviews(db, rows))[0]! : null;
}

/** The alert's provider; undefined when there is no such alert. */
export async function providerOfAlert(db: Querier, id: string): Promise<string | undefined> {
  const [row] = await db.query<Array<{ provider_id: string }>>(
    'SELECT provider_id FROM consumer_alerts WHERE id = $1',
    [id],
  );
  return row?.provider_id;
}

/** The alert row, locked for a decision. */
export async function lockAlert(
  db: Querier,
  id: string,
): Promise<{ provider_id: string; status: TAlertStatus; review_ids: string[] } | undefined> {
  const [row]: Array<{ provider_id: string; status: TAlertStatus; review_ids: string[] }> =
    await db.query(
      'SELECT provider_id, status, review_ids FROM consumer_alerts WHERE id = $1 FOR UPDATE',
      [id],
    );
  return row;
}

/**
 * Confirms: its reviews of this provider stop counting (reviews.repository; the caller
 * recomputes the rating).
 */
export async function confirmAlert(
  db: EntityManager,
  id: string,
  providerId: string,
  reviewIds: string[],
  by: string,
  note: string,
): Promise<void> {
  // Every review of the alert's authors on this provider, also one written again after the
  // alert named its earlier row (decision 0058).
  const byAuthors: Array<{ id: string }> = await db.query(
    `SELECT r.id FROM reviews r JOIN consumer_alert_authors w
       ON w.alert_id = $1 AND w.author_id = r.author_id AND r.provider_id = w.provider_id
     WHERE r.provider_id = $2`,
    [id, providerId],
  );
  const all = [...new Set([...reviewIds, ...byAuthors.map((r) => r.id)])];
  if (all.length > reviewIds.length)
    await db.query('UPDATE consumer_alerts SET review_ids = $2::uuid[] WHERE id = $1', [id, all]);
  const n = await excludeFromRating(db, providerId, all);
  await db.query(
    `UPDATE consumer_alerts SET status = 'confirmed', decided_at = now(), decided_by = $2,
       note = $3, excluded_count = $4 WHERE id = $1`,
    [id, by, note, n],
  );
}

export async function dismissAlert(db: Querier, id: string, by: string, note: string) {
  await db.query(
    `UPDATE consumer_alerts SET status = 'dismissed', decided_at = now(), decided_by = $2, note = $3
     WHERE id = $1`,
    [id, by, note],
  );
}

/** Confirmed alerts of the last ALERT_PUBLIC_DAYS, newest first: what the profile shows. */
export async function publicAlerts(db: Querier, providerId: string): Promise<TPublicAlert[]> {
  const rows: Array<{
    id: string;
    rule: TAlertRule;
    excluded_count: number;
    decided_at: Date;
    until: Date;
  }> = await db.query(
    `SELECT id, rule, excluded_count, decided_at,
            decided_at + make_interval(days => $2) AS until
     FROM consumer_alerts
     WHERE provider_id = $1 AND status = 'confirmed'
       AND decided_at > now() - make_interval(days => $2)
     ORDER BY decided_at DESC`,
    [providerId, ALERT_PUBLIC_DAYS],
  );
  return rows.map((r) => ({
    id: r.id,
    rule: r.rule,
    line: consumerAlertLine(r.rule, r.excluded_count),
    confirmedAt: r.decided_at.toISOString(),
    until: r.until.toISOString(),
  }));
}
