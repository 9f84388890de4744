import {
  LEAD_ADDRESS_MESSAGES,
  MESSAGES,
  ZCampaignResponseSchema,
  ZDashboardResponseSchema,
  ZLeadsResponseSchema,
  ZMiniSiteResponseSchema,
  ZPostResponseSchema,
  ZProviderProfileResponseSchema,
  ZProvidersListResponseSchema,
  ZPublicMiniSiteResponseSchema,
  ZReviewResponseSchema,
} from '@app/contracts';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { ImagesService } from '../src/images/images.service';
import { createProvider, createUser, insertReview, TestUser } from './factories/directory';
import { SmtpReceiver } from './smtp-receiver';
import { createTestApp, TestApp } from './test-app';

let t: TestApp;
let smtp: SmtpReceiver;
const WEB_ORIGIN = 'http://web.test';

beforeAll(async () => {
  smtp = await new SmtpReceiver().start();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, WEB_ORIGIN } });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const LONG = (s: string) => `${s} `.repeat(Math.ceil(110 / (s.length + 1))).trim();
const DESCRIPTION = LONG('We help people injured in accidents get the care they need.');

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
function call(method: Method, url: string, user?: TestUser, body?: object, ip?: string) {
  let req = request(t.http)[method](url);
  if (user) req = req.set(user.auth);
  if (ip) req = req.set('X-Forwarded-For', ip);
  return body === undefined ? req : req.send(body);
}
/** A fresh client address, so that per-IP limits of one test do not touch another. */
const newIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

const newProviderOwner = () => createUser(t, { roles: ['user', 'provider'] });

async function issuedImage(): Promise<string> {
  const png = await sharp({
    create: { width: 320, height: 320, channels: 3, background: { r: 10, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  return (await t.app.get(ImagesService).storeImage(png)).url;
}

function errorsOf(res: request.Response): string[] {
  return ((res.body.errors ?? []) as Array<{ message: string }>).map((e) => e.message);
}

describe('ownership of every write', () => {
  let owner: TestUser;
  let other: TestUser;
  let plain: TestUser;
  let providerId: string;
  let reviewId: string;

  beforeAll(async () => {
    owner = await newProviderOwner();
    other = await newProviderOwner();
    plain = await createUser(t);
    providerId = await createProvider(t, { ownerId: owner.id, plan: 'premium' });
    await createProvider(t, { ownerId: other.id, plan: 'premium' });
    const author = await createUser(t);
    reviewId = await insertReview(t, providerId, author.id, 3);
  });

  const writes = (): Array<[Method, string, object | undefined]> => [
    ['patch', `/api/providers/${providerId}`, { profileName: 'Taken Over' }],
    ['post', `/api/providers/${providerId}/plan`, { plan: 'basic' }],
    ['post', `/api/providers/${providerId}/posts`, { text: 'Hello' }],
    ['put', `/api/reviews/${reviewId}/response`, { text: LONG('Thank you for the review.') }],
    ['post', `/api/reviews/${reviewId}/appeal`, { description: LONG('This is not a client.') }],
    ['get', `/api/providers/${providerId}/leads`, undefined],
    ['get', `/api/providers/${providerId}/dashboard`, undefined],
    ['get', `/api/providers/${providerId}/mini-site`, undefined],
    ['put', `/api/providers/${providerId}/mini-site`, { url: 'taken-over' }],
    ['post', `/api/providers/${providerId}/mini-site/publish`, undefined],
    ['post', `/api/providers/${providerId}/campaigns`, { durationDays: 3, placements: ['main'] }],
    ['get', `/api/providers/${providerId}/campaigns`, undefined],
  ];

  it('answers 401 to an anonymous caller', async () => {
    for (const [method, url, body] of writes()) {
      const res = await call(method, url, undefined, body);
      expect([method, url, res.status]).toEqual([method, url, 401]);
      expect(res.body.message).toBe(MESSAGES.unauthorized);
    }
  });

  it('answers 403 to a plain user and to another provider, and changes nothing', async () => {
    for (const who of [plain, other]) {
      for (const [method, url, body] of writes()) {
        const res = await call(method, url, who, body);
        expect([who === plain ? 'plain' : 'other', method, url, res.status]).toEqual([
          who === plain ? 'plain' : 'other',
          method,
          url,
          403,
        ]);
      }
    }
    const res = await call('patch', `/api/providers/${providerId}`, other, {
      profileName: 'x',
    }).expect(403);
    expect(res.body.message).toBe(MESSAGES.notYourProvider);
    const [row] = await t.query<{ name: string; plan: string }>(
      'SELECT name, plan FROM providers WHERE id = $1',
      [providerId],
    );
    expect(row!.name).not.toBe('Taken Over');
    expect(row!.plan).toBe('premium');
    const [review] = await t.query<{ response_text: string | null; appeal_under_review: boolean }>(
      'SELECT response_text, appeal_under_review FROM reviews WHERE id = $1',
      [reviewId],
    );
    expect(review).toEqual({ response_text: null, appeal_under_review: false });
    expect((await t.query('SELECT 1 FROM ad_campaigns')).length).toBe(0);
    expect((await t.query('SELECT 1 FROM mini_sites')).length).toBe(0);
  });

  it('answers 404 for an unknown provider or review', async () => {
    await call('patch', '/api/providers/nope', owner, { profileName: 'x' }).expect(404);
    await call(
      'put',
      `/api/reviews/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/response`,
      owner,
      {
        text: LONG('Thank you.'),
      },
    ).expect(404);
  });
});

describe('PATCH /api/providers/:id', () => {
  let owner: TestUser;
  let providerId: string;
  beforeAll(async () => {
    owner = await newProviderOwner();
    providerId = await createProvider(t, {
      ownerId: owner.id,
      plan: 'basic',
      name: 'Old Name Clinic',
      category: 'Law Firms',
      state: 'FL',
    });
  });
  const patch = (body: object, user: TestUser = owner) =>
    call('patch', `/api/providers/${providerId}`, user, body);

  it('answers 400 with the spec 5 messages', async () => {
    const res = await patch({
      profileName: '',
      profileTags: ' , ',
      description: 'Too short',
      phoneNumber: 'call us',
      websiteLink: 'www.example',
      location: { addressLine1: '', city: 'Miami', state: 'FL', zipCode: '123' },
      social: { instagram: 'instagram' },
      leadForm: {
        formName: '',
        formDescription: 'Pick',
        options: [{ id: 'a', text: '  ', checked: false }],
        emailAddress: 'nope',
      },
    }).expect(400);
    expect(errorsOf(res)).toEqual(
      expect.arrayContaining([
        'Profile name is required',
        'Profile tags are required',
        'Description must be at least 100 characters',
        'Please enter a valid phone number',
        'Please enter a valid website URL',
        'Address Line 1 is required',
        'Invalid ZIP Code format',
        'Invalid URL',
        'Form name is required',
        'Add at least one option',
        'Invalid email address',
      ]),
    );
    expect(res.body.message).toBe(errorsOf(res)[0]);
  });

  it('keeps the admin editor types for admins', async () => {
    const res = await patch({ providerType: 'Auto Repair' }).expect(400);
    expect(res.body.message).toBe(MESSAGES.providerTypeInvalid);
    const admin = await createUser(t, { roles: ['user', 'admin'] });
    const ok = await patch({ providerType: 'Auto Repair' }, admin).expect(200);
    expect(ok.body.data).toMatchObject({
      providerType: 'Auto Repair',
      category: 'Auto Body Shops',
    });
  });

  it('saves a full profile, seen by GET /providers/:id and by search', async () => {
    const body = {
      profileName: 'Sunrise Spine & Rehab',
      profileTags: 'Back Pain, Whiplash , , Sports Injuries',
      providerType: 'Clinic',
      description: DESCRIPTION,
      phoneNumber: '+1 (212) 555-0100',
      websiteLink: 'https://sunrise-spine.example.com',
      location: {
        addressLine1: '5 Park Ave',
        addressLine2: '',
        city: 'New York',
        state: 'ny',
        zipCode: '10016-1234',
      },
      workingHours: Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
          d,
          { enabled: d !== 'sunday', startTime: '8:00am', endTime: '6:00pm' },
        ]),
      ),
      social: { twitter: 'https://twitter.com/sunrise', tiktok: '' },
      amenities: { freeParking: true, wifiAvailable: true },
      leadForm: {
        formName: 'Book a visit',
        formDescription: 'Tell us what you need',
        options: [
          { id: 'o1', text: 'First visit', checked: true },
          { id: 'o2', text: '', checked: false },
          { id: 'o3', text: 'Follow-up', checked: false },
        ],
        emailAddress: 'front-desk@example.com',
      },
      showBanner: true,
    };
    const res = await patch(body).expect(200);
    const profile = ZProviderProfileResponseSchema.parse(res.body).data;
    const got = ZProviderProfileResponseSchema.parse(
      (await call('get', `/api/providers/${providerId}`, owner).expect(200)).body,
    ).data;
    expect(got).toEqual(profile);
    expect(got.leadForm?.emailAddress).toBe('front-desk@example.com');
    // Visitors never see where leads are mailed.
    const visitor = (await call('get', `/api/providers/${providerId}`).expect(200)).body.data;
    expect(visitor.leadForm.emailAddress).toBe('');
    expect(visitor.leadForm.formName).toBe('Book a visit');
    expect(got).toMatchObject({
      profileName: 'Sunrise Spine & Rehab',
      profileTags: ['Back Pain', 'Whiplash', 'Sports Injuries'],
      providerType: 'Clinic',
      category: 'Medical Facilities',
      description: DESCRIPTION,
      phoneNumber: '+1 (212) 555-0100',
      websiteLink: 'https://sunrise-spine.example.com',
      location: {
        addressLine1: '5 Park Ave',
        addressLine2: '',
        city: 'New York',
        state: 'NY',
        zipCode: '10016-1234',
      },
      social: { twitter: 'https://twitter.com/sunrise', tiktok: null, instagram: null },
      leadForm: {
        formName: 'Book a visit',
        options: [
          { id: 'o1', text: 'First visit', checked: true },
          { id: 'o3', text: 'Follow-up', checked: false },
        ],
      },
      showBanner: true,
    });
    expect(got.workingHours?.sunday).toEqual({
      enabled: false,
      startTime: '8:00am',
      endTime: '6:00pm',
    });
    expect(got.amenities).toMatchObject({
      freeParking: true,
      wifiAvailable: true,
      acceptsInsurance: false,
    });

    // Search columns follow the name, the category and the tags.
    const search = async (query: string) =>
      ZProvidersListResponseSchema.parse(
        (await call('get', `/api/providers?${query}`).expect(200)).body,
      ).data.map((p) => p.id);
    expect(await search('q=sunrise%20spine')).toContain(providerId);
    expect(await search('q=whiplash')).toContain(providerId);
    expect(await search('q=old%20name%20clinic')).not.toContain(providerId);
    expect(await search('category=Medical%20Facilities&state=NY')).toContain(providerId);
    expect(await search('category=Law%20Firms')).not.toContain(providerId);

    // Only what is sent changes.
    const again = await patch({ amenities: { freeParking: false } }).expect(200);
    expect(again.body.data.amenities).toMatchObject({ freeParking: false, wifiAvailable: true });
    expect(again.body.data.profileName).toBe('Sunrise Spine & Rehab');
  });

  it('takes only images uploaded here, and a banner only on premium', async () => {
    const res = await patch({ logoUrl: 'https://evil.example.com/logo.png' }).expect(400);
    expect(res.body.message).toBe(MESSAGES.imageNotIssued);
    const logo = await issuedImage();
    expect((await patch({ logoUrl: logo }).expect(200)).body.data.logoUrl).toBe(logo);
    const banner = await issuedImage();
    const basic = await patch({ bannerUrl: banner }).expect(403);
    expect(basic.body.message).toBe(MESSAGES.bannerPremium);
    await t.query(`UPDATE providers SET plan = 'premium' WHERE id = $1`, [providerId]);
    expect((await patch({ bannerUrl: banner }).expect(200)).body.data.bannerUrl).toBe(banner);
    expect((await patch({ bannerUrl: null }).expect(200)).body.data.bannerUrl).toBeNull();
  });
});

describe('POST /api/providers/:id/plan (demo switch)', () => {
  it('switches a sample profile of the owner, and refuses real ones with 409', async () => {
    const owner = await newProviderOwner();
    const id = await createProvider(t, { ownerId: owner.id, plan: 'basic' });
    const refused = await call('post', `/api/providers/${id}/plan`, owner, {
      plan: 'premium',
    }).expect(409);
    expect(refused.body.message).toBe(MESSAGES.planSwitchSampleOnly);
    await t.query('UPDATE providers SET is_sample = true WHERE id = $1', [id]);
    const res = await call('post', `/api/providers/${id}/plan`, owner, { plan: 'premium' }).expect(
      200,
    );
    expect(res.body.data.plan).toBe('premium');
    await call('post', `/api/providers/${id}/plan`, owner, { plan: 'gold' }).expect(400);
  });
});

describe('POST /api/providers/:id/posts', () => {
  it('lets the free plan publish once per week, text only', async () => {
    const owner = await newProviderOwner();
    const id = await createProvider(t, { ownerId: owner.id, plan: 'basic' });
    const post = (body: object) => call('post', `/api/providers/${id}/posts`, owner, body);

    const photo = await issuedImage();
    const withPhoto = await post({ text: 'Look', imageUrls: [photo] }).expect(403);
    expect(withPhoto.body.message).toBe(MESSAGES.postPhotosPremium);

    const first = ZPostResponseSchema.parse(
      (await post({ text: '  Open on Saturday  ' }).expect(201)).body,
    );
    expect(first.data).toMatchObject({ providerId: id, text: 'Open on Saturday', imageUrls: [] });

    const second = await post({ text: 'Another one' }).expect(429);
    expect(second.body).toMatchObject({
      statusCode: 429,
      message: 'Free plan allows one post per week',
    });
    // A week from the first post, in seconds, with the limit headers of every 429.
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(7 * 24 * 3600 - 120);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(7 * 24 * 3600);
    expect(second.headers['ratelimit-limit']).toBe('1');
    expect(second.headers['ratelimit-remaining']).toBe('0');

    // Seven days later the next post is allowed.
    await t.query(
      `UPDATE posts SET created_at = now() - interval '7 days 1 minute' WHERE provider_id = $1`,
      [id],
    );
    await post({ text: 'A week later' }).expect(201);
    const list = await call('get', `/api/providers/${id}/posts`).expect(200);
    expect(list.body.data.map((p: { text: string }) => p.text)).toEqual([
      'A week later',
      'Open on Saturday',
    ]);
  });

  it('lets premium post often and with up to 5 photos uploaded here', async () => {
    const owner = await newProviderOwner();
    const id = await createProvider(t, { ownerId: owner.id, plan: 'premium' });
    const post = (body: object) => call('post', `/api/providers/${id}/posts`, owner, body);
    const photos = await Promise.all([1, 2].map(() => issuedImage()));
    const res = await post({ text: '', imageUrls: photos }).expect(201);
    expect(res.body.data.imageUrls).toEqual(photos);
    await post({ text: 'Second post today' }).expect(201);

    expect((await post({ text: 'x'.repeat(501) }).expect(400)).body.message).toBe(
      'Maximum 500 characters',
    );
    expect((await post({ text: '   ' }).expect(400)).body.message).toBe(MESSAGES.postEmpty);
    expect(
      (await post({ text: 'many', imageUrls: Array(6).fill(photos[0]) }).expect(400)).body.message,
    ).toBe(MESSAGES.postMaxPhotos);
    expect(
      (await post({ text: 'x', imageUrls: ['https://elsewhere.example.com/a.png'] }).expect(400))
        .body.message,
    ).toBe(MESSAGES.imageNotIssued);
  });
});

describe('responses and appeals', () => {
  let owner: TestUser;
  let author: TestUser;
  let providerId: string;
  let reviewId: string;
  beforeAll(async () => {
    owner = await newProviderOwner();
    author = await createUser(t);
    providerId = await createProvider(t, { ownerId: owner.id, name: 'Harbor Legal Group' });
    reviewId = await insertReview(t, providerId, author.id, 2);
  });

  it('stores one response per review, mails the reviewer once, and lets the owner edit it', async () => {
    const short = await call('put', `/api/reviews/${reviewId}/response`, owner, {
      text: 'Thanks!',
    }).expect(400);
    expect(short.body.message).toBe('Response must be at least 100 characters');

    const text = LONG('We are sorry about the wait and have changed how we schedule visits.');
    const res = await call('put', `/api/reviews/${reviewId}/response`, owner, { text }).expect(200);
    const review = ZReviewResponseSchema.parse(res.body).data;
    expect(review.response?.text).toBe(text);

    const mail = await smtp.waitFor(author.email);
    expect(mail.subject).toBe('Harbor Legal Group responded to your review');
    expect(mail.body).toContain(`${WEB_ORIGIN}/provider/${providerId}`);

    const edited = LONG('Update: we now confirm every appointment by phone the day before it.');
    const res2 = await call('put', `/api/reviews/${reviewId}/response`, owner, {
      text: edited,
    }).expect(200);
    expect(res2.body.data.response.text).toBe(edited);
    const listed = await call('get', `/api/providers/${providerId}/reviews`).expect(200);
    expect(listed.body.data[0].response.text).toBe(edited);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mailsTo(author.email)).toHaveLength(1);
  });

  it('takes an appeal with files uploaded here, then refuses a second one with 409', async () => {
    const short = await call('post', `/api/reviews/${reviewId}/appeal`, owner, {
      description: 'Not a client',
    }).expect(400);
    expect(short.body.message).toBe('Appeal needs to be at least 100 characters');

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const upload = await request(t.http)
      .post('/api/documents/upload')
      .set(owner.auth)
      .attach('file', pdf, { filename: 'proof.pdf', contentType: 'application/pdf' })
      .expect(201);
    const docUrl = upload.body.data.url as string;
    expect(docUrl).toMatch(/^\/api\/files\/private\/[A-Za-z0-9_-]{22}\.pdf$/);
    await request(t.http)
      .get(docUrl)
      .expect((r) => expect([403, 404]).toContain(r.status));
    // Images are private appeal documents too: not readable without a signed link.
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .png()
      .toBuffer();
    const imageUpload = await request(t.http)
      .post('/api/documents/upload')
      .set(owner.auth)
      .attach('file', png, { filename: 'photo.png', contentType: 'image/png' })
      .expect(201);
    const image = imageUpload.body.data.url as string;
    expect(image).toMatch(/^\/api\/files\/private\/[A-Za-z0-9_-]{22}\.png$/);
    expect([403, 404]).toContain((await request(t.http).get(image)).status);

    // Another owner's private document, a public image, or a made-up name: refused.
    const rival = await newProviderOwner();
    const rivalDoc = await request(t.http)
      .post('/api/documents/upload')
      .set(rival.auth)
      .attach('file', pdf, { filename: 'theirs.pdf', contentType: 'application/pdf' })
      .expect(201);
    for (const fileUrls of [
      ['/api/files/private/AAAAAAAAAAAAAAAAAAAAAA.pdf'],
      [rivalDoc.body.data.url as string],
      [docUrl, await issuedImage()],
    ]) {
      const refused = await call('post', `/api/reviews/${reviewId}/appeal`, owner, {
        description: LONG('This person was never our client.'),
        fileUrls,
      }).expect(400);
      expect(refused.body.message).toBe(MESSAGES.appealFileNotYours);
      expect(refused.body.errors[0].path).toBe(`fileUrls.${fileUrls.length - 1}`);
    }

    const description = LONG('This person was never our client; we have no record of the visit.');
    const res = await call('post', `/api/reviews/${reviewId}/appeal`, owner, {
      description,
      fileUrls: [docUrl, image],
    }).expect(200);
    expect(ZReviewResponseSchema.parse(res.body).data.appealUnderReview).toBe(true);
    const [row] = await t.query<{ appeal_text: string; appeal_files: string[] }>(
      'SELECT appeal_text, appeal_files FROM reviews WHERE id = $1',
      [reviewId],
    );
    expect(row).toEqual({ appeal_text: description, appeal_files: [docUrl, image] });

    const again = await call('post', `/api/reviews/${reviewId}/appeal`, owner, {
      description,
    }).expect(409);
    expect(again.body.message).toBe(MESSAGES.appealUnderReview);
  });
});

describe('leads', () => {
  it('stores a request, mails the form address once confirmed, and lists it to the owner', async () => {
    const owner = await newProviderOwner();
    const id = await createProvider(t, { ownerId: owner.id, plan: 'premium', name: 'Bayside MRI' });
    const saved = await call('patch', `/api/providers/${id}`, owner, {
      leadForm: {
        formName: 'Request an Appointment',
        formDescription: 'Choose a service',
        options: [
          { id: 'mri', text: 'MRI scan', checked: false },
          { id: 'xray', text: 'X-ray', checked: false },
        ],
        emailAddress: 'bookings@bayside.example.com',
      },
    }).expect(200);
    expect(saved.body.data.leadForm.emailConfirmed).toBe(false);
    // The new address gets a confirmation link first, with no text of the owner's choosing.
    const confirmation = await smtp.waitFor('bookings@bayside.example.com');
    expect(confirmation.subject).toBe('Confirm lead emails for Bayside MRI');
    const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(confirmation.body)?.[1];
    expect(token).toBeDefined();
    expect(confirmation.body).toContain(`${WEB_ORIGIN}/lead-address/confirm?token=`);
    const ip = newIp();
    const leadBody = {
      name: 'Ana Lopez',
      email: 'ana@example.com',
      phone: '(305) 555-0199',
      message: 'Back pain after a crash <b>',
      options: ['mri'],
    };

    // Before confirmation: stored, mailed to the owner's account, not to the form address.
    await call('post', `/api/providers/${id}/leads`, undefined, leadBody, ip).expect(201);
    expect((await smtp.waitFor(owner.email)).subject).toBe(
      'New request for Bayside MRI from Ana Lopez',
    );
    expect(smtp.mailsTo('bookings@bayside.example.com')).toHaveLength(1);
    // Saving the form again does not mail the pending address again.
    await call('patch', `/api/providers/${id}`, owner, {
      leadForm: { ...saved.body.data.leadForm, emailConfirmed: undefined },
    }).expect(200);

    const forged = await call('post', '/api/lead-addresses/confirm', undefined, {
      token: 'not-a-token',
    }).expect(400);
    expect(forged.body.message).toBe(LEAD_ADDRESS_MESSAGES.invalidLink);
    const confirmed = await call('post', '/api/lead-addresses/confirm', undefined, {
      token,
    }).expect(200);
    expect(confirmed.body.data).toEqual({
      providerName: 'Bayside MRI',
      email: 'bookings@bayside.example.com',
    });
    // Single use.
    await call('post', '/api/lead-addresses/confirm', undefined, { token }).expect(400);
    const ownerView = await call('get', `/api/providers/${id}`, owner).expect(200);
    expect(ownerView.body.data.leadForm.emailConfirmed).toBe(true);
    const visitorView = await call('get', `/api/providers/${id}`).expect(200);
    expect(visitorView.body.data.leadForm.emailConfirmed).toBeUndefined();
    expect(smtp.mailsTo('bookings@bayside.example.com')).toHaveLength(1);

    const bad = await call(
      'post',
      `/api/providers/${id}/leads`,
      undefined,
      {
        name: '',
        email: 'x',
      },
      ip,
    ).expect(400);
    expect(errorsOf(bad)).toEqual(['Name is required', 'Invalid email address']);
    const unknown = await call(
      'post',
      `/api/providers/${id}/leads`,
      undefined,
      {
        name: 'Ana',
        email: 'ana@example.com',
        options: ['ct'],
      },
      ip,
    ).expect(400);
    expect(unknown.body.message).toBe(MESSAGES.leadOptionUnknown);

    await call(
      'post',
      `/api/providers/${id}/leads`,
      undefined,
      {
        name: 'Ana Lopez',
        email: 'ana@example.com',
        phone: '(305) 555-0199',
        message: 'Back pain after a crash <b>',
        options: ['mri'],
      },
      ip,
    ).expect(201);

    const rows = await t.query<{ name: string; options: string[]; phone: string }>(
      'SELECT name, options, phone FROM leads WHERE provider_id = $1',
      [id],
    );
    expect(rows).toEqual([
      { name: 'Ana Lopez', options: ['MRI scan'], phone: '(305) 555-0199' },
      { name: 'Ana Lopez', options: ['MRI scan'], phone: '(305) 555-0199' },
    ]);
    const mail = await smtp.waitFor('bookings@bayside.example.com', 2);
    expect(mail.subject).toBe('New request for Bayside MRI from Ana Lopez');
    expect(mail.body).toContain('ana@example.com');
    expect(mail.body).toContain('MRI scan');
    expect(mail.body).toContain('&lt;b&gt;');

    await t.query(
      `INSERT INTO leads (provider_id, name, email, created_at)
      VALUES ($1, 'Older', 'old@example.com', now() - interval '2 days')`,
      [id],
    );
    const list = ZLeadsResponseSchema.parse(
      (await call('get', `/api/providers/${id}/leads?limit=1`, owner).expect(200)).body,
    );
    expect(list).toMatchObject({ total: 3, offset: 0, limit: 1 });
    expect(list.data.map((l) => l.name)).toEqual(['Ana Lopez']);
    const page3 = await call('get', `/api/providers/${id}/leads?limit=1&offset=2`, owner).expect(
      200,
    );
    expect(page3.body.data[0].name).toBe('Older');
  });

  it('mails the owner when the form has no address; refuses profiles that are not premium', async () => {
    const owner = await newProviderOwner();
    const id = await createProvider(t, { ownerId: owner.id, plan: 'premium', name: 'Quick Tow' });
    await call(
      'post',
      `/api/providers/${id}/leads`,
      undefined,
      {
        name: 'Ben',
        email: 'ben@example.com',
      },
      newIp(),
    ).expect(201);
    expect((await smtp.waitFor(owner.email)).subject).toBe('New request for Quick Tow from Ben');

    const basic = await createProvider(t, { ownerId: owner.id, plan: 'basic' });
    const res = await call(
      'post',
      `/api/providers/${basic}/leads`,
      undefined,
      {
        name: 'Ben',
        email: 'ben@example.com',
      },
      newIp(),
    ).expect(409);
    expect(res.body.message).toBe(MESSAGES.leadsPremiumOnly);
    await call(
      'post',
      '/api/providers/nope/leads',
      undefined,
      { name: 'B', email: 'b@example.com' },
      newIp(),
    ).expect(404);
  });

  it('limits requests per IP: the 6th in 10 minutes answers 429', async () => {
    const id = await createProvider(t, { plan: 'premium' });
    const ip = newIp();
    const send = (from: string) =>
      call(
        'post',
        `/api/providers/${id}/leads`,
        undefined,
        { name: 'Spam', email: 's@p.am' },
        from,
      );
    for (let i = 0; i < 5; i++) await send(ip).expect(201);
    const res = await send(ip).expect(429);
    expect(res.body.statusCode).toBe(429);
    await send(newIp()).expect(201);
  });
});

describe('the Leads page: handled state and CSV export', () => {
  async function withLeads() {
    const owner = await newProviderOwner();
    const id = await createProvider(t, { ownerId: owner.id, plan: 'premium' });
    const [older] = await t.query<{ id: string }>(
      `INSERT INTO leads (provider_id, name, email, phone, message, options, created_at)
       VALUES ($1, 'Ana "AJ" Lopez', 'ana@example.com', '(305) 555-0199', 'Back pain, since Monday',
         '{MRI scan,X-ray}', now() - interval '1 day') RETURNING id`,
      [id],
    );
    const [newer] = await t.query<{ id: string }>(
      `INSERT INTO leads (provider_id, name, email, message)
       VALUES ($1, '=HYPERLINK("x")', 'ben@example.com', NULL) RETURNING id`,
      [id],
    );
    return { owner, id, older: older!.id, newer: newer!.id };
  }

  it('lists each lead as new, marks one handled and new again (PATCH), owner only', async () => {
    const { owner, id, older } = await withLeads();
    const list = ZLeadsResponseSchema.parse(
      (await call('get', `/api/providers/${id}/leads`, owner).expect(200)).body,
    );
    expect(list.data.map((l) => l.handledAt)).toEqual([null, null]);
    const res = await call('patch', `/api/providers/${id}/leads/${older}`, owner, {
      handled: true,
    }).expect(200);
    expect(res.body.data).toMatchObject({ id: older, name: 'Ana "AJ" Lopez' });
    expect(Date.parse(res.body.data.handledAt)).not.toBeNaN();
    const again = ZLeadsResponseSchema.parse(
      (await call('get', `/api/providers/${id}/leads`, owner).expect(200)).body,
    );
    expect(again.data.find((l) => l.id === older)?.handledAt).toBe(res.body.data.handledAt);
    const undone = await call('patch', `/api/providers/${id}/leads/${older}`, owner, {
      handled: false,
    }).expect(200);
    expect(undone.body.data.handledAt).toBeNull();

    const bad = await call('patch', `/api/providers/${id}/leads/${older}`, owner, {
      handled: 'yes',
    }).expect(400);
    expect(bad.body.errors[0].path).toBe('handled');
    await call('patch', `/api/providers/${id}/leads/${older}`, await newProviderOwner(), {
      handled: true,
    }).expect(403);
    await call('patch', `/api/providers/${id}/leads/${older}`, undefined, {
      handled: true,
    }).expect(401);
    // A lead of another provider is not found through this one.
    const other = await withLeads();
    const missing = await call('patch', `/api/providers/${id}/leads/${other.older}`, owner, {
      handled: true,
    }).expect(404);
    expect(missing.body.message).toBe('Lead not found');
  });

  it('exports the leads as CSV: header, newest first, quotes escaped, formulas made inert', async () => {
    const { owner, id, older } = await withLeads();
    await call('patch', `/api/providers/${id}/leads/${older}`, owner, { handled: true }).expect(
      200,
    );
    const res = await call('get', `/api/providers/${id}/leads/export`, owner).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="leads.csv"');
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Date","Name","Email","Phone","Options","Message","Status"');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^"[^"]+","'=HYPERLINK\(""x""\)","ben@example.com","","","","New"$/);
    expect(lines[2]).toMatch(
      /^"[^"]+","Ana ""AJ"" Lopez","ana@example.com","\(305\) 555-0199","MRI scan; X-ray","Back pain, since Monday","Handled"$/,
    );
    await call('get', `/api/providers/${id}/leads/export`, await createUser(t)).expect(403);
    await call('get', `/api/providers/${id}/leads/export`).expect(401);
  });

  it('links the lead mail to the Leads page', async () => {
    const owner = await newProviderOwner();
    const id = await createProvider(t, { ownerId: owner.id, plan: 'premium' });
    await call(
      'post',
      `/api/providers/${id}/leads`,
      undefined,
      { name: 'Cara', email: 'cara@example.com' },
      newIp(),
    ).expect(201);
    const mail = await smtp.waitFor(owner.email);
    expect(mail.body).toContain(`${WEB_ORIGIN}/leads`);
    expect(mail.body).not.toContain(`${WEB_ORIGIN}/dashboard`);
  });
});

describe('GET /api/providers/:id/dashboard', () => {
  it('computes the six tiles from the data, against the previous period', async () => {
    const owner = await newProviderOwner();
    const place = { category: 'Chiropractors', state: 'NY' };
    const me = await createProvider(t, { ownerId: owner.id, plan: 'premium', ...place });
    const b = await createProvider(t, place);
    const c = await createProvider(t, place);
    const elsewhere = await createProvider(t, { category: 'Chiropractors', state: 'CA' });

    const views = async (id: string, daysAgo: number, count: number, table = 'provider_views') =>
      t.query(
        `INSERT INTO ${table} (provider_id, day, count) VALUES ($1, current_date - $2::int, $3)`,
        [id, daysAgo, count],
      );
    // Week: this period = today and the 6 days before; previous = the 7 days before that.
    await views(me, 0, 5);
    await views(me, 3, 5); // this week: 10
    await views(me, 8, 4); // last week: 4
    await views(me, 20, 100); // in neither week; in the 30-day period
    await views(b, 1, 20);
    await views(b, 9, 1);
    await views(c, 2, 3);
    await views(c, 10, 2);
    await views(elsewhere, 0, 1000); // another state: not a competitor

    for (const [rating, daysAgo] of [
      [4, 2],
      [2, 10],
      [5, 20],
    ] as const) {
      const author = await createUser(t);
      await insertReview(t, me, author.id, rating, new Date(Date.now() - daysAgo * 86_400_000));
    }
    await t.query(
      `INSERT INTO leads (provider_id, name, email, created_at) VALUES
         ($1, 'A', 'a@x.y', now() - interval '1 day'), ($1, 'B', 'b@x.y', now() - interval '12 days')`,
      [me],
    );
    await views(me, 0, 7, 'mini_site_clicks');
    await views(me, 9, 2, 'mini_site_clicks');

    const week = ZDashboardResponseSchema.parse(
      (await call('get', `/api/providers/${me}/dashboard?period=week`, owner).expect(200)).body,
    ).data;
    const [today] = await t.query<{ d: string; f: string }>(
      `SELECT current_date::text AS d, (current_date - 6)::text AS f`,
    );
    expect(week).toMatchObject({ period: 'week', to: today!.d, from: today!.f });
    expect(week.tiles).toEqual({
      profileViews: { value: 10, previous: 4, change: 6, higherIsBetter: true },
      rankingByVisits: { value: 2, previous: 1, change: 1, higherIsBetter: false, outOf: 3 },
      averageReview: { value: 3.7, previous: 3.5, change: 0.2, higherIsBetter: true },
      totalReviews: { value: 3, previous: 2, change: 1, higherIsBetter: true },
      totalLeads: { value: 2, previous: 1, change: 1, higherIsBetter: true },
      miniSiteClicks: { value: 7, previous: 2, change: 5, higherIsBetter: true },
    });

    const month = (
      await call('get', `/api/providers/${me}/dashboard?period=30d`, owner).expect(200)
    ).body.data;
    expect(month.tiles.profileViews).toMatchObject({ value: 114, previous: 0 });
    expect(month.tiles.rankingByVisits).toMatchObject({ value: 1, outOf: 3 });
    expect(month.tiles.totalReviews).toMatchObject({ value: 3, previous: 0 });
    expect(month.tiles.averageReview).toMatchObject({ value: 3.7, previous: null, change: null });

    // Admins may look too; unknown periods are refused.
    const admin = await createUser(t, { roles: ['user', 'admin'] });
    await call('get', `/api/providers/${me}/dashboard`, admin).expect(200);
    await call('get', `/api/providers/${me}/dashboard?period=year`, owner).expect(400);
  });
});

describe('mini-site', () => {
  it('saves a draft with a unique URL, publishes it and counts clicks', async () => {
    const owner = await newProviderOwner();
    const rival = await newProviderOwner();
    const id = await createProvider(t, { ownerId: owner.id, plan: 'basic', name: 'Coastal Chiro' });
    const rivalId = await createProvider(t, { ownerId: rival.id, plan: 'premium' });
    const base = `/api/providers/${id}/mini-site`;

    const empty = ZMiniSiteResponseSchema.parse((await call('get', base, owner).expect(200)).body);
    expect(empty.data).toMatchObject({
      url: '',
      leadFormEnabled: true,
      buttons: [],
      publishedAt: null,
    });

    const bad = await call('put', base, owner, { url: 'Coastal Chiro' }).expect(400);
    expect(bad.body.message).toBe(MESSAGES.miniSiteUrlFormat);

    const draft = {
      url: 'coastal-chiro',
      heading: '',
      description: 'Gentle care after car accidents',
      buttons: [
        { name: 'Call us', url: 'https://coastal.example.com/call' },
        { name: '', url: '' },
      ],
      leadFormEnabled: true,
      leadButtonName: 'Book now',
    };
    const saved = ZMiniSiteResponseSchema.parse(
      (await call('put', base, owner, draft).expect(200)).body,
    );
    expect(saved.data).toMatchObject({
      url: 'coastal-chiro',
      buttons: [{ name: 'Call us', url: 'https://coastal.example.com/call' }],
      hasUnpublishedChanges: true,
    });

    const check = async (user: TestUser, url: string) =>
      (await call('get', `/api/mini-site/check-url?url=${url}`, user).expect(200)).body.data
        .available;
    expect(await check(owner, 'coastal-chiro')).toBe(true);
    expect(await check(rival, 'coastal-chiro')).toBe(false);
    expect(await check(rival, 'something-free')).toBe(true);
    await call('get', '/api/mini-site/check-url?url=Bad_Url', rival).expect(400);

    const taken = await call('put', `/api/providers/${rivalId}/mini-site`, rival, {
      url: 'coastal-chiro',
    }).expect(409);
    expect(taken.body.message).toBe(MESSAGES.miniSiteUrlTaken);

    // Publishing needs premium and a heading.
    const publish = () => call('post', `${base}/publish`, owner);
    expect((await publish().expect(403)).body.message).toBe(MESSAGES.miniSitePremium);
    await t.query(`UPDATE providers SET plan = 'premium' WHERE id = $1`, [id]);
    expect((await publish().expect(400)).body.message).toBe(MESSAGES.miniSiteHeadingRequired);
    await call('put', base, owner, { ...draft, heading: 'Coastal Chiropractic' }).expect(200);
    await call('get', '/api/mini-sites/coastal-chiro').expect(404);
    const published = (await publish().expect(200)).body.data;
    expect(published.publishedAt).not.toBeNull();
    expect(published.hasUnpublishedChanges).toBe(false);

    // A later draft does not change the live site until it is published again.
    const changed = await call('put', base, owner, { ...draft, heading: 'New heading' }).expect(
      200,
    );
    expect(changed.body.data.hasUnpublishedChanges).toBe(true);
    await t.query(`UPDATE providers SET lead_form = $2 WHERE id = $1`, [
      id,
      JSON.stringify({
        formName: 'Book',
        formDescription: 'Pick one',
        options: [{ id: 'a', text: 'Adjustment', checked: false }],
        emailAddress: 'private@coastal.example.com',
      }),
    ]);

    const site = ZPublicMiniSiteResponseSchema.parse(
      (await call('get', '/api/mini-sites/coastal-chiro').expect(200)).body,
    ).data;
    expect(site).toMatchObject({
      providerId: id,
      providerName: 'Coastal Chiro',
      heading: 'Coastal Chiropractic',
      buttons: [{ name: 'Call us', url: 'https://coastal.example.com/call' }],
      leadButtonName: 'Book now',
      leadForm: { formName: 'Book', emailAddress: '' },
    });
    // Another visitor (one client counts once per window, decision 0058).
    await call('get', '/api/mini-sites/coastal-chiro')
      .set('x-forwarded-for', '198.51.100.202')
      .expect(200);
    await call('get', '/api/mini-sites/no-such-site').expect(404);

    await new Promise((r) => setTimeout(r, 200));
    const [clicks] = await t.query<{ count: number }>(
      'SELECT count FROM mini_site_clicks WHERE provider_id = $1 AND day = current_date',
      [id],
    );
    expect(clicks!.count).toBe(2);
    const dash = await call('get', `/api/providers/${id}/dashboard`, owner).expect(200);
    expect(dash.body.data.tiles.miniSiteClicks.value).toBe(2);
  });
});

describe('mini-site buttons', () => {
  it("keep 'Call now' (tel:) and email (mailto:) buttons, drop blank rows, refuse other schemes", async () => {
    const owner = await newProviderOwner();
    const id = await createProvider(t, { ownerId: owner.id, plan: 'premium' });
    const base = `/api/providers/${id}/mini-site`;
    // The builder's two blank starter rows do not block the first save.
    const first = await call('put', base, owner, {
      url: '',
      buttons: [
        { name: '', url: '' },
        { name: '', url: '' },
      ],
    }).expect(200);
    expect(first.body.data.buttons).toEqual([]);
    const saved = await call('put', base, owner, {
      url: '',
      buttons: [
        { name: '', url: '' },
        { name: 'Call now', url: 'tel:+1-305-555-0100' },
        { name: 'Email us', url: 'mailto:intake@harbor-law.example.com?subject=Case%20review' },
        { name: 'Website', url: 'https://harbor-law.example.com' },
      ],
    }).expect(200);
    expect(ZMiniSiteResponseSchema.parse(saved.body).data.buttons).toEqual([
      { name: 'Call now', url: 'tel:+1-305-555-0100' },
      { name: 'Email us', url: 'mailto:intake@harbor-law.example.com?subject=Case%20review' },
      { name: 'Website', url: 'https://harbor-law.example.com' },
    ]);
    for (const url of ['javascript:alert(1)', 'tel:call-me', 'mailto:intake@harbor', 'sms:+1305']) {
      const bad = await call('put', base, owner, {
        url: '',
        buttons: [
          { name: '', url: '' },
          { name: 'Go', url },
        ],
      }).expect(400);
      // The path counts the rows that are kept (blank rows are dropped first).
      expect(bad.body.errors).toEqual([{ path: 'buttons.0.url', message: MESSAGES.urlInvalid }]);
    }
  });
});

describe('campaigns', () => {
  it('prices a campaign on the server and keeps it pending payment', async () => {
    const owner = await newProviderOwner();
    const id = await createProvider(t, { ownerId: owner.id, plan: 'basic' });
    const res = await call('post', `/api/providers/${id}/campaigns`, owner, {
      durationDays: 30,
      placements: ['user', 'main', 'search', 'main'],
      total: 1,
    }).expect(201);
    const campaign = ZCampaignResponseSchema.parse(res.body).data;
    expect(campaign).toMatchObject({
      durationDays: 30,
      placements: ['main', 'search', 'user'],
      total: 75,
      status: 'pending_payment',
    });
    const [row] = await t.query<{ total_usd: number }>(
      'SELECT total_usd FROM ad_campaigns WHERE id = $1',
      [campaign.id],
    );
    expect(row!.total_usd).toBe(75);

    const bad = await call('post', `/api/providers/${id}/campaigns`, owner, {
      durationDays: 5,
      placements: [],
    }).expect(400);
    expect(errorsOf(bad)).toEqual([MESSAGES.campaignDuration, MESSAGES.placementsRequired]);

    const list = await call('get', `/api/providers/${id}/campaigns`, owner).expect(200);
    expect(list.body.data.map((c: { id: string }) => c.id)).toEqual([campaign.id]);
  });
});
