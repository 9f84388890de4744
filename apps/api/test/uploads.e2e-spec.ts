import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { TokenService } from '../src/auth/token.service';
import { UploadsService } from '../src/storage/uploads.service';
import { createProvider, createUser, reviewBody, TestUser } from './factories/directory';
import { createTestApp, TestApp } from './test-app';

/** Files an account owns leave with it; uploads nothing references are swept (issue 16 item 7). */

let t: TestApp;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

const newIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function png(seed: number): Promise<Buffer> {
  return sharp({
    create: { width: 120, height: 90, channels: 3, background: { r: seed % 255, g: 80, b: 160 } },
  })
    .png()
    .toBuffer();
}

/** Uploads an image through the API as `user`; answers its public URL. */
async function uploadImage(user: TestUser, seed: number): Promise<string> {
  const res = await request(t.http)
    .post('/api/images/upload')
    .set(user.auth)
    .set('x-forwarded-for', newIp())
    .attach('file', await png(seed), { filename: 'photo.png', contentType: 'image/png' })
    .expect(201);
  return res.body.data.url as string;
}

const onDisk = (key: string) => existsSync(path.join(t.dataDir, 'uploads', key));
const keyOf = (url: string) => url.replace(/^\/api\/files\//, '');

async function keysOwnedBy(userId: string): Promise<string[]> {
  const rows = await t.query<{ key: string }>(
    'SELECT key FROM uploads WHERE owner_id = $1 ORDER BY key',
    [userId],
  );
  return rows.map((row) => row.key);
}

describe('deleting an account', () => {
  it('removes its claim documents, avatar and review photos from storage, and nobody else’s', async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const providerId = await createProvider(t);
    const ip = newIp();

    const avatar = await uploadImage(me, 1);
    await request(t.http)
      .patch('/api/users/me/profile')
      .set(me.auth)
      .set('x-forwarded-for', ip)
      .send({ firstName: 'Dana', lastName: 'Reyes', profilePicture: avatar })
      .expect(200);
    const photo = await uploadImage(me, 2);
    await request(t.http)
      .post(`/api/providers/${providerId}/reviews`)
      .set(me.auth)
      .set('x-forwarded-for', ip)
      .send(reviewBody([4, 4, 4, 4, 4], { photoUrls: [photo] }))
      .expect(201);
    // A claim of another provider (a reviewer may not claim the one reviewed: 0017).
    const claimed = await createProvider(t, { plan: 'unclaimed' });
    let claim = request(t.http)
      .post(`/api/providers/${claimed}/claims`)
      .set(me.auth)
      .set('x-forwarded-for', ip);
    for (const [name, value] of Object.entries({
      websiteUrl: 'https://harbor-law.example.com',
      workEmail: 'owner@harbor-law.example.com',
      fullName: 'Dana Reyes',
      jobTitle: 'Partner',
      phoneNumber: '+1 (305) 555-0100',
    }))
      claim = claim.field(name, value);
    await claim
      .attach('registration', PDF, { filename: 'registration.pdf', contentType: 'application/pdf' })
      .attach('addressProof', await png(3), { filename: 'proof.png', contentType: 'image/png' })
      .expect(201);

    const theirPhoto = await uploadImage(other, 4);
    await request(t.http)
      .post(`/api/providers/${providerId}/reviews`)
      .set(other.auth)
      .set('x-forwarded-for', newIp())
      .send(reviewBody([5, 5, 5, 5, 5], { photoUrls: [theirPhoto] }))
      .expect(201);

    const mine = await keysOwnedBy(me.id);
    const [claimRow] = await t.query<{ registration_key: string; address_proof_key: string }>(
      'SELECT registration_key, address_proof_key FROM profile_claims WHERE claimant_id = $1',
      [me.id],
    );
    // Avatar and photo with their WebP and thumbnail renditions, and the two documents.
    expect(mine).toHaveLength(8);
    expect(mine).toEqual(
      expect.arrayContaining([
        keyOf(avatar),
        keyOf(photo),
        claimRow!.registration_key,
        claimRow!.address_proof_key,
      ]),
    );
    for (const key of mine) expect(onDisk(key)).toBe(true);
    const theirs = await keysOwnedBy(other.id);
    expect(theirs).toHaveLength(3);

    // An account without a password confirms with its email and a fresh Google sign-in.
    const fresh = t.app
      .get(TokenService)
      .signSession({ id: me.id, tokenVersion: 0, roles: ['user'] }, { viaGoogle: true });
    await request(t.http)
      .post('/api/users/me/delete')
      .set('authorization', `Bearer ${fresh}`)
      .set('x-forwarded-for', ip)
      .send({ email: me.email })
      .expect(204);

    for (const key of mine) expect(onDisk(key)).toBe(false);
    expect(await t.query('SELECT key FROM uploads WHERE key = ANY($1::text[])', [mine])).toEqual(
      [],
    );
    for (const key of theirs) expect(onDisk(key)).toBe(true);
    await request(t.http).get(theirPhoto).expect(200);
    await request(t.http).get(photo).expect(404);
  });
});

describe('the orphaned-upload sweep', () => {
  it('removes old uploads nothing references, and keeps referenced or recent ones', async () => {
    const me = await createUser(t);
    const orphan = await uploadImage(me, 10);
    const used = await uploadImage(me, 11);
    const fresh = await uploadImage(me, 12);
    await request(t.http)
      .patch('/api/users/me/profile')
      .set(me.auth)
      .set('x-forwarded-for', newIp())
      .send({ firstName: 'Sam', lastName: 'Lee', profilePicture: used })
      .expect(200);
    const stem = (url: string) => keyOf(url).replace(/\.png$/, '');
    // The first two were uploaded two days ago (the grace period is 24 hours by default).
    await t.query(
      `UPDATE uploads SET created_at = now() - interval '2 days'
       WHERE key LIKE $1 OR key LIKE $2`,
      [`${stem(orphan)}%`, `${stem(used)}%`],
    );
    const orphanKeys = [
      `${stem(orphan)}.png`,
      `${stem(orphan)}.webp`,
      `${stem(orphan)}-thumb.webp`,
    ];
    for (const key of orphanKeys) expect(onDisk(key)).toBe(true);

    const removed = await t.app.get(UploadsService).sweep();

    expect(removed.sort()).toEqual(orphanKeys.sort());
    for (const key of orphanKeys) expect(onDisk(key)).toBe(false);
    await request(t.http).get(orphan).expect(404);
    await request(t.http).get(used).expect(200);
    await request(t.http).get(fresh).expect(200);
    expect(await keysOwnedBy(me.id)).toHaveLength(6);
    // Nothing left to sweep: a second run removes nothing.
    expect(await t.app.get(UploadsService).sweep()).toEqual([]);
  });
});
