import {
  removedReviewLine,
  REVIEW_MESSAGES,
  TRUST_MESSAGES,
  ZDashboardResponseSchema,
} from '@app/contracts';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createProvider, createUser, reviewBody, type TestUser } from './factories/directory';
import { SmtpReceiver } from './smtp-receiver';
import { createTestApp, type TestApp } from './test-app';

/**
 * Issue 43, 'Counters and mails one client can game' (decision 0058): profile views and
 * mini-site clicks, owner-controlled text in mails, review laundering, an admin's deletion
 * through the author's route. Sponsored clicks are in sponsored.e2e-spec.ts, the memory of
 * sponsored events in sponsored-memory.e2e-spec.ts.
 */
let t: TestApp;
let smtp: SmtpReceiver;
let admin: TestUser;
const WEB_ORIGIN = 'http://web.test';

beforeAll(async () => {
  smtp = await new SmtpReceiver().start();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, WEB_ORIGIN } });
  admin = await createUser(t, { roles: ['user', 'admin'] });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const newIp = () => `10.43.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** Polls `read` until it answers `want` (or the deadline passes); answers the last value. */
async function settle<T>(read: () => Promise<T>, want: T, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (value !== want && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 25));
    value = await read();
  }
  return value;
}

/** `n` requests at once, 50 in flight at a time. */
async function burst(n: number, one: () => Promise<unknown>): Promise<void> {
  for (let sent = 0; sent < n; sent += 50)
    await Promise.all(Array.from({ length: Math.min(50, n - sent) }, one));
}

describe('issue 43, profile views and mini-site clicks: one viewer counts once per profile per window, never the owner', () => {
  it("300 requests from one client move the owner's dashboard by one view and 'ranking by visits' not at all", async () => {
    const owner = await createUser(t, { roles: ['user', 'provider'] });
    const place = { category: 'Chiropractors', state: 'NV' };
    const mine = await createProvider(t, { ownerId: owner.id, plan: 'premium', ...place });
    const rival = await createProvider(t, place);
    await t.query(
      `INSERT INTO provider_views (provider_id, day, count) VALUES ($1, current_date, 10), ($2, current_date, 20)`,
      [mine, rival],
    );
    const viewsToday = async () =>
      (
        await t.query<{ count: number }>(
          'SELECT count FROM provider_views WHERE provider_id = $1 AND day = current_date',
          [mine],
        )
      )[0]!.count;
    const dashboard = async () =>
      ZDashboardResponseSchema.parse(
        (
          await request(t.http)
            .get(`/api/providers/${mine}/dashboard?period=week`)
            .set(owner.auth)
            .expect(200)
        ).body,
      ).data.tiles;
    expect((await dashboard()).profileViews.value).toBe(10);
    expect((await dashboard()).rankingByVisits).toMatchObject({ value: 2, outOf: 2 });

    // One client, 300 requests.
    const ip = newIp();
    await burst(300, () =>
      request(t.http).get(`/api/providers/${mine}`).set('x-forwarded-for', ip).expect(200),
    );
    expect(await settle(viewsToday, 11)).toBe(11);
    // One IPv6 line: 20 /64s of one /48 are one client.
    for (let i = 0; i < 20; i++)
      await request(t.http)
        .get(`/api/providers/${mine}`)
        .set('x-forwarded-for', `2001:db8:4343:${i.toString(16)}::1`)
        .expect(200);
    expect(await settle(viewsToday, 12)).toBe(12);
    // A signed-in viewer counts once, from wherever.
    const reader = await createUser(t);
    for (const from of [newIp(), newIp(), newIp()])
      await request(t.http)
        .get(`/api/providers/${mine}`)
        .set(reader.auth)
        .set('x-forwarded-for', from)
        .expect(200);
    expect(await settle(viewsToday, 13)).toBe(13);
    // The owner's own views never count.
    await burst(30, () =>
      request(t.http)
        .get(`/api/providers/${mine}`)
        .set(owner.auth)
        .set('x-forwarded-for', newIp())
        .expect(200),
    );
    // Another visitor after them: the count moves by exactly one, so nothing else was added.
    await request(t.http).get(`/api/providers/${mine}`).set('x-forwarded-for', newIp()).expect(200);
    expect(await settle(viewsToday, 14)).toBe(14);

    const tiles = await dashboard();
    expect(tiles.profileViews.value).toBe(14);
    expect(tiles.rankingByVisits).toMatchObject({ value: 2, outOf: 2 });
  });

  it('300 requests from one client to a mini-site count one click; the owner counts none', async () => {
    const owner = await createUser(t, { roles: ['user', 'provider'] });
    const id = await createProvider(t, { ownerId: owner.id, plan: 'premium' });
    const slug = `site-${randomBytes(4).toString('hex')}`;
    const base = `/api/providers/${id}/mini-site`;
    await request(t.http)
      .put(base)
      .set(owner.auth)
      .send({
        url: slug,
        heading: 'Gentle care',
        description: 'After car accidents',
        buttons: [],
        leadFormEnabled: false,
        leadButtonName: 'Book now',
      })
      .expect(200);
    await request(t.http).post(`${base}/publish`).set(owner.auth).expect(200);
    const clicksToday = async () =>
      (
        await t.query<{ count: number }>(
          'SELECT coalesce(sum(count), 0)::int AS count FROM mini_site_clicks WHERE provider_id = $1 AND day = current_date',
          [id],
        )
      )[0]!.count;

    const ip = newIp();
    await burst(300, () =>
      request(t.http).get(`/api/mini-sites/${slug}`).set('x-forwarded-for', ip).expect(200),
    );
    expect(await settle(clicksToday, 1)).toBe(1);
    await burst(30, () =>
      request(t.http)
        .get(`/api/mini-sites/${slug}`)
        .set(owner.auth)
        .set('x-forwarded-for', newIp())
        .expect(200),
    );
    await request(t.http)
      .get(`/api/mini-sites/${slug}`)
      .set('x-forwarded-for', newIp())
      .expect(200);
    expect(await settle(clicksToday, 2)).toBe(2);
    const dash = await request(t.http)
      .get(`/api/providers/${id}/dashboard`)
      .set(owner.auth)
      .expect(200);
    expect(dash.body.data.tiles.miniSiteClicks.value).toBe(2);
  });
});

/** A provider with one review by a new author (5 stars) and one by another (1 star). */
async function reviewed() {
  const provider = await createProvider(t);
  const author = await createUser(t);
  const other = await createUser(t);
  const write = async (who: TestUser, score: number) =>
    (
      await request(t.http)
        .post(`/api/providers/${provider}/reviews`)
        .set(who.auth)
        .set('x-forwarded-for', newIp())
        .send(reviewBody([score, score, score, score, score]))
        .expect(201)
    ).body.data.id as string;
  const review = await write(author, 5);
  await write(other, 1);
  return { provider, author, review, write };
}

async function counts(provider: string) {
  const profile = (await request(t.http).get(`/api/providers/${provider}`).expect(200)).body.data;
  return { rating: profile.rating as number, total: profile.ratingSummary.total as number };
}

describe("issue 43, admin deletes a review through the author's route", () => {
  it('DELETE /reviews/{id} with an admin token is refused (403); moderation removes it with a reason, an audit row and the public line', async () => {
    const { provider, review } = await reviewed();
    const refused = await request(t.http)
      .delete(`/api/reviews/${review}`)
      .set(admin.auth)
      .expect(403);
    expect(refused.body.message).toBe(REVIEW_MESSAGES.adminRemovesThroughModeration);
    const spanish = await request(t.http)
      .delete(`/api/reviews/${review}`)
      .set(admin.auth)
      .set('accept-language', 'es')
      .expect(403);
    expect(spanish.body.message).toBe(
      'Los administradores eliminan reseñas mediante la moderación (una apelación o un reporte), con un motivo',
    );
    expect(await t.query('SELECT 1 FROM reviews WHERE id = $1', [review])).toHaveLength(1);
    expect(await counts(provider)).toEqual({ rating: 3, total: 2 });

    // The moderation route: a report, then the admin's decision with a published reason.
    const reporter = await createUser(t);
    const report = await request(t.http)
      .post(`/api/reviews/${review}/reports`)
      .set(reporter.auth)
      .send({ reason: 'offensive' })
      .expect(201);
    await request(t.http)
      .post(`/api/admin/review-reports/${report.body.data.id}/decision`)
      .set(admin.auth)
      .send({ outcome: 'remove', reason: 'offensive' })
      .expect(200);
    expect(await t.query('SELECT 1 FROM reviews WHERE id = $1', [review])).toHaveLength(0);
    expect(await counts(provider)).toEqual({ rating: 1, total: 1 });
    const audit = await t.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE actor_id = $1 AND target_id IN ($2, $3)`,
      [admin.id, review, provider],
    );
    expect(audit.length).toBeGreaterThan(0);
    const record = (
      await request(t.http).get(`/api/providers/${provider}/review-record`).expect(200)
    ).body.data;
    expect(record.removed.map((r: { line: string }) => r.line)).toEqual([
      removedReviewLine('offensive'),
    ]);
  });
});

describe('issue 43, review laundering: a confirmed alert excludes the author on the provider, not the row', () => {
  const openAlert = async (provider: string, reviewIds: string[]) =>
    (
      await request(t.http)
        .post('/api/admin/consumer-alerts')
        .set(admin.auth)
        .send({ providerId: provider, rule: 'incentive', summary: 'Paid per review', reviewIds })
        .expect(201)
    ).body.data.id as string;
  const decide = (alert: string) =>
    request(t.http)
      .post(`/api/admin/consumer-alerts/${alert}/decision`)
      .set(admin.auth)
      .send({ outcome: 'confirm', note: 'Receipts sent by reviewers' })
      .expect(200);
  const alertReviews = async (alert: string) =>
    (
      await t.query<{ review_ids: string[] }>(
        'SELECT review_ids FROM consumer_alerts WHERE id = $1',
        [alert],
      )
    )[0]!.review_ids;

  it('a review deleted and posted again after the confirmation does not count', async () => {
    const { provider, author, review, write } = await reviewed();
    expect(await counts(provider)).toEqual({ rating: 3, total: 2 });
    const alert = await openAlert(provider, [review]);
    await decide(alert);
    expect(await counts(provider)).toEqual({ rating: 1, total: 1 });

    await request(t.http).delete(`/api/reviews/${review}`).set(author.auth).expect(204);
    const again = await write(author, 5);
    // Still excluded: the rating and the count stay those of the other review.
    expect(await counts(provider)).toEqual({ rating: 1, total: 1 });
    expect(await alertReviews(alert)).toContain(again);
    // Someone else's review counts as ever; the author's review of another provider too.
    await write(await createUser(t), 5);
    expect(await counts(provider)).toEqual({ rating: 3, total: 2 });
    const elsewhere = await createProvider(t);
    await request(t.http)
      .post(`/api/providers/${elsewhere}/reviews`)
      .set(author.auth)
      .send(reviewBody())
      .expect(201);
    expect(await counts(elsewhere)).toEqual({ rating: 5, total: 1 });
  });

  it('a review deleted and posted again while the alert is open is excluded when it is confirmed', async () => {
    const { provider, author, review, write } = await reviewed();
    const alert = await openAlert(provider, [review]);
    await request(t.http).delete(`/api/reviews/${review}`).set(author.auth).expect(204);
    const again = await write(author, 5);
    expect(await counts(provider)).toEqual({ rating: 3, total: 2 });
    await decide(alert);
    expect(await counts(provider)).toEqual({ rating: 1, total: 1 });
    expect(await alertReviews(alert)).toContain(again);
  });
});

describe('issue 43, owner-controlled text in our mails', () => {
  const EVIL = 'Account suspended - restore at evil-login.test';
  /** The mail's subject as read (encoded words decoded). */
  const subjectOf = (raw: string) => {
    const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)![1]!;
    return header
      .replace(/\r?\n[ \t]/g, ' ')
      .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
        enc.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (_m, h: string) =>
                  String.fromCharCode(parseInt(h, 16)),
                ),
              'latin1',
            ).toString('utf8'),
      )
      .trim();
  };

  it('a renamed profile: invitations in fixed words with the name quoted and no domain; a second rename within 30 days waits (429)', async () => {
    const owner = await createUser(t, { roles: ['user', 'provider'] });
    const provider = await createProvider(t, { ownerId: owner.id, name: 'Brickell Injury Law' });
    const invite = async (email: string) =>
      request(t.http)
        .post(`/api/providers/${provider}/review-invitations`)
        .set(owner.auth)
        .send({ emails: [email] })
        .expect(200);
    const rename = (who: TestUser, profileName: string) =>
      request(t.http).patch(`/api/providers/${provider}`).set(who.auth).send({ profileName });

    const first = `first-${randomBytes(4).toString('hex')}@example.com`;
    await invite(first);
    expect(subjectOf((await smtp.waitFor(first)).raw)).toBe(
      'InjuryPros: an invitation to review “Brickell Injury Law”',
    );

    // The owner renames it once (allowed) and invites with the new name.
    await rename(owner, EVIL).expect(200);
    const victim = `victim-${randomBytes(4).toString('hex')}@example.com`;
    await invite(victim);
    const mail = await smtp.waitFor(victim);
    expect(subjectOf(mail.raw)).toBe(
      'InjuryPros: an invitation to review “Account suspended - restore at”',
    );
    expect(mail.raw).not.toContain('evil-login');
    expect(mail.body).toContain(
      'InjuryPros sends this invitation on behalf of the provider listed on InjuryPros as',
    );

    // A second rename of a profile that sends invitations waits 30 days.
    const again = await rename(owner, 'Brickell Injury Law Group').expect(429);
    expect(again.body.message).toBe(TRUST_MESSAGES.renameLimited);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(29 * 24 * 3600);
    const es = await rename(owner, 'Brickell Injury Law Group')
      .set('accept-language', 'es')
      .expect(429);
    expect(es.body.message).toBe(
      'El nombre de un perfil que envía invitaciones a escribir reseñas puede cambiar una vez cada 30 días.',
    );
    // The same name again is no change; an admin may rename it (audited).
    await rename(owner, EVIL).expect(200);
    await rename(admin, 'Brickell Injury Law').expect(200);
    const changes = await t.query<{ old_name: string; new_name: string }>(
      'SELECT old_name, new_name FROM provider_name_changes WHERE provider_id = $1 ORDER BY id',
      [provider],
    );
    expect(changes).toEqual([
      { old_name: 'Brickell Injury Law', new_name: EVIL },
      { old_name: EVIL, new_name: 'Brickell Injury Law' },
    ]);
  });

  it('other mails that carry the name strip its addresses too (a review response)', async () => {
    const owner = await createUser(t, { roles: ['user', 'provider'] });
    const provider = await createProvider(t, { ownerId: owner.id, name: EVIL });
    const author = await createUser(t);
    const review = (
      await request(t.http)
        .post(`/api/providers/${provider}/reviews`)
        .set(author.auth)
        .send(reviewBody())
        .expect(201)
    ).body.data.id as string;
    await request(t.http)
      .put(`/api/reviews/${review}/response`)
      .set(owner.auth)
      .send({ text: 'Thank you for your review. '.repeat(5) })
      .expect(200);
    const [row] = await t.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
      author.id,
    ]);
    const mail = await smtp.waitFor(row!.email);
    expect(subjectOf(mail.raw)).toBe('Account suspended - restore at responded to your review');
    expect(mail.raw).not.toContain('evil-login');
  });
});
