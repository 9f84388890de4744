import { randomUUID } from 'node:crypto';
import { createProvider, createUser, insertReview, TestUser } from '../factories/directory';
import type { TestApp } from '../test-app';

/**
 * A small directory with one record of every kind and two of every owner, written straight
 * to the database: what the security tests sign in as and aim at.
 */
export interface World {
  admin: TestUser;
  /** A verified user who wrote `review` on `provider`. */
  user: TestUser;
  /** Another verified user: owns nothing of `user`'s; wrote `otherReview`, filed `claim`. */
  stranger: TestUser;
  unverified: TestUser;
  /** Provider role, owns `provider`. */
  owner: TestUser;
  /** Provider role, owns `otherProvider`. */
  otherOwner: TestUser;
  provider: string;
  otherProvider: string;
  unclaimed: string;
  review: string;
  /** A review of `otherProvider` by `stranger`, under appeal. */
  otherReview: string;
  post: string;
  claim: string;
  /** A lead sent to `provider`. */
  lead: string;
}

export async function seedWorld(t: TestApp): Promise<World> {
  const [admin, user, stranger, unverified, owner, otherOwner] = await Promise.all([
    createUser(t, { roles: ['user', 'admin'] }),
    createUser(t),
    createUser(t),
    createUser(t, { verified: false }),
    createUser(t, { roles: ['user', 'provider'] }),
    createUser(t, { roles: ['user', 'provider'] }),
  ]);
  const provider = await createProvider(t, { ownerId: owner.id, plan: 'premium' });
  const otherProvider = await createProvider(t, { ownerId: otherOwner.id, plan: 'premium' });
  const unclaimed = await createProvider(t, { plan: 'unclaimed' });
  const review = await insertReview(t, provider, user.id, 4);
  const otherReview = await insertReview(t, otherProvider, stranger.id, 2);
  await t.query(
    `UPDATE reviews SET appeal_under_review = true, appeal_text = $2, appealed_at = now()
     WHERE id = $1`,
    [otherReview, 'This review describes a visit that never happened at our office.'],
  );
  const post = randomUUID();
  await t.query(`INSERT INTO posts (id, provider_id, text) VALUES ($1, $2, $3)`, [
    post,
    provider,
    'We are open on Saturdays now.',
  ]);
  const [claim] = await t.query<{ id: string }>(
    `INSERT INTO profile_claims (provider_id, claimant_id, registration_key, address_proof_key,
       website_url, work_email, full_name, job_title, phone_number)
     VALUES ($1, $2, 'private/x.pdf', 'private/y.pdf', 'https://example.com', 'a@example.com',
       'Sam Claimant', 'Owner', '+13055550100') RETURNING id`,
    [unclaimed, stranger.id],
  );
  const [lead] = await t.query<{ id: string }>(
    `INSERT INTO leads (provider_id, name, email) VALUES ($1, 'Lee Sender', 'lee@example.com')
     RETURNING id`,
    [provider],
  );
  return {
    admin,
    user,
    stranger,
    unverified,
    owner,
    otherOwner,
    provider,
    otherProvider,
    unclaimed,
    review,
    otherReview,
    post,
    claim: claim!.id,
    lead: lead!.id,
  };
}

/** Every id of the world, for path parameters. */
export function worldIds(w: World): string[] {
  return [
    w.admin.id,
    w.user.id,
    w.stranger.id,
    w.owner.id,
    w.provider,
    w.otherProvider,
    w.unclaimed,
    w.review,
    w.otherReview,
    w.post,
    w.claim,
    w.lead,
    w.user.email,
  ];
}
