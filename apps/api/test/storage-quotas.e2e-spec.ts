import { API_MESSAGES, CLAIM_MESSAGES, MAX_PENDING_CLAIMS } from '@app/contracts';
import { API_MESSAGES_ES } from '@app/contracts/i18n-es';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { createProvider, createUser, TestUser } from './factories/directory';
import { createTestApp, TestApp } from './test-app';

/**
 * Issue 43, "one verified account stored 598 MB in 21 s" (30 claims with two 9.5 MB PDFs
 * each): an account's uploads of 24 hours are bounded (UPLOAD_QUOTA_BYTES_PER_DAY, photos,
 * appeal documents and claim documents together), an account has at most MAX_PENDING_CLAIMS
 * claims waiting, and an upload that would leave the disk below UPLOAD_MIN_FREE_BYTES is a
 * 507 before the disk fills.
 */
const QUOTA = 1024 * 1024;
/** A real PDF padded to `bytes`: stored as sent. */
const pdfOf = (bytes: number) => {
  const head = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
  );
  return Buffer.concat([head, Buffer.alloc(bytes - head.length, 0x20)]);
};
const newIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

let t: TestApp;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_QUOTA_BYTES_PER_DAY: String(QUOTA) } });
  png = await sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

/** The files stored under DATA_DIR/uploads (both folders). */
function storedFiles(app: TestApp): string[] {
  return ['public', 'private'].flatMap((folder) => {
    const dir = path.join(app.dataDir, 'uploads', folder);
    return existsSync(dir) ? readdirSync(dir).map((f) => `${folder}/${f}`) : [];
  });
}

function uploadDocument(app: TestApp, user: TestUser, bytes: Buffer, language = 'en') {
  return request(app.http)
    .post('/api/documents/upload')
    .set(user.auth)
    .set('x-forwarded-for', newIp())
    .set('accept-language', language)
    .attach('file', bytes, 'evidence.pdf');
}

function submitClaim(
  app: TestApp,
  user: TestUser,
  providerId: string,
  document: Buffer,
  addressProof: Buffer = png,
) {
  return request(app.http)
    .post(`/api/providers/${providerId}/claims`)
    .set(user.auth)
    .set('x-forwarded-for', newIp())
    .field('websiteUrl', 'https://harbor-law.example.com')
    .field('workEmail', 'owner@harbor-law.example.com')
    .field('fullName', 'Jane Owner')
    .field('jobTitle', 'Partner')
    .field('phoneNumber', '+1 305 555 0100')
    .attach('registration', document, 'registration.pdf')
    .attach('addressProof', addressProof, 'utility-bill.pdf');
}

describe('storage quota per account per day', () => {
  it('past the quota an appeal document or a photo is a 429 and nothing is stored', async () => {
    const owner = await createUser(t, { roles: ['user', 'provider'] });
    const document = pdfOf(300 * 1024);
    for (let i = 0; i < 3; i++) expect((await uploadDocument(t, owner, document)).status).toBe(201);
    const before = storedFiles(t);
    // 900 KB used of 1 MB: a fourth document would pass it.
    const refused = await uploadDocument(t, owner, document);
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 429,
      body: {
        statusCode: 429,
        error: 'Too Many Requests',
        message: API_MESSAGES.uploadQuotaReached,
      },
    });
    // A photo counts against the same quota (noise: about 360 KB however it is encoded).
    const noisy = await sharp(randomBytes(400 * 300 * 3), {
      raw: { width: 400, height: 300, channels: 3 },
    })
      .png()
      .toBuffer();
    const photo = await request(t.http)
      .post('/api/images/upload')
      .set(owner.auth)
      .set('x-forwarded-for', newIp())
      .attach('file', noisy, 'photo.png');
    expect(photo.status).toBe(429);
    expect(storedFiles(t)).toEqual(before);
    // Another account is not held back by this one's uploads.
    const other = await createUser(t, { roles: ['user', 'provider'] });
    expect((await uploadDocument(t, other, document)).status).toBe(201);
  });

  it('uploads sent together cannot all pass the quota', async () => {
    const owner = await createUser(t, { roles: ['user', 'provider'] });
    const document = pdfOf(300 * 1024);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => uploadDocument(t, owner, document)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    const [row] = await t.query<{ bytes: string }>(
      'SELECT sum(size_bytes)::text AS bytes FROM uploads WHERE owner_id = $1',
      [owner.id],
    );
    expect(Number(row!.bytes)).toBeLessThanOrEqual(QUOTA);
  });

  it('a claim’s documents count too: the claim that would pass the quota is refused whole', async () => {
    const claimant = await createUser(t);
    const providers = await Promise.all([createProvider(t), createProvider(t)]);
    expect((await submitClaim(t, claimant, providers[0]!, pdfOf(600 * 1024))).status).toBe(201);
    // The registration still fits (950 KB), the address proof does not: neither is kept.
    const res = await submitClaim(t, claimant, providers[1]!, pdfOf(350 * 1024), pdfOf(200 * 1024));
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(API_MESSAGES.uploadQuotaReached);
    const claims = await t.query('SELECT 1 FROM profile_claims WHERE claimant_id = $1', [
      claimant.id,
    ]);
    expect(claims).toHaveLength(1);
    // Nothing of the refused claim stays stored or counted: its first document went too.
    const [row] = await t.query<{ files: number }>(
      'SELECT count(*)::int AS files FROM uploads WHERE owner_id = $1',
      [claimant.id],
    );
    expect(row!.files).toBe(2);
  });
});

describe('pending claims per account', () => {
  it(`at most ${MAX_PENDING_CLAIMS} claims wait at once, even sent together`, async () => {
    const claimant = await createUser(t);
    const providers = await Promise.all(Array.from({ length: 6 }, () => createProvider(t)));
    const answers = await Promise.all(
      providers.map((id) => submitClaim(t, claimant, id, pdfOf(8 * 1024))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body.message).toBe(CLAIM_MESSAGES.tooManyPending);
    const [row] = await t.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM profile_claims WHERE claimant_id = $1 AND status = 'pending'`,
      [claimant.id],
    );
    expect(row!.n).toBe(MAX_PENDING_CLAIMS);
  });
});

describe('free-disk guard', () => {
  let full: TestApp;
  beforeAll(async () => {
    // More free bytes than any disk here has: every upload would pass the minimum.
    full = await createTestApp({ env: { UPLOAD_MIN_FREE_BYTES: String(2 ** 52) } });
  });
  afterAll(async () => {
    await full.close();
  });

  it('an upload that would leave the disk below UPLOAD_MIN_FREE_BYTES is a 507, in Spanish too, nothing stored', async () => {
    const owner = await createUser(full, { roles: ['user', 'provider'] });
    const res = await uploadDocument(full, owner, pdfOf(8 * 1024));
    expect({ status: res.status, body: res.body }).toEqual({
      status: 507,
      body: { statusCode: 507, error: 'Insufficient Storage', message: API_MESSAGES.storageFull },
    });
    const es = await uploadDocument(full, owner, pdfOf(8 * 1024), 'es');
    expect(es.status).toBe(507);
    expect(es.body.message).toBe(API_MESSAGES_ES.storageFull);
    const photo = await request(full.http)
      .post('/api/images/upload')
      .set(owner.auth)
      .set('x-forwarded-for', newIp())
      .attach('file', png, 'photo.png');
    expect(photo.status).toBe(507);
    expect(storedFiles(full)).toEqual([]);
    const uploads = await full.query('SELECT 1 FROM uploads');
    expect(uploads).toHaveLength(0);
  });
});
