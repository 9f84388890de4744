import { ZCampaignsResponseSchema, ZSponsoredResponseSchema } from '@app/contracts';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createProvider, createUser, type TestUser } from './factories/directory';
import { createTestApp, type TestApp } from './test-app';

/** Sponsored placements and their impressions and clicks (issue 18, decision 0031). */
describe('sponsored placements', () => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { roles: ['user', 'provider'] });
  });
  afterAll(() => t.close());

  /** A paid campaign running now (or ended, with `ended`) for a new provider. */
  async function running(
    placements: string[],
    { ended = false, ownerId = null as string | null } = {},
  ): Promise<{ providerId: string; campaignId: string }> {
    const providerId = await createProvider(t, { ownerId, plan: ownerId ? 'basic' : 'unclaimed' });
    const [row] = await t.query<{ id: string }>(
      `INSERT INTO ad_campaigns (provider_id, duration_days, placements, total_usd, status,
         paid_at, starts_at, ends_at)
       VALUES ($1, 3, $2, $3, 'active', now(), now() - interval '1 day',
         now() + ($4 || ' days')::interval) RETURNING id`,
      [providerId, placements, placements.length * 25, ended ? '-1' : '2'],
    );
    return { providerId, campaignId: row!.id };
  }

  const sponsored = async (query: Record<string, string> = {}) =>
    ZSponsoredResponseSchema.parse(
      (await request(t.http).get('/api/providers/sponsored').query(query).expect(200)).body,
    ).data;

  const send = (events: object[], ip = '10.1.2.3') =>
    request(t.http).post('/api/sponsored/events').set('X-Forwarded-For', ip).send({ events });

  let search: Array<{ providerId: string; campaignId: string }>;
  let endedSearch: { providerId: string; campaignId: string };
  let demoId: string;

  it('shows the demo entries only while no campaign runs on the placement', async () => {
    demoId = await createProvider(t, { sponsored: true, plan: 'unclaimed' });
    for (const placement of ['main', 'search', 'provider', 'user']) {
      const entries = await sponsored({ placement });
      expect(entries.map((e) => [e.id, e.sponsored, e.campaignId])).toEqual([[demoId, true, null]]);
    }
  });

  it('fills each placement with its own running campaigns, labelled sponsored; never an ended one', async () => {
    search = [];
    for (let i = 0; i < 12; i++) search.push(await running(['search']));
    endedSearch = await running(['search', 'user'], { ended: true });
    const userOnly = await running(['user']);

    const first = await sponsored({ placement: 'search' });
    expect(first).toHaveLength(10);
    expect(first.every((e) => e.sponsored === true)).toBe(true);
    expect(first.map((e) => e.id)).not.toContain(demoId);
    expect(first.map((e) => e.id)).not.toContain(userOnly.providerId);
    const byProvider = new Map(search.map((c) => [c.providerId, c.campaignId]));
    for (const entry of first) expect(entry.campaignId).toBe(byProvider.get(entry.id));

    const user = await sponsored({ placement: 'user' });
    expect(user.map((e) => [e.id, e.campaignId])).toEqual([
      [userOnly.providerId, userOnly.campaignId],
    ]);
    // Still demo where nothing runs.
    expect((await sponsored({ placement: 'provider' })).map((e) => e.id)).toEqual([demoId]);
    // The home carousel (no placement) is the main placement.
    expect((await sponsored()).map((e) => e.id)).toEqual([demoId]);
  });

  it('rotates fairly: over repeated calls every running campaign leads once per round, an ended one never shows', async () => {
    const leaders = new Map<string, number>();
    const seen = new Set<string>();
    for (let i = 0; i < search.length * 2; i++) {
      const entries = await sponsored({ placement: 'search' });
      leaders.set(entries[0]!.id, (leaders.get(entries[0]!.id) ?? 0) + 1);
      for (const e of entries) seen.add(e.id);
    }
    expect([...seen].sort()).toEqual(search.map((c) => c.providerId).sort());
    expect(seen.has(endedSearch.providerId)).toBe(false);
    // Two rounds: each campaign led exactly twice.
    expect([...leaders.values()]).toEqual(search.map(() => 2));
  });

  it('leaves out the provider whose page shows the column', async () => {
    const mine = search[0]!.providerId;
    for (let i = 0; i < search.length; i++) {
      const entries = await sponsored({ placement: 'search', exclude: mine });
      expect(entries.map((e) => e.id)).not.toContain(mine);
    }
    await request(t.http).get('/api/providers/sponsored?placement=sidebar').expect(400);
  });

  it('counts impressions and clicks once per client, campaign and kind; ended campaigns count nothing', async () => {
    const own = await running(['search'], { ownerId: owner.id });
    const ip = `10.7.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const batch = [
      { campaignId: own.campaignId, type: 'impression' },
      { campaignId: own.campaignId, type: 'impression' },
      { campaignId: own.campaignId, type: 'click' },
      { campaignId: endedSearch.campaignId, type: 'impression' },
    ];
    const res = await send(batch, ip).expect(202);
    expect(res.body.data.counted).toBe(2);
    // The same client again within the window: nothing more.
    expect((await send(batch, ip).expect(202)).body.data.counted).toBe(0);
    // Another client counts.
    await send([{ campaignId: own.campaignId, type: 'impression' }], '10.8.0.1').expect(202);

    const [row] = await t.query<{ impressions: string; clicks: string }>(
      'SELECT impressions, clicks FROM ad_campaigns WHERE id = $1',
      [own.campaignId],
    );
    expect(row).toEqual({ impressions: '2', clicks: '1' });
    const [ended] = await t.query<{ impressions: string }>(
      'SELECT impressions FROM ad_campaigns WHERE id = $1',
      [endedSearch.campaignId],
    );
    expect(ended!.impressions).toBe('0');

    // The advertiser sees them on their campaign list.
    const list = ZCampaignsResponseSchema.parse(
      (
        await request(t.http)
          .get(`/api/providers/${own.providerId}/campaigns`)
          .set(owner.auth)
          .expect(200)
      ).body,
    ).data;
    expect(list[0]).toMatchObject({ id: own.campaignId, impressions: 2, clicks: 1 });
  });

  it('issue 43, sponsored clicks: 20 addresses of one /56 make one click of one impression; no click counts without an impression to the same client', async () => {
    const ad = await running(['search']);
    const counters = async () =>
      (
        await t.query<{ impressions: string; clicks: string }>(
          'SELECT impressions, clicks FROM ad_campaigns WHERE id = $1',
          [ad.campaignId],
        )
      )[0];
    const click = [{ campaignId: ad.campaignId, type: 'click' }];
    // A click with no impression before it, from anywhere: nothing.
    expect((await send(click, '2001:db8:43:100::1').expect(202)).body.data.counted).toBe(0);
    expect((await send(click, '10.43.0.1').expect(202)).body.data.counted).toBe(0);

    // One home line: a /56 (2001:db8:43:aa00::/56), 20 of its /64s.
    const line = Array.from(
      { length: 20 },
      (_, i) => `2001:db8:43:aa${i.toString(16).padStart(2, '0')}::1`,
    );
    await send([{ campaignId: ad.campaignId, type: 'impression' }], line[0]).expect(202);
    let counted = 0;
    for (const address of line)
      counted += (await send(click, address).expect(202)).body.data.counted;
    expect(counted).toBe(1);
    // Another impression from the line within the window neither counts nor allows a click.
    await send([{ campaignId: ad.campaignId, type: 'impression' }], line[5]).expect(202);
    expect((await send(click, line[6]).expect(202)).body.data.counted).toBe(0);
    expect(await counters()).toEqual({ impressions: '1', clicks: '1' });

    // Another client (another /48): its impression allows its own one click.
    await send(
      [
        { campaignId: ad.campaignId, type: 'impression' },
        { campaignId: ad.campaignId, type: 'click' },
        { campaignId: ad.campaignId, type: 'click' },
      ],
      '2001:db8:44::1',
    ).expect(202);
    expect(await counters()).toEqual({ impressions: '2', clicks: '2' });
  });

  it('refuses bad batches with a 400 and limits one client', async () => {
    await send([]).expect(400);
    await send([{ campaignId: 'nope', type: 'impression' }]).expect(400);
    await send([{ campaignId: search[0]!.campaignId, type: 'view' }]).expect(400);
    const ip = '10.9.9.9';
    let limited = false;
    for (let i = 0; i < 61 && !limited; i++) {
      const res = await send([{ campaignId: search[1]!.campaignId, type: 'impression' }], ip);
      limited = res.status === 429;
    }
    expect(limited).toBe(true);
  });
});
