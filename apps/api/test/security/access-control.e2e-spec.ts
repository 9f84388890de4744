import { accessOf, MESSAGES } from '@app/contracts';
import request from 'supertest';
import type { TestUser } from '../factories/directory';
import { createTestApp, TestApp } from '../test-app';
import { contractRoutes, fillPath, pathParamNames } from './routes';
import { tableSnapshot } from './snapshot';
import { seedWorld, World } from './world';

/**
 * Broken access control (docs/decisions/0011): every route that writes or takes an id is
 * tried by callers who must not reach it (anonymous, a plain user, a different user, a
 * different provider, a non-admin). They must get 401/403/404, never 400 (a valid body is
 * sent, so a refusal is not a validation error hiding a missing check), and no table may
 * change. The rightful caller then gets through with the same request, which proves the
 * request was valid. The admin guard of each admin route against a plain user is proven in
 * admin.e2e-spec.ts; here a provider owner (another non-admin) is refused too.
 */

type Who = 'anonymous' | 'user' | 'stranger' | 'unverified' | 'owner' | 'otherOwner' | 'admin';

interface Case {
  /** Path parameters from the world. */
  params?: (w: World) => Record<string, string>;
  body?: unknown;
  /** Callers that must be refused. */
  wrong: Who[];
  /** A caller that gets through (omitted: checked elsewhere, e.g. multipart routes). */
  rightful?: Who;
  /** What the rightful caller gets when it is not a 2xx (a business rule past the checks). */
  rightfulStatus?: number;
}

const LONG = (s: string) => `${s} `.repeat(Math.ceil(110 / (s.length + 1))).trim();
const OUTSIDERS: Who[] = ['anonymous', 'user', 'stranger', 'otherOwner'];
const provider = (w: World) => ({ id: w.provider });

/**
 * Every route that is not public and writes or takes an id. A new such route fails the
 * completeness test until it is listed here.
 */
const CASES: Record<string, Case> = {
  'auth.profileUpdate': { body: { firstName: 'Mallory' }, wrong: ['anonymous'], rightful: 'user' },
  'reviews.update': {
    params: (w) => ({ id: w.review }),
    body: {
      ratings: { respectful: 4, explained: 4, onTime: 4, costs: 4, overall: 4 },
      text: LONG('A careful and honest team that explained every step.'),
    },
    wrong: ['anonymous', 'stranger', 'owner', 'otherOwner', 'unverified', 'admin'],
    rightful: 'user',
  },
  'reviews.delete': {
    params: (w) => ({ id: w.review }),
    // An admin removes a review through moderation, with a reason (issue 43).
    wrong: ['anonymous', 'stranger', 'owner', 'otherOwner', 'unverified', 'admin'],
    rightful: 'user',
  },
  'reviews.respond': {
    params: (w) => ({ id: w.review }),
    body: { text: LONG('Thank you for telling us about your visit.') },
    wrong: ['anonymous', 'user', 'stranger', 'otherOwner', 'admin'],
    rightful: 'owner',
  },
  'reviews.appeal': {
    params: (w) => ({ id: w.review }),
    body: { description: LONG('This person was never a client of our office.') },
    wrong: ['anonymous', 'user', 'stranger', 'otherOwner', 'admin'],
    rightful: 'owner',
  },
  'providers.createReview': {
    params: (w) => ({ id: w.otherProvider }),
    body: {
      ratings: { respectful: 5, explained: 5, onTime: 5, costs: 5, overall: 5 },
      text: LONG('A careful and honest team that explained every step.'),
    },
    wrong: ['anonymous', 'unverified'],
    rightful: 'user',
  },
  'posts.create': {
    params: provider,
    body: { text: 'Open on Saturdays' },
    wrong: [...OUTSIDERS, 'admin'],
    rightful: 'owner',
  },
  'bookmarks.add': {
    params: (w) => ({ providerId: w.provider }),
    wrong: ['anonymous'],
    rightful: 'user',
  },
  'bookmarks.remove': {
    params: (w) => ({ providerId: w.provider }),
    wrong: ['anonymous'],
    rightful: 'user',
  },
  'images.upload': { wrong: ['anonymous'] },
  'images.uploadDocument': { wrong: ['anonymous', 'user', 'stranger'] },
  // 'Add your business' (issue 47): a confirmed account, nobody else.
  'listings.create': {
    body: {
      category: 'Towing Services',
      profileName: 'Access Check Towing',
      phoneNumber: '(305) 555-0142',
      websiteLink: '',
      location: { addressLine1: '10 NW 1st St', city: 'Miami', state: 'FL', zipCode: '33101' },
      notADuplicate: true,
    },
    wrong: ['anonymous', 'unverified'],
    rightful: 'user',
  },
  'listings.duplicates': {
    body: {
      profileName: 'Access Check Towing',
      phoneNumber: '(305) 555-0142',
      location: { zipCode: '33101' },
    },
    wrong: ['anonymous', 'unverified'],
    rightful: 'user',
  },
  'claims.submit': { params: (w) => ({ id: w.unclaimed }), wrong: ['anonymous', 'unverified'] },
  'claims.mine': {
    params: (w) => ({ id: w.unclaimed }),
    wrong: ['anonymous'],
    rightful: 'stranger',
  },
  'providerTools.updateProfile': {
    params: provider,
    body: { profileName: 'Taken Over' },
    wrong: OUTSIDERS,
    rightful: 'owner',
  },
  'providerTools.switchPlan': {
    params: provider,
    body: { plan: 'basic' },
    wrong: [...OUTSIDERS, 'admin'],
    rightful: 'owner',
    // Past the ownership check: real profiles change plans through payment (decision 0009).
    rightfulStatus: 409,
  },
  'providerTools.leads': { params: provider, wrong: [...OUTSIDERS, 'admin'], rightful: 'owner' },
  'providerTools.leadsCsv': {
    params: provider,
    wrong: [...OUTSIDERS, 'admin'],
    rightful: 'owner',
  },
  'providerTools.updateLead': {
    params: (w) => ({ id: w.provider, leadId: w.lead }),
    body: { handled: true },
    wrong: [...OUTSIDERS, 'admin'],
    rightful: 'owner',
  },
  'providerTools.dashboard': { params: provider, wrong: OUTSIDERS, rightful: 'owner' },
  'providerTools.miniSite': { params: provider, wrong: [...OUTSIDERS, 'admin'], rightful: 'owner' },
  'providerTools.saveMiniSite': {
    params: provider,
    body: { url: 'taken-over-site' },
    wrong: [...OUTSIDERS, 'admin'],
    rightful: 'owner',
  },
  'providerTools.publishMiniSite': { params: provider, wrong: [...OUTSIDERS, 'admin'] },
  'providerTools.createCampaign': {
    params: provider,
    body: { durationDays: 3, placements: ['main'] },
    wrong: [...OUTSIDERS, 'admin'],
    rightful: 'owner',
  },
  'providerTools.campaigns': {
    params: provider,
    wrong: [...OUTSIDERS, 'admin'],
    rightful: 'owner',
  },
  'providerTools.checkMiniSiteUrl': { wrong: ['anonymous', 'user'] },
  // Payments (decision 0028); the rightful flows are in payments.e2e-spec.ts.
  'payments.subscriptionCheckout': {
    params: provider,
    wrong: [...OUTSIDERS, 'admin'],
    rightful: 'owner',
    rightfulStatus: 409, // the world's profile has Premium already
  },
  'payments.subscriptionCancel': {
    params: provider,
    wrong: [...OUTSIDERS, 'admin'],
    rightful: 'owner',
    rightfulStatus: 409,
  },
  'payments.billing': { params: provider, wrong: OUTSIDERS, rightful: 'owner' },
  'payments.billingPortal': {
    params: provider,
    wrong: [...OUTSIDERS, 'admin'],
    rightful: 'owner',
    rightfulStatus: 409, // test mode: no portal
  },
  'payments.receipt': {
    params: (w) => ({ id: w.provider, paymentId: '00000000-0000-4000-8000-000000000000' }),
    wrong: OUTSIDERS,
    rightful: 'owner',
    rightfulStatus: 404, // the world has no payment
  },
  'payments.campaignCheckout': {
    params: (w) => ({ id: w.provider, campaignId: '00000000-0000-4000-8000-000000000000' }),
    wrong: [...OUTSIDERS, 'admin'],
    rightful: 'owner',
    rightfulStatus: 404,
  },
  'payments.savedCards': { params: provider, wrong: [...OUTSIDERS, 'admin'], rightful: 'owner' },
  'payments.deleteSavedCard': {
    params: (w) => ({ id: w.provider, paymentMethodId: 'card_test_000000000000' }),
    wrong: [...OUTSIDERS, 'admin'],
    rightful: 'owner',
    rightfulStatus: 404,
  },
  'payments.campaignPaySaved': {
    params: (w) => ({ id: w.provider, campaignId: '00000000-0000-4000-8000-000000000000' }),
    body: { paymentMethodId: 'card_test_000000000000' },
    wrong: [...OUTSIDERS, 'admin'],
    rightful: 'owner',
    rightfulStatus: 404,
  },
  'payments.testCheckout': {
    params: () => ({ sessionId: 'cs_test_0000000000000000' }),
    wrong: ['anonymous', 'user', 'stranger'],
  },
  'payments.testCheckoutPay': {
    params: () => ({ sessionId: 'cs_test_0000000000000000' }),
    body: { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    wrong: ['anonymous', 'user', 'stranger'],
  },
  // Reviews people can trust (decision 0029); the rightful flows are in trust.e2e-spec.ts.
  'trust.invite': {
    params: provider,
    body: { emails: ['client.one@example.com'] },
    wrong: [...OUTSIDERS, 'admin'],
    rightful: 'owner',
  },
  'trust.report': {
    params: (w) => ({ id: w.review }),
    body: { reason: 'other', details: 'Reported in the access-control test.' },
    // Its author cannot report it; anyone else signed in can.
    wrong: ['anonymous', 'user', 'unverified'],
    rightful: 'stranger',
    rightfulStatus: 201,
  },
  // /users/me/…: the caller's own account, no id to swap; anonymous callers are refused.
  // The rightful caller of the ones that sign out, change the password or delete is in
  // account.e2e-spec.ts (here it would end the session the later cases use).
  'account.updateProfile': {
    body: { firstName: 'Mallory', lastName: 'Example' },
    wrong: ['anonymous'],
    rightful: 'user',
  },
  'account.setLanguage': {
    body: { language: 'es' },
    wrong: ['anonymous'],
    rightful: 'user',
  },
  'account.updateNotifications': {
    body: { reviewResponse: false, decisions: true, leads: true },
    wrong: ['anonymous'],
    rightful: 'user',
  },
  'account.changeEmail': {
    body: { newEmail: 'mallory@example.com', currentPassword: 'Guess#Pass1' },
    wrong: ['anonymous'],
  },
  'account.confirmEmail': { body: { code: '12345' }, wrong: ['anonymous'] },
  'account.changePassword': {
    body: { currentPassword: 'Guess#Pass1', newPassword: 'Another#Pass2' },
    wrong: ['anonymous'],
  },
  // The reply check (decision 0030).
  'trust.checkReply': {
    params: (w) => ({ id: w.review }),
    body: { text: LONG('Thank you for telling us about your visit.') },
    wrong: ['anonymous', 'user', 'stranger', 'otherOwner', 'admin'],
    rightful: 'owner',
  },
  // The owner's suggestions from imports (issue 47).
  'suggestions.list': { params: provider, wrong: [...OUTSIDERS, 'admin'], rightful: 'owner' },
  'suggestions.decide': {
    params: (w) => ({ id: w.provider, suggestionId: '00000000-0000-4000-8000-000000000000' }),
    body: { action: 'dismiss' },
    wrong: [...OUTSIDERS, 'admin'],
    rightful: 'owner',
    rightfulStatus: 404,
  },
  'account.unlinkGoogle': { wrong: ['anonymous'] },
  'account.signOutEverywhere': { wrong: ['anonymous'] },
  'account.deleteAccount': { body: { password: 'Guess#Pass1' }, wrong: ['anonymous'] },
};

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const snapshot = () => tableSnapshot(t);

function caller(w: World, who: Who): TestUser | undefined {
  return who === 'anonymous' ? undefined : w[who];
}

function call(method: string, url: string, user: TestUser | undefined, body: unknown) {
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  let req = request(t.http)[verb](url).set('x-forwarded-for', '10.77.0.1');
  if (user) req = req.set(user.auth);
  return body === undefined ? req : req.send(body as object);
}

const routes = contractRoutes();
const guarded = routes.filter(
  ({ route }) =>
    accessOf(route.metadata) !== 'public' &&
    accessOf(route.metadata) !== 'admin' &&
    (route.method !== 'GET' || pathParamNames(route.path).length > 0),
);

describe('broken access control', () => {
  it('lists every non-public route that writes or takes an id', () => {
    expect(guarded.map((r) => r.name).sort()).toEqual(
      Object.keys(CASES)
        .filter((name) => !['providerTools.checkMiniSiteUrl'].includes(name))
        .sort(),
    );
  });

  it.each(Object.entries(CASES))(
    '%s: refused to the wrong callers with nothing changed, allowed to the rightful one',
    async (name, c) => {
      const route = routes.find((r) => r.name === name)?.route;
      if (!route) throw new Error(`no route ${name} in the contract`);
      const w = await seedWorld(t);
      const url = fillPath(route.path, c.params?.(w) ?? {});
      const before = await snapshot();
      for (const who of c.wrong) {
        const res = await call(route.method, url, caller(w, who), c.body);
        const refused = who === 'anonymous' ? res.status === 401 : [403, 404].includes(res.status);
        expect({ who, status: res.status, refused }).toEqual({
          who,
          status: res.status,
          refused: true,
        });
        expect(res.body).toMatchObject({ statusCode: res.status, error: expect.any(String) });
      }
      expect(await snapshot()).toEqual(before);
      if (c.rightful) {
        const res = await call(route.method, url, caller(w, c.rightful), c.body);
        const allowed = c.rightfulStatus
          ? res.status === c.rightfulStatus
          : res.status >= 200 && res.status < 300;
        expect({ who: c.rightful, body: res.body, allowed }).toEqual({
          who: c.rightful,
          body: res.body,
          allowed: true,
        });
      }
    },
  );

  it.each(
    routes
      .filter(({ route }) => accessOf(route.metadata) === 'admin')
      .map((r) => [r.name, r.route]),
  )('%s: a provider owner who is not an admin gets 403', async (_name, route) => {
    const w = await seedWorld(t);
    const url = route.path.replace(/:(\w+)/g, () => w.user.id);
    const res = await call(route.method, url, w.owner, {});
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MESSAGES.adminOnly);
  });
});

describe('records of other people', () => {
  let w: World;
  beforeAll(async () => {
    w = await seedWorld(t);
  });

  it("removing a bookmark touches only the caller's own", async () => {
    await call('PUT', `/api/bookmarks/${w.provider}`, w.user, undefined).expect(204);
    await call('DELETE', `/api/bookmarks/${w.provider}`, w.stranger, undefined).expect(204);
    const res = await call('GET', '/api/bookmarks', w.user, undefined).expect(200);
    expect(JSON.stringify(res.body)).toContain(w.provider);
  });

  it("lists only the caller's own claims", async () => {
    const mine = await call(
      'GET',
      `/api/providers/${w.unclaimed}/claims/mine`,
      w.stranger,
      undefined,
    );
    expect(JSON.stringify(mine.body)).toContain(w.claim);
    const theirs = await call(
      'GET',
      `/api/providers/${w.unclaimed}/claims/mine`,
      w.user,
      undefined,
    );
    expect(theirs.status).toBe(200);
    expect(JSON.stringify(theirs.body)).not.toContain(w.claim);
  });

  it('a public profile shows no email, password hash, roles or token version', async () => {
    for (const viewer of [undefined, w.stranger]) {
      const res = await call('GET', `/api/users/${w.user.id}`, viewer, undefined).expect(200);
      const text = JSON.stringify(res.body);
      expect(text).not.toContain(w.user.email);
      expect(text).not.toMatch(/password|tokenVersion|token_version|isBlocked/i);
    }
  });

  it('no answer about a provider or a review carries its owner or author email', async () => {
    const texts = await Promise.all(
      [
        `/api/providers/${w.provider}`,
        `/api/providers/${w.provider}/reviews`,
        `/api/providers/${w.provider}/posts`,
        '/api/posts/latest',
        '/api/providers?q=Provider',
      ].map(async (url) => JSON.stringify((await call('GET', url, w.stranger, undefined)).body)),
    );
    for (const text of texts) {
      expect(text).not.toContain(w.owner.email);
      expect(text).not.toContain(w.user.email);
    }
  });
});
