import {
  MODERATION_REASONS,
  RANKED_SUBSCORES,
  RANKING_MIN_REVIEWS,
  RANKING_TOP_SHARE,
  RANKING_WINDOW_MONTHS,
  topRatedLine,
  TModerationReason,
  TRankedSubscore,
  TReviewCase,
  TRANSPARENCY_MONTHS,
  TTopRated,
  TTransparencyMonth,
} from '@app/contracts';
import type { Querier } from '../database/querier';

/**
 * The sub-score rankings (provider_rankings, decision 0030), the monthly transparency numbers
 * and the case timelines: aggregates over the trust tables, each one statement typed here.
 */

// ---- Sub-score rankings ------------------------------------------------------------------

const SUBSCORE_COLUMNS: Record<TRankedSubscore, string> = {
  respectful: 'respectful',
  explained: 'explained',
  onTime: 'on_time',
  costs: 'costs',
};

/**
 * Recomputes provider_rankings in one statement pair (a transaction): per category, state and
 * sub-score, providers with RANKING_MIN_REVIEWS counted reviews in RANKING_WINDOW_MONTHS, ranked
 * by their average; kept when the share of ranked providers scoring at least as high is at
 * most RANKING_TOP_SHARE. The plan is not an input.
 */
export async function refreshRankings(db: Querier): Promise<void> {
  await db.query('DELETE FROM provider_rankings');
  await db.query(
    `WITH stats AS (
       SELECT r.provider_id, p.category, p.state, count(*)::int AS n,
              ${RANKED_SUBSCORES.map((s) => `avg(r.${SUBSCORE_COLUMNS[s]}) AS ${SUBSCORE_COLUMNS[s]}`).join(', ')}
       FROM providers p JOIN reviews r ON r.provider_id = p.id
       -- review_count counts every counted review, so a provider below the minimum cannot
       -- reach it in the window: only the others' reviews are read (IDX_reviews_provider_created),
       -- not every review of the directory (22 s at 3,000,000 reviews).
       WHERE p.review_count >= $2 AND p.state IS NOT NULL AND p.category IS NOT NULL
         AND r.counted AND r.created_at > now() - make_interval(months => $1)
       GROUP BY r.provider_id, p.category, p.state
       HAVING count(*) >= $2
     ), scores AS (
       SELECT s.provider_id, s.category, s.state, s.n, v.subscore, round(v.average, 2) AS average
       FROM stats s, LATERAL (VALUES ${RANKED_SUBSCORES.map((k) => `('${k}', s.${SUBSCORE_COLUMNS[k]})`).join(', ')}) v(subscore, average)
     ), ranked AS (
       SELECT *, rank() OVER w AS rank, cume_dist() OVER w AS share,
              count(*) OVER (PARTITION BY category, state, subscore) AS of_count
       FROM scores WINDOW w AS (PARTITION BY category, state, subscore ORDER BY average DESC)
     )
     INSERT INTO provider_rankings (provider_id, subscore, average, reviews, rank, of_count, category, state)
     SELECT provider_id, subscore, average, n, rank, of_count, category, state
     FROM ranked WHERE share <= $3::float8 + 1e-9`,
    [RANKING_WINDOW_MONTHS, RANKING_MIN_REVIEWS, RANKING_TOP_SHARE],
  );
}

export async function topRatedOf(db: Querier, providerId: string): Promise<TTopRated[]> {
  const rows: Array<{
    subscore: TRankedSubscore;
    average: string;
    reviews: number;
    rank: number;
    of_count: number;
    category: string;
    state: string;
  }> = await db.query(
    `SELECT subscore, average, reviews, rank, of_count, category, state
     FROM provider_rankings WHERE provider_id = $1 ORDER BY rank, subscore`,
    [providerId],
  );
  return rows.map((r) => ({
    subscore: r.subscore,
    line: topRatedLine(r.subscore, r.category, r.state),
    reviews: r.reviews,
    rank: r.rank,
    of: r.of_count,
    average: Number(r.average),
  }));
}

// ---- Transparency ------------------------------------------------------------------------

/**
 * The monthly numbers of the last TRANSPARENCY_MONTHS calendar months (UTC), newest first,
 * counted from the rows. Reviews posted = reviews written that month that are still there
 * plus those moderators removed since (their decision keeps the date and label).
 */
export async function transparencyMonths(db: Querier): Promise<TTransparencyMonth[]> {
  const rows: Array<{
    month: string;
    posted: number;
    contact: number;
    invited: number;
    reported: number;
    removed: number;
    by_reason: Record<string, number>;
    filed: number;
    upheld: number;
    rejected: number;
    alerts: number;
  }> = await db.query(
    `WITH months AS (
       SELECT generate_series(
         date_trunc('month', now() AT TIME ZONE 'UTC') - make_interval(months => $1 - 1),
         date_trunc('month', now() AT TIME ZONE 'UTC'), interval '1 month') AS m
     ), since AS (SELECT min(m) AT TIME ZONE 'UTC' AS t FROM months),
     posted AS (
       -- The reviews still up, from the counters the reviews' triggers keep (migration
       -- 1797600000000: a handful of rows, not a year of reviews), and the removed ones.
       SELECT month::timestamp AS m, posted AS n, contact, invited FROM review_month_counts
       WHERE month >= (SELECT min(m) FROM months)::date
       UNION ALL
       SELECT date_trunc('month', review_created_at AT TIME ZONE 'UTC'), 1,
              (review_verification = 'contact')::int, (review_verification = 'invited')::int
       FROM moderation_decisions
       WHERE outcome = 'remove' AND review_created_at >= (SELECT t FROM since)
     ), p AS (
       SELECT m, sum(n)::int AS posted, sum(contact)::int AS contact,
              sum(invited)::int AS invited
       FROM posted GROUP BY m
     ), rep AS (
       SELECT date_trunc('month', created_at AT TIME ZONE 'UTC') AS m, count(*)::int AS n
       FROM review_reports WHERE created_at >= (SELECT t FROM since) GROUP BY 1
     ), dec AS (
       SELECT date_trunc('month', decided_at AT TIME ZONE 'UTC') AS m,
              count(*) FILTER (WHERE outcome = 'remove')::int AS removed,
              count(*) FILTER (WHERE kind = 'appeal' AND outcome = 'remove')::int AS upheld,
              count(*) FILTER (WHERE kind = 'appeal' AND outcome = 'keep')::int AS rejected,
              COALESCE(jsonb_object_agg(reason, n) FILTER (WHERE outcome = 'remove'), '{}') AS by_reason
       FROM (SELECT decided_at, outcome, kind, reason,
                    count(*) OVER (PARTITION BY date_trunc('month', decided_at AT TIME ZONE 'UTC'), outcome, reason)::int AS n
             FROM moderation_decisions WHERE decided_at >= (SELECT t FROM since)) d
       GROUP BY 1
     ), filed AS (
       SELECT m, count(*)::int AS n FROM (
         SELECT date_trunc('month', appealed_at AT TIME ZONE 'UTC') AS m FROM reviews
         WHERE appeal_under_review AND appealed_at >= (SELECT t FROM since)
         UNION ALL
         SELECT date_trunc('month', filed_at AT TIME ZONE 'UTC') FROM moderation_decisions
         WHERE kind = 'appeal' AND filed_at >= (SELECT t FROM since)
       ) f GROUP BY m
     ), al AS (
       SELECT date_trunc('month', decided_at AT TIME ZONE 'UTC') AS m, count(*)::int AS n
       FROM consumer_alerts WHERE status = 'confirmed' AND decided_at >= (SELECT t FROM since)
       GROUP BY 1
     )
     SELECT to_char(months.m, 'YYYY-MM') AS month,
            COALESCE(p.posted, 0) AS posted, COALESCE(p.contact, 0) AS contact,
            COALESCE(p.invited, 0) AS invited, COALESCE(rep.n, 0) AS reported,
            COALESCE(dec.removed, 0) AS removed, COALESCE(dec.by_reason, '{}') AS by_reason,
            COALESCE(filed.n, 0) AS filed, COALESCE(dec.upheld, 0) AS upheld,
            COALESCE(dec.rejected, 0) AS rejected, COALESCE(al.n, 0) AS alerts
     FROM months
     LEFT JOIN p ON p.m = months.m LEFT JOIN rep ON rep.m = months.m
     LEFT JOIN dec ON dec.m = months.m LEFT JOIN filed ON filed.m = months.m
     LEFT JOIN al ON al.m = months.m
     ORDER BY months.m DESC`,
    [TRANSPARENCY_MONTHS],
  );
  return rows.map((r) => ({
    month: r.month,
    reviewsPosted: r.posted,
    labelledContact: r.contact,
    labelledInvited: r.invited,
    reported: r.reported,
    removed: r.removed,
    removedByReason: r.by_reason,
    appealsFiled: r.filed,
    appealsUpheld: r.upheld,
    appealsRejected: r.rejected,
    alertsConfirmed: r.alerts,
  }));
}

// ---- Case timelines ----------------------------------------------------------------------

/**
 * The moderation cases of `userId`, newest first: open appeals and reports of their reviews
 * and decisions about them (as the author), and appeals of their providers' reviews (as the
 * provider). At most 100.
 */
export async function casesOf(db: Querier, userId: string): Promise<TReviewCase[]> {
  const rows: Array<{
    id: string;
    kind: 'appeal' | 'report';
    role: 'author' | 'provider';
    review_id: string | null;
    provider_id: string;
    provider_name: string;
    submitted_at: Date | null;
    outcome: 'keep' | 'remove' | null;
    reason: TModerationReason | null;
    decided_at: Date | null;
  }> = await db.query(
    `SELECT * FROM (
       SELECT r.id, 'appeal' AS kind, CASE WHEN r.author_id = $1 THEN 'author' ELSE 'provider' END AS role,
              r.id AS review_id, p.id AS provider_id, p.name AS provider_name,
              r.appealed_at AS submitted_at, NULL AS outcome, NULL AS reason, NULL::timestamptz AS decided_at
       FROM reviews r JOIN providers p ON p.id = r.provider_id
       WHERE r.appeal_under_review AND (r.author_id = $1 OR p.owner_id = $1)
       UNION ALL
       SELECT r.id, 'report', 'author', r.id, p.id, p.name,
              min(rr.created_at), NULL, NULL, NULL
       FROM review_reports rr JOIN reviews r ON r.id = rr.review_id JOIN providers p ON p.id = r.provider_id
       WHERE rr.decision_id IS NULL AND r.author_id = $1
       GROUP BY r.id, p.id, p.name
       UNION ALL
       SELECT d.id, d.kind, CASE WHEN d.author_id = $1 THEN 'author' ELSE 'provider' END,
              r.id, p.id, p.name, d.filed_at, d.outcome, d.reason, d.decided_at
       FROM moderation_decisions d JOIN providers p ON p.id = d.provider_id
       LEFT JOIN reviews r ON r.id = d.review_id
       WHERE d.author_id = $1 OR (d.kind = 'appeal' AND p.owner_id = $1)
     ) c ORDER BY COALESCE(decided_at, submitted_at) DESC LIMIT 100`,
    [userId],
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    role: r.role,
    reviewId: r.review_id,
    providerId: r.provider_id,
    providerName: r.provider_name,
    submittedAt: (r.submitted_at ?? r.decided_at ?? new Date()).toISOString(),
    decision:
      r.outcome && r.reason && r.decided_at
        ? {
            outcome: r.outcome,
            reason: r.reason,
            reasonLabel: MODERATION_REASONS[r.reason]?.label ?? r.reason,
            decidedAt: r.decided_at.toISOString(),
          }
        : null,
  }));
}
