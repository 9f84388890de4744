import {
  INVITATIONS_PER_DAY,
  MODERATION_REASONS,
  removedReviewLine,
  TRUST_MESSAGES,
  ZAdminReportsResponseSchema,
  ZReviewInvitationsResponseSchema,
  ZReviewRecordResponseSchema,
  ZReviewResponseSchema,
  ZReviewsResponseSchema,
} from '@app/contracts';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import {
  createProvider,
  createUser,
  insertReview,
  reviewBody,
  TestUser,
} from './factories/directory';
import { ReceivedMail, SmtpReceiver } from './smtp-receiver';
import { createTestApp, TestApp } from './test-app';

/** Issue 17: labels, invitations, reports, appeals in the open (docs/decisions/0029). */

const WEB_ORIGIN = 'http://web.test';
let t: TestApp;
let smtp: SmtpReceiver;
let admin: TestUser;

beforeAll(async () => {
  smtp = await new SmtpReceiver().start();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, WEB_ORIGIN } });
  admin = await createUser(t, { roles: ['user', 'admin'] });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const post = (url: string, user?: TestUser) => {
  const req = request(t.http).post(url);
  return user ? req.set(user.auth) : req;
};
const get = (url: string, user?: TestUser) => {
  const req = request(t.http).get(url);
  return user ? req.set(user.auth) : req;
};

async function ownedProvider() {
  const owner = await createUser(t, { roles: ['user', 'provider'] });
  const provider = await createProvider(t, { ownerId: owner.id });
  return { owner, provider };
}

async function insertLead(providerId: string, userId: string, hoursAgo: number) {
  await t.query(
    `INSERT INTO leads (provider_id, user_id, name, email, created_at)
     VALUES ($1, $2, 'Client', 'client@example.com', now() - make_interval(hours => $3))`,
    [providerId, userId, hoursAgo],
  );
}

async function providerCounts(id: string) {
  const [row] = await t.query<{ rating: string; review_count: number }>(
    'SELECT rating, review_count FROM providers WHERE id = $1',
    [id],
  );
  return { rating: Number(row!.rating), reviewCount: row!.review_count };
}

function linkIn(mail: ReceivedMail, pattern: RegExp): string {
  const m = pattern.exec(mail.body);
  if (!m) throw new Error(`no link in "${mail.subject}"`);
  return m[1]!;
}
const invitationTokenIn = (mail: ReceivedMail) =>
  linkIn(mail, /\/provider\/[^?\s]+\?invitation=([\w-]+)/);
const unsubscribeTokenIn = (mail: ReceivedMail) =>
  linkIn(mail, /\/review-invitations\/unsubscribe\?token=([\w-]+)/);

const address = () => `client-${randomBytes(5).toString('hex')}@example.com`;

describe('verification labels', () => {
  it("labels 'contact' when the author sent this provider a lead at least a day before", async () => {
    const { provider } = await ownedProvider();
    const early = await createUser(t);
    const recent = await createUser(t);
    const none = await createUser(t);
    const otherProvider = await createProvider(t);
    await insertLead(provider, early.id, 25);
    await insertLead(provider, recent.id, 2);
    await insertLead(otherProvider, none.id, 100);

    const labels: Record<string, unknown> = {};
    for (const [name, user] of Object.entries({ early, recent, none })) {
      const res = await post(`/api/providers/${provider}/reviews`, user)
        .send(reviewBody([name === 'none' ? 1 : 5, 5, 5, 5, 5]))
        .expect(201);
      labels[name] = ZReviewResponseSchema.parse(res.body).data.verification;
    }
    expect(labels).toEqual({ early: 'contact', recent: null, none: null });

    // Labels never filter: all three are listed and counted.
    const list = ZReviewsResponseSchema.parse(
      (await get(`/api/providers/${provider}/reviews?limit=50`).expect(200)).body,
    );
    expect(list.data.map((r) => r.verification).sort()).toEqual(['contact', null, null].sort());
    expect((await providerCounts(provider)).reviewCount).toBe(3);
  });

  it('keeps the label decided when written (a later lead does not change it)', async () => {
    const { provider } = await ownedProvider();
    const author = await createUser(t);
    const res = await post(`/api/providers/${provider}/reviews`, author)
      .send(reviewBody())
      .expect(201);
    await insertLead(provider, author.id, 48);
    const [row] = await t.query<{ verification: string | null }>(
      'SELECT verification FROM reviews WHERE id = $1',
      [res.body.data.id],
    );
    expect(row!.verification).toBeNull();
  });
});

describe('review invitations', () => {
  it('mails neutral invitations; the link writes an Invited review once, bound to the address', async () => {
    const { owner, provider } = await ownedProvider();
    const invitee = await createUser(t);
    const a = address();
    const res = await post(`/api/providers/${provider}/review-invitations`, owner)
      .send({ emails: [invitee.email.toUpperCase(), a, a] })
      .expect(200);
    expect(ZReviewInvitationsResponseSchema.parse(res.body).data).toEqual({
      sent: [invitee.email, a],
      skipped: [],
      remainingToday: INVITATIONS_PER_DAY - 2,
    });
    const mail = await smtp.waitFor(invitee.email);
    // Fixed neutral words: no rating asked for, nothing offered, an unsubscribe link.
    expect(mail.body).toContain('Whatever your experience was');
    expect(mail.body).toContain('Nothing is offered for a review');
    expect(mail.body).not.toMatch(/5[- ]star|five stars|discount|gift|reward/i);
    expect(mail.body).toMatch(
      /List-Unsubscribe:\s*<http:\/\/web\.test\/review-invitations\/unsubscribe\?token/,
    );
    const token = invitationTokenIn(mail);
    expect(mail.body).toContain(`${WEB_ORIGIN}/provider/${provider}?invitation=${token}`);
    // Only the hash is stored.
    const stored = await t.query<{ token_hash: string }>(
      'SELECT token_hash FROM review_invitations WHERE email = $1',
      [invitee.email],
    );
    expect(stored[0]!.token_hash).not.toContain(token);

    // Someone else with the token: 400; the invitee: an 'invited' review; again: used.
    const stranger = await createUser(t);
    const other = await post(`/api/providers/${provider}/reviews`, stranger)
      .send(reviewBody([5, 5, 5, 5, 5], { invitationToken: token }))
      .expect(400);
    expect(other.body.message).toBe(TRUST_MESSAGES.invitationOtherEmail);
    const wrongProvider = await createProvider(t);
    const wp = await post(`/api/providers/${wrongProvider}/reviews`, invitee)
      .send(reviewBody([5, 5, 5, 5, 5], { invitationToken: token }))
      .expect(400);
    expect(wp.body.message).toBe(TRUST_MESSAGES.invitationOtherProvider);
    const ok = await post(`/api/providers/${provider}/reviews`, invitee)
      .send(reviewBody([2, 2, 2, 2, 2], { invitationToken: token }))
      .expect(201);
    expect(ok.body.data.verification).toBe('invited');
    const second = await createUser(t);
    await t.query('UPDATE users SET email = $2 WHERE id = $1', [second.id, `x${invitee.email}`]);
    const again = await post(`/api/providers/${provider}/reviews`, invitee)
      .send(reviewBody([5, 5, 5, 5, 5], { invitationToken: token }))
      .expect(409); // already reviewed this provider
    expect(again.body.message).toBeDefined();
    const [inv] = await t.query<{ used_at: Date | null; review_id: string }>(
      'SELECT used_at, review_id FROM review_invitations WHERE email = $1',
      [invitee.email],
    );
    expect(inv!.used_at).not.toBeNull();
    expect(inv!.review_id).toBe(ok.body.data.id);
  });

  it('a used token is refused for another review of the same address', async () => {
    const { owner, provider } = await ownedProvider();
    const invitee = await createUser(t);
    await post(`/api/providers/${provider}/review-invitations`, owner)
      .send({ emails: [invitee.email] })
      .expect(200);
    const token = invitationTokenIn(await smtp.waitFor(invitee.email));
    const res = await post(`/api/providers/${provider}/reviews`, invitee)
      .send(reviewBody([5, 5, 5, 5, 5], { invitationToken: token }))
      .expect(201);
    await request(t.http).delete(`/api/reviews/${res.body.data.id}`).set(invitee.auth).expect(204);
    const reuse = await post(`/api/providers/${provider}/reviews`, invitee)
      .send(reviewBody([5, 5, 5, 5, 5], { invitationToken: token }))
      .expect(400);
    expect(reuse.body.message).toBe(TRUST_MESSAGES.invitationUsed);
  });

  it('only the owner invites; at most 50 a request; an address once per 90 days', async () => {
    const { owner, provider } = await ownedProvider();
    const stranger = await createUser(t, { roles: ['user', 'provider'] });
    await post(`/api/providers/${provider}/review-invitations`, stranger)
      .send({ emails: [address()] })
      .expect(403);
    const tooMany = await post(`/api/providers/${provider}/review-invitations`, owner)
      .send({ emails: Array.from({ length: 51 }, address) })
      .expect(400);
    expect(tooMany.body.message).toBe(TRUST_MESSAGES.invitationsMax);
    const bad = await post(`/api/providers/${provider}/review-invitations`, owner)
      .send({ emails: ['not-an-email'] })
      .expect(400);
    expect(bad.body.message).toBe(TRUST_MESSAGES.invitationEmail);
    await post(`/api/providers/${provider}/review-invitations`, owner)
      .send({ emails: [] })
      .expect(400);

    const a = address();
    const old = address();
    await t.query(
      `INSERT INTO review_invitations (provider_id, email, token_hash, created_at)
       VALUES ($1, $2, $3, now() - interval '91 days')`,
      [provider, old, randomBytes(32).toString('hex')],
    );
    await post(`/api/providers/${provider}/review-invitations`, owner)
      .send({ emails: [a] })
      .expect(200);
    const res = await post(`/api/providers/${provider}/review-invitations`, owner)
      .send({ emails: [a, old, owner.email] })
      .expect(200);
    expect(res.body.data.sent).toEqual([old]);
    expect(res.body.data.skipped).toEqual([
      { email: a, reason: 'recently_invited' },
      { email: owner.email, reason: 'owner' },
    ]);
    // Another provider may invite the same address.
    const second = await ownedProvider();
    const other = await post(`/api/providers/${second.provider}/review-invitations`, second.owner)
      .send({ emails: [a] })
      .expect(200);
    expect(other.body.data.sent).toEqual([a]);
  });

  it('200 a day per provider: 429 with Retry-After, nothing sent', async () => {
    const { owner, provider } = await ownedProvider();
    await t.query(
      `INSERT INTO review_invitations (provider_id, email, token_hash, created_at)
       SELECT $1, 'bulk' || g || '@example.com', md5(random()::text) || md5(random()::text),
              now() - interval '23 hours' + g * interval '1 second'
       FROM generate_series(1, 199) g`,
      [provider],
    );
    const a = address();
    const b = address();
    const res = await post(`/api/providers/${provider}/review-invitations`, owner)
      .send({ emails: [a, b] })
      .expect(429);
    expect(res.body.message).toBe(TRUST_MESSAGES.invitationsPerDay);
    const retry = Number(res.headers['retry-after']);
    // The oldest of today's leaves the window in about an hour.
    expect(retry).toBeGreaterThan(3500);
    expect(retry).toBeLessThanOrEqual(3601);
    expect(await t.query('SELECT 1 FROM review_invitations WHERE email = $1', [a])).toHaveLength(0);
    const one = await post(`/api/providers/${provider}/review-invitations`, owner)
      .send({ emails: [a] })
      .expect(200);
    expect(one.body.data.remainingToday).toBe(0);
  });

  it('the unsubscribe link (GET shows, POST acts, repeatable) is honoured by every provider', async () => {
    const first = await ownedProvider();
    const second = await ownedProvider();
    const a = address();
    await post(`/api/providers/${first.provider}/review-invitations`, first.owner)
      .send({ emails: [a] })
      .expect(200);
    const token = unsubscribeTokenIn(await smtp.waitFor(a));
    const state = await get(`/api/review-invitations/unsubscribe?token=${token}`).expect(200);
    expect(state.body.data).toEqual({ email: 'c***@example.com', unsubscribed: false });
    for (let i = 0; i < 2; i++)
      await post('/api/review-invitations/unsubscribe')
        .send({ token })
        .expect(200, {
          data: { email: 'c***@example.com', unsubscribed: true },
        });
    expect(
      (await get(`/api/review-invitations/unsubscribe?token=${token}`).expect(200)).body.data
        .unsubscribed,
    ).toBe(true);
    const bad = await post('/api/review-invitations/unsubscribe')
      .send({ token: 'x'.repeat(43) })
      .expect(400);
    expect(bad.body.message).toBe(TRUST_MESSAGES.unsubscribeInvalid);

    const res = await post(`/api/providers/${second.provider}/review-invitations`, second.owner)
      .send({ emails: [a.toUpperCase()] })
      .expect(200);
    expect(res.body.data).toMatchObject({
      sent: [],
      skipped: [{ email: a, reason: 'unsubscribed' }],
    });
    expect(smtp.mailsTo(a)).toHaveLength(1);
  });
});

describe('reports', () => {
  async function reviewed() {
    const { owner, provider } = await ownedProvider();
    const author = await createUser(t);
    const review = await insertReview(t, provider, author.id, 1);
    const other = await createUser(t);
    await insertReview(t, provider, other.id, 5);
    await t.query('UPDATE providers SET rating = 3, review_count = 2 WHERE id = $1', [provider]);
    return { owner, provider, author, review };
  }

  it('any signed-in person reports once; not their own review; a reason from the list', async () => {
    const { review, author } = await reviewed();
    const reporter = await createUser(t);
    await post(`/api/reviews/${review}/reports`).send({ reason: 'offensive' }).expect(401);
    const own = await post(`/api/reviews/${review}/reports`, author)
      .send({ reason: 'offensive' })
      .expect(403);
    expect(own.body.message).toBe(TRUST_MESSAGES.reportOwnReview);
    const noReason = await post(`/api/reviews/${review}/reports`, reporter)
      .send({ reason: 'boring' })
      .expect(400);
    expect(noReason.body.message).toBe(TRUST_MESSAGES.reportReasonRequired);
    const res = await post(`/api/reviews/${review}/reports`, reporter)
      .send({ reason: 'private_information', details: 'It names my diagnosis.' })
      .expect(201);
    expect(res.body.data).toMatchObject({ reason: 'private_information' });
    const dup = await post(`/api/reviews/${review}/reports`, reporter)
      .send({ reason: 'offensive' })
      .expect(409);
    expect(dup.body.message).toBe(TRUST_MESSAGES.reportDuplicate);
  });

  it('admin removes with a reason: public line, rating follows, reporters and author mailed', async () => {
    const { provider, review, author } = await reviewed();
    const r1 = await createUser(t);
    const r2 = await createUser(t);
    await post(`/api/reviews/${review}/reports`, r1).send({ reason: 'offensive' }).expect(201);
    await post(`/api/reviews/${review}/reports`, r2).send({ reason: 'other' }).expect(201);

    const list = ZAdminReportsResponseSchema.parse(
      (await get('/api/admin/review-reports?limit=100', admin).expect(200)).body,
    );
    const mine = list.data.filter((r) => r.reviewId === review);
    expect(mine).toHaveLength(2);
    expect(mine[0]!.review).toMatchObject({ rating: 1, appealUnderReview: false });
    await get('/api/admin/review-reports', r1).expect(403);

    // A keep reason does not fit a removal.
    const mismatch = await post(`/api/admin/review-reports/${mine[0]!.id}/decision`, admin)
      .send({ outcome: 'remove', reason: 'real_experience' })
      .expect(400);
    expect(mismatch.body.message).toBe(TRUST_MESSAGES.decisionReasonMismatch);
    await post(`/api/admin/review-reports/${mine[0]!.id}/decision`, admin)
      .send({ outcome: 'remove', reason: 'offensive' })
      .expect(200);
    expect(await t.query('SELECT 1 FROM reviews WHERE id = $1', [review])).toHaveLength(0);
    expect(await providerCounts(provider)).toEqual({ rating: 5, reviewCount: 1 });
    await post(`/api/admin/review-reports/${mine[1]!.id}/decision`, admin)
      .send({ outcome: 'keep', reason: 'real_experience' })
      .expect(409);

    const record = ZReviewRecordResponseSchema.parse(
      (await get(`/api/providers/${provider}/review-record`).expect(200)).body,
    ).data;
    expect(record.removed.map((r) => r.line)).toEqual([removedReviewLine('offensive')]);
    expect(record.removed[0]!.line).toBe(
      'A review was removed by moderators: ' + MODERATION_REASONS.offensive.label,
    );

    for (const who of [r1, r2]) {
      const mail = await smtp.waitFor(who.email);
      expect(mail.body).toContain('you reported has been removed');
      expect(mail.body).toContain(MODERATION_REASONS.offensive.label);
    }
    const authorMail = await smtp.waitFor(author.email);
    expect(authorMail.body).toContain('Your review of');
    expect(authorMail.body).toContain('has been removed');

    const decided = ZAdminReportsResponseSchema.parse(
      (await get('/api/admin/review-reports?status=decided&limit=100', admin).expect(200)).body,
    );
    expect(
      decided.data.filter((r) => r.decision?.reason === 'offensive').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('admin keeps with a reason: the review stays and both sides are told', async () => {
    const { review, author, provider } = await reviewed();
    const r1 = await createUser(t);
    const { body } = await post(`/api/reviews/${review}/reports`, r1)
      .send({ reason: 'fake_or_conflict' })
      .expect(201);
    await post(`/api/admin/review-reports/${body.data.id}/decision`, admin)
      .send({ outcome: 'keep', reason: 'disputed_facts' })
      .expect(200);
    expect(await t.query('SELECT 1 FROM reviews WHERE id = $1', [review])).toHaveLength(1);
    expect((await smtp.waitFor(r1.email)).body).toContain('stays published');
    expect((await smtp.waitFor(author.email)).body).toContain(
      MODERATION_REASONS.disputed_facts.label,
    );
    const record = (await get(`/api/providers/${provider}/review-record`).expect(200)).body.data;
    expect(record.removed).toEqual([]);
  });
});

describe('appeals in the open', () => {
  it('an appealed review stays listed and counted until decided; decisions need a published reason; the record counts them', async () => {
    const { owner, provider } = await ownedProvider();
    const authors = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    const reviews: string[] = [];
    for (const [i, author] of authors.entries()) {
      const res = await post(`/api/providers/${provider}/reviews`, author)
        .send(reviewBody(i === 2 ? [5, 5, 5, 5, 5] : [1, 1, 1, 1, 1]))
        .expect(201);
      reviews.push(res.body.data.id);
    }
    const before = await providerCounts(provider);
    expect(before.reviewCount).toBe(3);
    await t.query(
      `UPDATE reviews SET appeal_under_review = true, appeal_text = 'x', appealed_at = now()
       WHERE id = ANY($1)`,
      [reviews.slice(0, 2)],
    );
    const list = ZReviewsResponseSchema.parse(
      (await get(`/api/providers/${provider}/reviews?limit=50`).expect(200)).body,
    );
    expect(list.data.filter((r) => r.appealUnderReview)).toHaveLength(2);
    expect(await providerCounts(provider)).toEqual(before);

    await post(`/api/admin/appeals/${reviews[0]}/confirm`, admin).send({}).expect(400);
    const wrong = await post(`/api/admin/appeals/${reviews[0]}/confirm`, admin)
      .send({ reason: 'offensive' })
      .expect(400);
    expect(wrong.body.message).toBe(TRUST_MESSAGES.decisionReasonMismatch);
    await post(`/api/admin/appeals/${reviews[0]}/confirm`, admin)
      .send({ reason: 'real_experience' })
      .expect(200);
    await post(`/api/admin/appeals/${reviews[1]}/delete-review`, admin)
      .send({ reason: 'not_real_experience' })
      .expect(200);
    const mail = await smtp.waitFor(owner.email, 2);
    expect(mail.body).toContain(MODERATION_REASONS.not_real_experience.label);

    const record = ZReviewRecordResponseSchema.parse(
      (await get(`/api/providers/${provider}/review-record`).expect(200)).body,
    ).data;
    expect(record).toMatchObject({ appealsFiled: 2, appealsUpheld: 1 });
    expect(record.removed.map((r) => r.line)).toEqual([removedReviewLine('not_real_experience')]);
    await get(`/api/providers/no-such-provider/review-record`).expect(404);
  });
});
