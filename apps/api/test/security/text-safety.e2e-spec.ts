import { MESSAGES } from '@app/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { createUser, TestUser } from '../factories/directory';
import { createTestApp, TestApp } from '../test-app';
import { contractRoutes, fillPath } from './routes';
import { tableSnapshot } from './snapshot';
import { seedWorld, World } from './world';

/**
 * Unsafe text at the edge (issue #16 item 9, docs/decisions/0018): a NUL, a lone surrogate
 * or another control character in any text field of any route is a 400 naming the field,
 * answered before any database write; single-line fields also refuse tabs, line breaks and
 * bidi overrides. One case per text field that reaches the database, across every kind of
 * input: JSON bodies (and the JSON-stored parts of a profile and a mini-site), queries,
 * path parameters and multipart fields.
 */

type Who = 'anonymous' | 'user' | 'owner' | 'admin';
type Where = 'body' | 'query' | 'path' | 'multipart';

interface TextCase {
  route: string;
  who: Who;
  /** Where the text goes; query, path and multipart text travels as UTF-8, JSON as escapes. */
  where: Where;
  /** The error path of the field. */
  field: string;
  /** Multi-line text (reviews, responses, posts...) keeps newlines and tabs. */
  multiLine?: boolean;
  params?: (w: World, bad: string) => Record<string, string>;
  /** The request with `bad` in the field under test (body, query or multipart fields). */
  input?: (bad: string, w: World) => Record<string, unknown>;
}

const LONG = 'A careful and honest team that explained every step and kept every appointment. '
  .repeat(2)
  .trim();
const RATINGS = { respectful: 5, explained: 5, onTime: 5, costs: 5, overall: 5 };
const PASSWORD = 'Strong#Pass1';
const email = (bad: string) => `someone${bad}@example.com`;
const providerOf = (w: World) => ({ id: w.provider });
const day = { enabled: true, startTime: '09:00', endTime: '17:00' };
const HOURS = {
  monday: day,
  tuesday: day,
  wednesday: day,
  thursday: day,
  friday: day,
  saturday: day,
  sunday: day,
};
const LEAD_FORM = {
  formName: 'Free consultation',
  formDescription: 'Tell us what happened.',
  options: [{ id: 'a', text: 'Car accident', checked: false }],
  emailAddress: 'leads@example.com',
};

const CASES: TextCase[] = [
  {
    route: 'providers.list',
    who: 'anonymous',
    where: 'query',
    field: 'q',
    input: (b) => ({ q: `law${b}` }),
  },
  {
    route: 'providers.suggest',
    who: 'anonymous',
    where: 'query',
    field: 'q',
    input: (b) => ({ q: `law${b}` }),
  },
  {
    route: 'providers.reviews',
    who: 'anonymous',
    where: 'query',
    field: 'cursor',
    params: providerOf,
    input: (b) => ({ cursor: `abc${b}` }),
  },
  {
    route: 'auth.register',
    who: 'anonymous',
    where: 'body',
    field: 'email',
    input: (b) => ({ email: email(b), password: PASSWORD }),
  },
  {
    route: 'auth.login',
    who: 'anonymous',
    where: 'body',
    field: 'email',
    input: (b) => ({ email: email(b), password: PASSWORD }),
  },
  {
    route: 'auth.emailVerify',
    who: 'anonymous',
    where: 'body',
    field: 'email',
    input: (b) => ({ email: email(b), code: '12345' }),
  },
  {
    route: 'auth.resendVerificationCode',
    who: 'anonymous',
    where: 'body',
    field: 'email',
    input: (b) => ({ email: email(b) }),
  },
  {
    route: 'auth.sendResetPasswordLink',
    who: 'anonymous',
    where: 'path',
    field: 'email',
    params: (w, b) => ({ email: encodeURIComponent(w.user.email.replace('@', `${b}@`)) }),
  },
  {
    route: 'auth.profileUpdate',
    who: 'user',
    where: 'body',
    field: 'firstName',
    input: (b) => ({ firstName: `Sam${b}` }),
  },
  {
    route: 'auth.socialRegister',
    who: 'anonymous',
    where: 'body',
    field: 'name',
    input: (b) => ({ ticket: 'not-a-ticket', name: `Sam${b} Lee` }),
  },
  {
    route: 'account.updateProfile',
    who: 'user',
    where: 'body',
    field: 'city',
    input: (b) => ({ firstName: 'Sam', lastName: 'Lee', city: `Miami${b}` }),
  },
  {
    route: 'account.changeEmail',
    who: 'user',
    where: 'body',
    field: 'newEmail',
    input: (b) => ({ newEmail: email(b), currentPassword: PASSWORD }),
  },
  {
    route: 'account.deleteAccount',
    who: 'user',
    where: 'body',
    field: 'email',
    input: (b) => ({ email: email(b) }),
  },
  {
    route: 'providers.createReview',
    who: 'user',
    where: 'body',
    field: 'text',
    multiLine: true,
    params: (w) => ({ id: w.otherProvider }),
    input: (b) => ({ ratings: RATINGS, text: `${LONG}${b} Thanks.` }),
  },
  {
    route: 'reviews.respond',
    who: 'owner',
    where: 'body',
    field: 'text',
    multiLine: true,
    params: (w) => ({ id: w.review }),
    input: (b) => ({ text: `${LONG}${b} Thanks.` }),
  },
  {
    route: 'reviews.appeal',
    who: 'owner',
    where: 'body',
    field: 'description',
    multiLine: true,
    params: (w) => ({ id: w.review }),
    input: (b) => ({ description: `${LONG}${b} Thanks.` }),
  },
  {
    route: 'posts.create',
    who: 'owner',
    where: 'body',
    field: 'text',
    multiLine: true,
    params: providerOf,
    input: (b) => ({ text: `Open on Saturdays${b}` }),
  },
  {
    route: 'providerTools.createLead',
    who: 'anonymous',
    where: 'body',
    field: 'name',
    params: providerOf,
    input: (b) => ({ name: `Sam${b} Lee`, email: 'sam@example.com' }),
  },
  {
    route: 'providerTools.createLead',
    who: 'anonymous',
    where: 'body',
    field: 'message',
    multiLine: true,
    params: providerOf,
    input: (b) => ({ name: 'Sam Lee', email: 'sam@example.com', message: `Call me${b}` }),
  },
  {
    route: 'providerTools.updateProfile',
    who: 'owner',
    where: 'body',
    field: 'profileName',
    params: providerOf,
    input: (b) => ({ profileName: `Harbor${b} Law` }),
  },
  {
    route: 'providerTools.updateProfile',
    who: 'owner',
    where: 'body',
    field: 'description',
    multiLine: true,
    params: providerOf,
    input: (b) => ({ description: `${LONG}${b}` }),
  },
  {
    route: 'providerTools.updateProfile',
    who: 'owner',
    where: 'body',
    field: 'workingHours.monday.startTime',
    params: providerOf,
    input: (b) => ({ workingHours: { ...HOURS, monday: { ...day, startTime: `09:00${b}` } } }),
  },
  {
    route: 'providerTools.updateProfile',
    who: 'owner',
    where: 'body',
    field: 'leadForm.formName',
    params: providerOf,
    input: (b) => ({ leadForm: { ...LEAD_FORM, formName: `Free${b}` } }),
  },
  {
    route: 'providerTools.updateProfile',
    who: 'owner',
    where: 'body',
    field: 'leadForm.options.0.text',
    params: providerOf,
    input: (b) => ({
      leadForm: { ...LEAD_FORM, options: [{ id: 'a', text: `Car${b}`, checked: false }] },
    }),
  },
  {
    route: 'providerTools.saveMiniSite',
    who: 'owner',
    where: 'body',
    field: 'heading',
    params: providerOf,
    input: (b) => ({ url: 'harbor-law', heading: `Welcome${b}` }),
  },
  {
    route: 'providerTools.saveMiniSite',
    who: 'owner',
    where: 'body',
    field: 'buttons.0.name',
    params: providerOf,
    input: (b) => ({
      url: 'harbor-law',
      buttons: [{ name: `Book${b}`, url: 'https://harbor-law.example.com' }],
    }),
  },
  {
    route: 'providerTools.checkMiniSiteUrl',
    who: 'owner',
    where: 'query',
    field: 'url',
    input: (b) => ({ url: `harbor${b}` }),
  },
  {
    route: 'claims.submit',
    who: 'user',
    where: 'multipart',
    field: 'fullName',
    params: (w) => ({ id: w.unclaimed }),
    input: (b) => ({
      websiteUrl: 'https://harbor-law.example.com',
      workEmail: 'owner@harbor-law.example.com',
      fullName: `Jane${b} Owner`,
      jobTitle: 'Partner',
      phoneNumber: '+1 305 555 0100',
    }),
  },
  {
    route: 'admin.users',
    who: 'admin',
    where: 'query',
    field: 'query',
    input: (b) => ({ query: `sam${b}` }),
  },
  {
    route: 'admin.providers',
    who: 'admin',
    where: 'query',
    field: 'query',
    input: (b) => ({ query: `law${b}` }),
  },
  {
    route: 'admin.claims',
    who: 'admin',
    where: 'query',
    field: 'q',
    input: (b) => ({ q: `jane${b}` }),
  },
  {
    route: 'admin.sendClaimEmail',
    who: 'admin',
    where: 'body',
    field: 'message',
    multiLine: true,
    params: (w) => ({ id: w.claim }),
    input: (b) => ({ message: `Please send a clearer scan${b}` }),
  },
  {
    route: 'admin.inviteAdmin',
    who: 'admin',
    where: 'body',
    field: 'email',
    input: (b) => ({ email: email(b) }),
  },
  {
    route: 'admin.finishSetup',
    who: 'anonymous',
    where: 'body',
    field: 'email',
    input: (b) => ({ email: email(b), password: PASSWORD, token: 'some-token' }),
  },
  // Issue 43: these reached PostgreSQL (a 500) or the audit log verbatim.
  {
    route: 'providers.sponsored',
    who: 'anonymous',
    where: 'query',
    field: 'exclude',
    input: (b) => ({ exclude: `demo-1${b}` }),
  },
  {
    route: 'providers.get',
    who: 'anonymous',
    where: 'path',
    field: 'id',
    params: (w, b) => ({ id: encodeURIComponent(`${w.provider}${b}`) }),
  },
  ...(['adminPayments', 'adminSubscriptions', 'adminCampaigns'] as const).map((name): TextCase => ({
    route: `payments.${name}`,
    who: 'admin',
    where: 'query',
    field: 'providerId',
    input: (b, w) => ({ providerId: `${w.provider}${b}` }),
  })),
  {
    route: 'payments.adminSetPlan',
    who: 'admin',
    where: 'body',
    field: 'reason',
    params: providerOf,
    input: (b) => ({ plan: 'premium', reason: `Goodwill${b} for the outage` }),
  },
  {
    route: 'payments.adminCancelCampaign',
    who: 'admin',
    where: 'body',
    field: 'reason',
    params: () => ({ campaignId: CAMPAIGN_ID }),
    input: (b) => ({ reason: `Misleading${b} artwork` }),
  },
  {
    route: 'payments.campaignPaySaved',
    who: 'owner',
    where: 'body',
    field: 'paymentMethodId',
    params: (w) => ({ id: w.provider, campaignId: CAMPAIGN_ID }),
    input: (b) => ({ paymentMethodId: `pm_card${b}visa` }),
  },
  ...(
    [
      ['nameOnCard', 'Jane Roe'],
      ['cardNumber', '4242 4242 4242 4242'],
      ['expiry', '12/40'],
      ['cvc', '123'],
      ['postalCode', '33101'],
    ] as const
  ).map(([field, good]): TextCase => ({
    route: 'payments.testCheckoutPay',
    who: 'owner',
    where: 'body',
    field,
    params: () => ({ sessionId: 'cs_test_abcdefgh1234' }),
    input: (b) => ({
      nameOnCard: 'Jane Roe',
      cardNumber: '4242424242424242',
      expiry: '12/40',
      cvc: '123',
      postalCode: '33101',
      [field]: `${good.slice(0, 2)}${b}${good.slice(2)}`,
    }),
  })),
];

/** A campaign id no campaign has: the text is refused before anything is looked up. */
const CAMPAIGN_ID = '6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b';

/**
 * The bad text and the message it must get. A lone surrogate has no UTF-8 form, so only a
 * JSON escape can carry it; queries, paths and multipart fields get the NUL and a control.
 */
function badTexts(c: TextCase): Array<{ name: string; text: string; message: string }> {
  const unsafe = [
    { name: 'NUL', text: '\u0000', message: MESSAGES.textInvalidCharacters },
    { name: 'escape control', text: '\u001b[2J', message: MESSAGES.textInvalidCharacters },
    ...(c.where === 'body'
      ? [
          { name: 'lone high surrogate', text: '\uD800', message: MESSAGES.textInvalidCharacters },
          { name: 'lone low surrogate', text: 'x\uDC00', message: MESSAGES.textInvalidCharacters },
        ]
      : []),
  ];
  const singleLine = c.multiLine
    ? []
    : [
        { name: 'line feed', text: '\n', message: MESSAGES.textSingleLine },
        { name: 'carriage return', text: '\r', message: MESSAGES.textSingleLine },
        { name: 'right-to-left override', text: '\u202E', message: MESSAGES.textSingleLine },
      ];
  return [...unsafe, ...singleLine];
}

let t: TestApp;
let w: World;
let png: Buffer;
/** A small but real PDF document. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

beforeAll(async () => {
  t = await createTestApp();
  w = await seedWorld(t);
  png = await sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

const routes = contractRoutes();

let requests = 0;

function send(c: TextCase, bad: string, fresh: TestUser) {
  const route = routes.find((r) => r.name === c.route)?.route;
  if (!route) throw new Error(`no route ${c.route} in the contract`);
  // A fresh address per request and a fresh reviewer per case: rate limits stay out of it.
  const user: TestUser | undefined =
    c.who === 'anonymous' ? undefined : c.who === 'user' ? fresh : w[c.who];
  requests += 1;
  const verb = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const url = fillPath(route.path, c.params?.(w, bad) ?? {});
  const ip = `10.66.${requests >> 8}.${requests & 255}`;
  let req = request(t.http)[verb](url).set('x-forwarded-for', ip);
  if (user) req = req.set(user.auth);
  const input = c.input?.(bad, w) ?? {};
  if (c.where === 'query') return req.query(input);
  if (c.where === 'body') return req.send(input);
  if (c.where === 'multipart') {
    for (const [name, value] of Object.entries(input)) req = req.field(name, String(value));
    return req
      .attach('registration', PDF, 'registration.pdf')
      .attach('addressProof', png, 'utility-bill.png');
  }
  return req;
}

describe('unsafe text is refused at the edge', () => {
  it('covers the text fields of at least 23 routes', () => {
    expect(new Set(CASES.map((c) => c.route)).size).toBeGreaterThanOrEqual(23);
  });

  it.each(
    CASES.flatMap((c) =>
      badTexts(c).map((b) => [`${c.route} ${c.where} ${c.field}: ${b.name}`, c, b] as const),
    ),
  )('%s is a 400 on the field, nothing written', async (_title, c, bad) => {
    const fresh = await createUser(t);
    const before = await tableSnapshot(t);
    const res = await send(c, bad.text, fresh);
    expect({ status: res.status, body: res.body }).toMatchObject({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: bad.message,
        errors: expect.arrayContaining([{ path: c.field, message: bad.message }]),
      },
    });
    expect(await tableSnapshot(t)).toEqual(before);
  });
});
