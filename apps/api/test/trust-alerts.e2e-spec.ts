import {
  ALERT_MESSAGES,
  consumerAlertLine,
  ZAdminAlertResponseSchema,
  ZAdminAlertsResponseSchema,
  ZProviderTrustResponseSchema,
  ZReplyCheckResponseSchema,
  ZReviewCasesResponseSchema,
  ZTransparencyResponseSchema,
  type TTransparencyMonth,
} from '@app/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { AlertsService } from '../src/trust/alerts.service';
import {
  createProvider,
  createUser,
  REVIEW_TEXT,
  reviewBody,
  TestUser,
} from './factories/directory';
import { createTestApp, TestApp } from './test-app';

/** Issue 17, decision 0030: transparency, consumer alerts, reply checks, sub-score rankings. */

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['user', 'admin'] });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, user?: TestUser) => {
  const req = request(t.http).post(url);
  return user ? req.set(user.auth) : req;
};
const get = (url: string, user?: TestUser) => {
  const req = request(t.http).get(url);
  return user ? req.set(user.auth) : req;
};

const DAY = 24 * 3600 * 1000;
const oldAccount = () => createUser(t, { createdAt: new Date(Date.now() - 60 * DAY) });

async function ownedProvider(input: Parameters<typeof createProvider>[1] = {}) {
  const owner = await createUser(t, { roles: ['user', 'provider'] });
  const provider = await createProvider(t, { ownerId: owner.id, ...input });
  return { owner, provider };
}

async function alertsOf(provider: string, status = 'open') {
  const body = ZAdminAlertsResponseSchema.parse(
    (await get(`/api/admin/consumer-alerts?status=${status}&limit=100`, admin).expect(200)).body,
  );
  return body.data.filter((a) => a.providerId === provider);
}

async function writeReview(provider: string, author: TestUser, ip = '198.51.100.1') {
  const res = await post(`/api/providers/${provider}/reviews`, author)
    .set('x-forwarded-for', ip)
    .send(reviewBody())
    .expect(201);
  return res.body.data.id as string;
}

async function counts(id: string) {
  const [row] = await t.query<{ rating: string; review_count: number }>(
    'SELECT rating, review_count FROM providers WHERE id = $1',
    [id],
  );
  return { rating: Number(row!.rating), reviewCount: row!.review_count };
}

describe('consumer alert rules', () => {
  it('(a) fires on the 3rd review within 72 hours from accounts younger than 7 days, not before', async () => {
    const { provider } = await ownedProvider();
    // Old accounts never count toward the burst.
    await writeReview(provider, await oldAccount(), '198.51.100.10');
    const fresh = [await createUser(t), await createUser(t), await createUser(t)];
    const ids = [
      await writeReview(provider, fresh[0]!, '198.51.100.11'),
      await writeReview(provider, fresh[1]!, '198.51.100.12'),
    ];
    expect((await alertsOf(provider)).map((a) => a.rule)).toEqual([]);
    ids.push(await writeReview(provider, fresh[2]!, '198.51.100.13'));
    const alerts = await alertsOf(provider);
    expect(alerts.map((a) => a.rule)).toEqual(['new_accounts_burst']);
    expect(alerts[0]!.reviews.map((r) => r.id).sort()).toEqual([...ids].sort());
    // An account of 8 days is not new.
    const other = (await ownedProvider()).provider;
    for (const [i, days] of [8, 8, 8].entries())
      await writeReview(
        other,
        await createUser(t, { createdAt: new Date(Date.now() - days * DAY) }),
        `198.51.100.${20 + i}`,
      );
    expect(await alertsOf(other)).toEqual([]);
  });

  it('(b) fires on 3 reviews from one network: one IPv4 address or one IPv6 /64', async () => {
    const { provider } = await ownedProvider();
    await writeReview(provider, await oldAccount(), '2001:db8:7:1::1');
    await writeReview(provider, await oldAccount(), '2001:db8:7:1:aaaa::2');
    expect(await alertsOf(provider)).toEqual([]);
    await writeReview(provider, await oldAccount(), '2001:db8:7:1:ffff:1:2:3');
    expect((await alertsOf(provider)).map((a) => a.rule)).toEqual(['shared_network']);
    // A 4th joins the same open alert instead of opening another.
    await writeReview(provider, await oldAccount(), '2001:db8:7:1::9');
    const [alert] = await alertsOf(provider);
    expect(alert!.reviews).toHaveLength(4);

    const spread = (await ownedProvider()).provider;
    for (const ip of ['203.0.113.1', '203.0.113.2', '2001:db8:7:2::1'])
      await writeReview(spread, await oldAccount(), ip);
    expect(await alertsOf(spread)).toEqual([]);
    // Only a hash is stored, never the address.
    const rows = await t.query<{ client_key_hash: string }>(
      'SELECT client_key_hash FROM reviews WHERE provider_id = $1',
      [provider],
    );
    expect(new Set(rows.map((r) => r.client_key_hash)).size).toBe(1);
    expect(rows[0]!.client_key_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("(c) fires on a review from the website's email domain, not from a free mail domain", async () => {
    const domain = `firm-${randomBytes(4).toString('hex')}.com`;
    const { provider } = await ownedProvider();
    await t.query('UPDATE providers SET website = $2 WHERE id = $1', [
      provider,
      `https://www.${domain}/about`,
    ]);
    await writeReview(provider, await oldAccount(), '192.0.2.1'); // example.com: free
    expect(await alertsOf(provider)).toEqual([]);
    const insider = await oldAccount();
    await t.query('UPDATE users SET email = $2 WHERE id = $1', [insider.id, `staff@${domain}`]);
    const id = await writeReview(provider, insider, '192.0.2.2');
    const alerts = await alertsOf(provider);
    expect(alerts.map((a) => a.rule)).toEqual(['owner_linked']);
    expect(alerts[0]!.reviews.map((r) => r.id)).toEqual([id]);
    expect(alerts[0]!.summary).toContain(domain);
  });

  it("(c) fires on a review from the owner's email domain", async () => {
    const domain = `clinic-${randomBytes(4).toString('hex')}.org`;
    const { owner, provider } = await ownedProvider({ category: 'Medical Facilities' });
    await t.query('UPDATE users SET email = $2 WHERE id = $1', [owner.id, `boss@${domain}`]);
    const insider = await oldAccount();
    await t.query('UPDATE users SET email = $2 WHERE id = $1', [insider.id, `nurse@${domain}`]);
    await writeReview(provider, insider, '192.0.2.3');
    expect((await alertsOf(provider)).map((a) => a.rule)).toEqual(['owner_linked']);
  });
});

describe('alert decisions', () => {
  it('(d) an admin opens an alert; confirming it takes its reviews out of the rating and shows it for 90 days', async () => {
    const { provider } = await ownedProvider();
    const ids: string[] = [];
    for (const [i, score] of [5, 5, 1].entries()) {
      const res = await post(`/api/providers/${provider}/reviews`, await oldAccount())
        .set('x-forwarded-for', `10.9.${i}.1`)
        .send(reviewBody([score, score, score, score, score]))
        .expect(201);
      ids.push(res.body.data.id);
    }
    expect(await counts(provider)).toEqual({ rating: 3.7, reviewCount: 3 });

    const user = await createUser(t);
    const body = {
      providerId: provider,
      rule: 'incentive',
      summary: 'Paid $20 per 5-star review',
      reviewIds: ids.slice(0, 2),
    };
    await post('/api/admin/consumer-alerts', user).send(body).expect(403);
    await post('/api/admin/consumer-alerts', admin)
      .send({ ...body, rule: 'shared_network' })
      .expect(400);
    const bad = await post('/api/admin/consumer-alerts', admin)
      .send({ ...body, reviewIds: [randomUUID()] })
      .expect(400);
    expect(bad.body.message).toBe(ALERT_MESSAGES.reviewsNotOfProvider);
    const opened = ZAdminAlertResponseSchema.parse(
      (await post('/api/admin/consumer-alerts', admin).send(body).expect(201)).body,
    ).data;
    expect(opened).toMatchObject({ rule: 'incentive', status: 'open', summary: body.summary });
    // Open alerts change nothing public.
    expect(await counts(provider)).toEqual({ rating: 3.7, reviewCount: 3 });
    const before = ZProviderTrustResponseSchema.parse(
      (await get(`/api/providers/${provider}/trust`).expect(200)).body,
    ).data;
    expect(before.alerts).toEqual([]);

    const decide = `/api/admin/consumer-alerts/${opened.id}/decision`;
    const noNote = await post(decide, admin).send({ outcome: 'confirm', note: ' ' }).expect(400);
    expect(noNote.body.message).toBe(ALERT_MESSAGES.noteRequired);
    await post(decide, user).send({ outcome: 'confirm', note: 'x' }).expect(403);
    const confirmed = ZAdminAlertResponseSchema.parse(
      (
        await post(decide, admin)
          .send({ outcome: 'confirm', note: 'Receipts sent by reviewers' })
          .expect(200)
      ).body,
    ).data;
    expect(confirmed).toMatchObject({ status: 'confirmed', note: 'Receipts sent by reviewers' });
    await post(decide, admin).send({ outcome: 'dismiss', note: 'again' }).expect(409);

    // The two named reviews stay listed but no longer count: rating and count follow.
    expect(await counts(provider)).toEqual({ rating: 1, reviewCount: 1 });
    const profile = (await get(`/api/providers/${provider}`).expect(200)).body.data;
    expect(profile.ratingSummary).toMatchObject({ average: 1, total: 1 });
    const list = (await get(`/api/providers/${provider}/reviews?limit=50`).expect(200)).body.data;
    expect(list).toHaveLength(3);

    const trust = ZProviderTrustResponseSchema.parse(
      (await get(`/api/providers/${provider}/trust`).expect(200)).body,
    ).data;
    expect(trust.alerts).toHaveLength(1);
    expect(trust.alerts[0]!.line).toBe(consumerAlertLine('incentive', 2));
    expect(trust.alerts[0]!.line).toMatch(/^Consumer alert: /);
    const days =
      (Date.parse(trust.alerts[0]!.until) - Date.parse(trust.alerts[0]!.confirmedAt)) / DAY;
    expect(days).toBe(90);

    // After 90 days it is no longer shown.
    await t.query(
      `UPDATE consumer_alerts SET decided_at = now() - interval '91 days' WHERE id = $1`,
      [opened.id],
    );
    const later = (await get(`/api/providers/${provider}/trust`).expect(200)).body.data;
    expect(later.alerts).toEqual([]);
    await get('/api/providers/no-such-provider/trust').expect(404);
  });

  it('dismissing changes nothing public; lists by status', async () => {
    const { provider } = await ownedProvider();
    const id = await writeReview(provider, await oldAccount(), '10.10.0.1');
    const opened = (
      await post('/api/admin/consumer-alerts', admin)
        .send({
          providerId: provider,
          rule: 'threat',
          summary: 'Threatened a reviewer by mail',
          reviewIds: [id],
        })
        .expect(201)
    ).body.data;
    await post(`/api/admin/consumer-alerts/${opened.id}/decision`, admin)
      .send({ outcome: 'dismiss', note: 'Not a threat' })
      .expect(200);
    expect(await counts(provider)).toEqual({ rating: 5, reviewCount: 1 });
    expect((await get(`/api/providers/${provider}/trust`).expect(200)).body.data.alerts).toEqual(
      [],
    );
    expect((await alertsOf(provider, 'dismissed')).map((a) => a.id)).toEqual([opened.id]);
    await get('/api/admin/consumer-alerts', await createUser(t)).expect(403);
    await get('/api/admin/consumer-alerts').expect(401);
  });
});

describe('reply checks', () => {
  const threat =
    'We are sorry you feel this way. Our attorney will contact you shortly about this defamation, and we will sue if the review stays up. Think carefully.';
  it('warns about threats and, for medical and legal categories, client details; never blocks', async () => {
    const cases: Array<[string, string, string[]]> = [
      [
        'Medical Facilities',
        `${threat} Your MRI on 3/14 showed a herniated disc.`,
        ['threat', 'patient_details'],
      ],
      [
        'Law Firms',
        `${threat} Your settlement offer of $40,000 was fair.`,
        ['threat', 'client_details'],
      ],
      ['Auto Body Shops', `${threat} Your car on 3/14 was fixed.`, ['threat']],
      [
        'Chiropractors',
        'Thank you for your feedback. We value every person who contacts us and would like to hear more; please call our office so that we can talk.',
        [],
      ],
    ];
    for (const [category, text, kinds] of cases) {
      const { owner, provider } = await ownedProvider({ category });
      const review = await writeReview(provider, await oldAccount(), '10.20.0.1');
      const res = await post(`/api/reviews/${review}/response/check`, owner)
        .send({ text })
        .expect(200);
      const { warnings } = ZReplyCheckResponseSchema.parse(res.body).data;
      expect(warnings.map((w) => w.kind)).toEqual(kinds);
      for (const w of warnings) expect(w.suggestion.length).toBeGreaterThan(100);
      // A warning, not a block: the same text publishes.
      await request(t.http)
        .put(`/api/reviews/${review}/response`)
        .set(owner.auth)
        .send({ text })
        .expect(200);
    }
  });

  it("checks only the provider's own reviews and validates the text", async () => {
    const { owner, provider } = await ownedProvider();
    const review = await writeReview(provider, await oldAccount(), '10.20.0.2');
    const stranger = await createUser(t, { roles: ['user', 'provider'] });
    await post(`/api/reviews/${review}/response/check`, stranger)
      .send({ text: threat })
      .expect(403);
    await post(`/api/reviews/${review}/response/check`, owner).send({ text: 'short' }).expect(400);
    await post(`/api/reviews/${randomUUID()}/response/check`, owner)
      .send({ text: threat })
      .expect(404);
  });
});

describe('sub-score rankings', () => {
  let authors: string[] = [];
  beforeAll(async () => {
    authors = [];
    for (let i = 0; i < 12; i++) authors.push((await oldAccount()).id);
  });

  /** review_count as the app keeps it when it writes a review (rankings read only providers with enough). */
  const recount = (provider: string) =>
    t.query(
      `UPDATE providers SET review_count = (SELECT count(*) FROM reviews WHERE provider_id = $1 AND counted) WHERE id = $1`,
      [provider],
    );

  /** `n` reviews of `provider`: every score 4 but 'explained' (Communication) = `explained`. */
  async function reviews(provider: string, n: number, explained: number, offset = 0) {
    for (const author of authors.slice(offset, offset + n))
      await t.query(
        `INSERT INTO reviews (provider_id, author_id, respectful, explained, on_time, costs, overall, rating, text)
         VALUES ($1, $2, 4, $3, 4, 4, 4, 4, $4)`,
        [provider, author, explained, REVIEW_TEXT],
      );
    await recount(provider);
  }
  const refresh = () => t.app.get(AlertsService).refreshRankings();
  const badges = async (provider: string) =>
    ZProviderTrustResponseSchema.parse(
      (await get(`/api/providers/${provider}/trust`).expect(200)).body,
    ).data.topRated;

  it('needs 10 reviews in 24 months: 9 give no badge, the 10th gives it', async () => {
    const others: string[] = [];
    for (let i = 0; i < 9; i++) {
      const p = await createProvider(t, { category: 'Law Firms', state: 'WY' });
      await reviews(p, 10, 3);
      others.push(p);
    }
    const top = await createProvider(t, { category: 'Law Firms', state: 'WY' });
    await reviews(top, 9, 5);
    // An old review does not count toward the 10.
    await t.query(
      `INSERT INTO reviews (provider_id, author_id, respectful, explained, on_time, costs, overall, rating, text, created_at)
       VALUES ($1, $2, 4, 5, 4, 4, 4, 4, $3, now() - interval '25 months')`,
      [top, authors[10], REVIEW_TEXT],
    );
    await refresh();
    expect(await badges(top)).toEqual([]);
    for (const p of others) expect(await badges(p)).toEqual([]);

    await reviews(top, 1, 5, 11);
    await refresh();
    expect(await badges(top)).toEqual([
      {
        subscore: 'explained',
        line: 'Top rated for Communication among Law Firms in WY',
        reviews: 10,
        rank: 1,
        of: 10,
        average: 5,
      },
    ]);
    for (const p of others) expect(await badges(p)).toEqual([]);
  });

  it('goes to the top 10% of the category and state; the plan is never an input', async () => {
    const ranked: string[] = [];
    for (let i = 0; i < 20; i++) {
      // Premium and sponsored for the 3rd: it must not help.
      const p = await createProvider(t, {
        category: 'Chiropractors',
        state: 'VT',
        ...(i === 2 ? { plan: 'premium', sponsored: true } : {}),
      });
      // Averages 5.0, 4.9, 4.8, …: exactly one review of each lower score per step.
      for (const [k, author] of authors.slice(0, 10).entries())
        await t.query(
          `INSERT INTO reviews (provider_id, author_id, respectful, explained, on_time, costs, overall, rating, text)
           VALUES ($1, $2, 4, $3, 4, 4, 4, 4, $4)`,
          [p, author, k < i ? 4 : 5, REVIEW_TEXT],
        );
      await recount(p);
      ranked.push(p);
    }
    // Another state's providers do not enter this ranking.
    const elsewhere = await createProvider(t, { category: 'Chiropractors', state: 'ME' });
    await reviews(elsewhere, 10, 5);
    await refresh();
    const got = await Promise.all(ranked.map(badges));
    expect(got[0]!.map((b) => [b.line, b.rank, b.of])).toEqual([
      ['Top rated for Communication among Chiropractors in VT', 1, 20],
    ]);
    expect(got[1]!.map((b) => b.rank)).toEqual([2]);
    expect(got.slice(2).every((b) => b.length === 0)).toBe(true);
    // Alone in its group: the top 10% of one is nobody.
    expect(await badges(elsewhere)).toEqual([]);
  });
});

describe('transparency', () => {
  it('answers callers at the same moment with one query, and the next call with a fresh one', async () => {
    const alerts = t.app.get(AlertsService);
    const [a, b] = [alerts.transparency(), alerts.transparency()];
    expect(a).toBe(b);
    const [first] = await Promise.all([a, b]);
    const later = alerts.transparency();
    expect(later).not.toBe(a);
    expect((await later).months).toEqual(first.months);
  });

  const month = async (): Promise<TTransparencyMonth> => {
    const body = ZTransparencyResponseSchema.parse(
      (await get('/api/transparency').expect(200)).body,
    );
    expect(body.data.months).toHaveLength(12);
    const now = new Date();
    expect(body.data.months[0]!.month).toBe(
      `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`,
    );
    return body.data.months[0]!;
  };

  it('posted and labelled counts follow reviews written, moved to another month, relabelled and deleted', async () => {
    /** Every month's posted/contact/invited straight from the rows, as the page once read them. */
    const counted = async () =>
      Object.fromEntries(
        (
          await t.query<{ month: string; posted: number; contact: number; invited: number }>(
            `SELECT to_char(m, 'YYYY-MM') AS month, count(*)::int AS posted,
                    count(*) FILTER (WHERE v = 'contact')::int AS contact,
                    count(*) FILTER (WHERE v = 'invited')::int AS invited
             FROM (SELECT date_trunc('month', created_at AT TIME ZONE 'UTC') AS m, verification AS v FROM reviews
                   UNION ALL
                   SELECT date_trunc('month', review_created_at AT TIME ZONE 'UTC'), review_verification
                   FROM moderation_decisions WHERE outcome = 'remove') r
             WHERE m >= date_trunc('month', now() AT TIME ZONE 'UTC') - interval '11 months'
             GROUP BY 1`,
          )
        ).map((r) => [r.month, [r.posted, r.contact, r.invited]]),
      );
    const shown = async () =>
      Object.fromEntries(
        ZTransparencyResponseSchema.parse((await get('/api/transparency').expect(200)).body)
          .data.months.filter((m) => m.reviewsPosted > 0)
          .map((m) => [m.month, [m.reviewsPosted, m.labelledContact, m.labelledInvited]]),
      );
    const { provider } = await ownedProvider();
    const authors = await Promise.all([1, 2, 3, 4].map(() => oldAccount()));
    const ids: string[] = [];
    for (const [i, author] of authors.entries()) {
      const [row] = await t.query<{ id: string }>(
        `INSERT INTO reviews (provider_id, author_id, respectful, explained, on_time, costs, overall, rating, text, verification, created_at)
         VALUES ($1, $2, 4, 4, 4, 4, 4, 4, $3, $4, now() - make_interval(months => $5)) RETURNING id`,
        [provider, author!.id, REVIEW_TEXT, i % 2 ? 'contact' : null, i + 2],
      );
      ids.push(row!.id);
    }
    expect(await shown()).toEqual(await counted());
    await t.query(`UPDATE reviews SET created_at = now() - interval '7 months' WHERE id = $1`, [
      ids[0],
    ]);
    await t.query(`UPDATE reviews SET verification = 'invited' WHERE id = ANY($1)`, [
      ids.slice(1, 3),
    ]);
    await t.query(`UPDATE reviews SET text = text || ' Edited.' WHERE id = $1`, [ids[3]]);
    await t.query(`DELETE FROM reviews WHERE id = $1`, [ids[3]]);
    const after = await shown();
    expect(after).toEqual(await counted());
    expect(Object.values(after).reduce((n, [posted]) => n + posted!, 0)).toBeGreaterThanOrEqual(3);
  });

  it('counts equal the rows written: posted, labelled, reported, removed by reason, appeals, alerts', async () => {
    const before = await month();
    const { owner, provider } = await ownedProvider();
    const [a1, a2, a3, reporter1, reporter2] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => oldAccount()),
    );
    await t.query(
      `INSERT INTO leads (provider_id, user_id, name, email, created_at)
       VALUES ($1, $2, 'Client', 'client@example.com', now() - interval '30 hours')`,
      [provider, a1!.id],
    );
    const r1 = await writeReview(provider, a1!, '10.30.0.1');
    const r2 = await writeReview(provider, a2!, '10.30.0.2');
    const [row] = await t.query<{ id: string }>(
      `INSERT INTO reviews (provider_id, author_id, respectful, explained, on_time, costs, overall, rating, text, verification)
       VALUES ($1, $2, 5, 5, 5, 5, 5, 5, $3, 'invited') RETURNING id`,
      [provider, a3!.id, REVIEW_TEXT],
    );
    const r3 = row!.id;

    const report1 = (
      await post(`/api/reviews/${r2}/reports`, reporter1).send({ reason: 'offensive' }).expect(201)
    ).body.data.id;
    await post(`/api/reviews/${r2}/reports`, reporter2).send({ reason: 'other' }).expect(201);
    await post(`/api/admin/review-reports/${report1}/decision`, admin)
      .send({ outcome: 'remove', reason: 'offensive' })
      .expect(200);

    const description = 'This review describes a visit that never happened. '.repeat(3);
    for (const id of [r1, r3])
      await post(`/api/reviews/${id}/appeal`, owner)
        .send({ description, fileUrls: [] })
        .expect(200);
    await post(`/api/admin/appeals/${r1}/confirm`, admin)
      .send({ reason: 'real_experience' })
      .expect(200);
    await post(`/api/admin/appeals/${r3}/delete-review`, admin)
      .send({ reason: 'not_real_experience' })
      .expect(200);

    const alert = (
      await post('/api/admin/consumer-alerts', admin)
        .send({ providerId: provider, rule: 'threat', summary: 'Threat by phone', reviewIds: [] })
        .expect(201)
    ).body.data;
    await post(`/api/admin/consumer-alerts/${alert.id}/decision`, admin)
      .send({ outcome: 'confirm', note: 'Recording heard' })
      .expect(200);

    const after = await month();
    const delta = (k: keyof TTransparencyMonth) => (after[k] as number) - (before[k] as number);
    expect({
      reviewsPosted: delta('reviewsPosted'),
      labelledContact: delta('labelledContact'),
      labelledInvited: delta('labelledInvited'),
      reported: delta('reported'),
      removed: delta('removed'),
      appealsFiled: delta('appealsFiled'),
      appealsUpheld: delta('appealsUpheld'),
      appealsRejected: delta('appealsRejected'),
      alertsConfirmed: delta('alertsConfirmed'),
    }).toEqual({
      reviewsPosted: 3,
      labelledContact: 1,
      labelledInvited: 1,
      reported: 2,
      removed: 2,
      appealsFiled: 2,
      appealsUpheld: 1,
      appealsRejected: 1,
      alertsConfirmed: 1,
    });
    const byReason = (m: TTransparencyMonth, k: string) => m.removedByReason[k] ?? 0;
    expect(byReason(after, 'offensive') - byReason(before, 'offensive')).toBe(1);
    expect(byReason(after, 'not_real_experience') - byReason(before, 'not_real_experience')).toBe(
      1,
    );
  });
});

describe('case timelines', () => {
  it('the author and the provider see the appeal (submitted, decided, reason); the author sees reports', async () => {
    const { owner, provider } = await ownedProvider();
    const author = await oldAccount();
    const review = await writeReview(provider, author, '10.40.0.1');
    const cases = async (user: TestUser) =>
      ZReviewCasesResponseSchema.parse((await get('/api/me/review-cases', user).expect(200)).body)
        .data;
    expect(await cases(author)).toEqual([]);

    const description = 'This review describes a visit that never happened. '.repeat(3);
    await post(`/api/reviews/${review}/appeal`, owner)
      .send({ description, fileUrls: [] })
      .expect(200);
    const reporter = await oldAccount();
    await post(`/api/reviews/${review}/reports`, reporter).send({ reason: 'other' }).expect(201);
    const open = await cases(author);
    expect(open.map((c) => [c.kind, c.role, c.reviewId, c.decision])).toEqual(
      expect.arrayContaining([
        ['appeal', 'author', review, null],
        ['report', 'author', review, null],
      ]),
    );
    expect((await cases(owner)).map((c) => [c.kind, c.role, c.decision])).toEqual([
      ['appeal', 'provider', null],
    ]);

    await post(`/api/admin/appeals/${review}/delete-review`, admin)
      .send({ reason: 'not_real_experience' })
      .expect(200);
    for (const [user, role] of [
      [author, 'author'],
      [owner, 'provider'],
    ] as const) {
      const [appeal] = (await cases(user)).filter((c) => c.kind === 'appeal');
      expect(appeal).toMatchObject({
        role,
        providerId: provider,
        reviewId: null,
        decision: {
          outcome: 'remove',
          reason: 'not_real_experience',
          reasonLabel: 'Not about a real experience',
        },
      });
      expect(Date.parse(appeal!.decision!.decidedAt)).toBeGreaterThanOrEqual(
        Date.parse(appeal!.submittedAt),
      );
    }
    expect(await cases(reporter)).toEqual([]);
    expect(await cases(await oldAccount())).toEqual([]);
    await get('/api/me/review-cases').expect(401);
  });
});
