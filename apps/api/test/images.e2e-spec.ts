import { AUTH_MESSAGES } from '@app/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import request from 'supertest';
import { IMAGE_MESSAGES, ImagesService } from '../src/images/images.service';
import { StorageService } from '../src/storage/storage.service';
import { createUser } from './factories';
import { createTestApp, TestApp } from './test-app';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
};

const MB = 1024 * 1024;
const BUCKET = 'uploads-test';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } });

/** A JPEG carrying EXIF (camera and a copyright) that must not survive the upload. */
const jpegWithExif = () =>
  solid(640, 480)
    .withExif({ IFD0: { Copyright: 'secret-exif-marker', Make: 'TestCam' } })
    .jpeg()
    .toBuffer();

/** A valid PNG header claiming 30000×30000 pixels, with a tiny (truncated) body. */
function bombPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30000, 0);
  ihdr.writeUInt32BE(30000, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(30001 * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe.each([['local'], ['s3']])('images and files with the %s storage driver', (driver) => {
  let t: TestApp;
  let s3: InstanceType<typeof S3rver> | null = null;
  let s3Dir = '';
  let auth: { authorization: string };

  beforeAll(async () => {
    let env: Record<string, string> = {};
    if (driver === 's3') {
      s3Dir = await mkdtemp(path.join(tmpdir(), 's3rver-'));
      s3 = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory: s3Dir,
        configureBuckets: [{ name: BUCKET }],
      });
      const { port } = await s3.run();
      env = {
        STORAGE_DRIVER: 's3',
        S3_BUCKET: BUCKET,
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      };
    }
    t = await createTestApp({ env });
    ({ auth } = await createUser(t));
  });

  afterAll(async () => {
    await t.close();
    if (s3) await s3.close();
    if (s3Dir) await rm(s3Dir, { recursive: true, force: true });
  });

  const upload = (bytes: Buffer, name = 'photo.png', contentType = 'image/png') =>
    request(t.http)
      .post('/api/images/upload')
      .set(auth)
      .attach('file', bytes, { filename: name, contentType });

  it.each([
    ['png', () => solid(400, 300).png().toBuffer(), 'image/png', 'png'],
    ['jpeg', () => solid(400, 300).jpeg().toBuffer(), 'image/jpeg', 'jpeg'],
    ['webp', () => solid(400, 300).webp().toBuffer(), 'image/webp', 'webp'],
    ['gif', () => solid(40, 30).gif().toBuffer(), 'image/gif', 'gif'],
  ])(
    'accepts a real %s, answers { data: { url } } and serves it',
    async (_kind, make, type, format) => {
      const res = await upload(await make(), 'whatever.bin', 'application/octet-stream').expect(
        201,
      );
      const { url, webpUrl, thumbnailUrl } = res.body.data;
      expect(url).toMatch(/^\/api\/files\/public\/[A-Za-z0-9_-]{22}\.(png|jpg|webp|gif)$/);
      const served = await request(t.http).get(url).expect(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect((await sharp(served.body as Buffer).metadata()).format).toBe(format);
      const webp = await request(t.http).get(webpUrl).expect(200);
      expect((await sharp(webp.body as Buffer).metadata()).format).toBe('webp');
      const thumb = await request(t.http).get(thumbnailUrl).expect(200);
      const thumbMeta = await sharp(thumb.body as Buffer).metadata();
      expect(Math.max(thumbMeta.width!, thumbMeta.height!)).toBeLessThanOrEqual(256);
    },
  );

  it('strips EXIF and caps the longest side at 2048 px', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(original, 'camera.jpg', 'image/jpeg').expect(201);
    const served = (await request(t.http).get(res.body.data.url).expect(200)).body as Buffer;
    expect((await sharp(served).metadata()).exif).toBeUndefined();
    expect(served.includes(Buffer.from('secret-exif-marker'))).toBe(false);

    const big = await solid(3000, 1000).png().toBuffer();
    const capped = await upload(big).expect(201);
    const meta = await sharp(
      (await request(t.http).get(capped.body.data.url)).body as Buffer,
    ).metadata();
    expect([meta.width, meta.height]).toEqual([2048, 683]);
  });

  it('refuses what is not an image, whatever its name and declared type', async () => {
    const cases: Array<[string, Buffer]> = [
      ['a text file named .png', Buffer.from('hello, I am plain text, not a picture')],
      ['a PDF named .png', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF')],
      [
        'an SVG (script-capable)',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ],
      [
        'a polyglot: PDF header then PNG bytes',
        Buffer.concat([Buffer.from('%PDF-1.4\n'), await solid(10, 10).png().toBuffer()]),
      ],
    ];
    for (const [, bytes] of cases) {
      const res = await upload(bytes).expect(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        message: IMAGE_MESSAGES.notImage,
        error: 'Bad Request',
      });
    }
  });

  it('refuses a truncated PNG and a GIF/JS polyglot that does not decode, with 400 not 500', async () => {
    const png = await solid(300, 300).png().toBuffer();
    const truncated = await upload(png.subarray(0, Math.floor(png.length / 2))).expect(400);
    expect(truncated.body.message).toBe(IMAGE_MESSAGES.unreadable);
    const polyglot = Buffer.from('GIF89a/*\x00\x00*/=1;alert(document.domain)//');
    const res = await upload(polyglot, 'x.gif', 'image/gif');
    expect(res.status).toBe(400);
  });

  it('re-encodes a decodable polyglot: the stored bytes are a fresh image without the payload', async () => {
    const payload = Buffer.from('<script>alert(1)</script>');
    const png = Buffer.concat([await solid(50, 50).png().toBuffer(), payload]);
    const res = await upload(png);
    // Trailing data after IEND is either refused or dropped; it never comes back.
    if (res.status === 201) {
      const served = (await request(t.http).get(res.body.data.url)).body as Buffer;
      expect(served.includes(payload)).toBe(false);
    } else {
      expect(res.status).toBe(400);
    }
  });

  it('refuses a zero-byte file and a missing file with 400', async () => {
    const empty = await upload(Buffer.alloc(0)).expect(400);
    expect(empty.body.message).toBe(IMAGE_MESSAGES.missing);
    const none = await request(t.http)
      .post('/api/images/upload')
      .set(auth)
      .field('x', '1')
      .expect(400);
    expect(none.body.message).toBe(IMAGE_MESSAGES.missing);
  });

  it('answers a 6 MB file with 413 File size too large. Maximum size is 5MB', async () => {
    const res = await upload(Buffer.alloc(6 * MB, 1)).expect(413);
    expect(res.body).toMatchObject({
      statusCode: 413,
      message: 'File size too large. Maximum size is 5MB',
    });
  });

  it('refuses a 30000×30000 PNG (decompression bomb) with 400, without decoding it', async () => {
    const before = process.memoryUsage().rss;
    const res = await upload(bombPng()).expect(400);
    expect(res.body.message).toBe(IMAGE_MESSAGES.tooManyPixels);
    expect(process.memoryUsage().rss - before).toBeLessThan(300 * MB);
  });

  it('needs a signed-in user', async () => {
    const res = await request(t.http)
      .post('/api/images/upload')
      .attach('file', await solid(10, 10).png().toBuffer(), 'a.png')
      .expect(401);
    expect(res.body.message).toBe('Unauthorized. Please sign in again.');
  });

  it('serves only keys it issued: unknown, traversal and private paths are refused', async () => {
    await request(t.http).get('/api/files/public/AAAAAAAAAAAAAAAAAAAAAA.png').expect(404);
    await request(t.http).get('/api/files/public/..%2F..%2Fjwt-secret').expect(404);
    await request(t.http).get('/api/files/other/AAAAAAAAAAAAAAAAAAAAAA.png').expect(404);
    await request(t.http).get('/api/files/private/AAAAAAAAAAAAAAAAAAAAAA.pdf').expect(403);
  });

  it('keeps private documents behind a short-lived signed link', async () => {
    const images = t.app.get(ImagesService);
    const storage = t.app.get(StorageService);
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const { key } = await images.storePrivateDocument(pdf);
    expect(key).toMatch(/^private\/.+\.pdf$/);
    await request(t.http).get(`/api/files/${key}`).expect(403);
    const link = storage.signedUrl(key);
    const ok = await request(t.http).get(link).expect(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.from(ok.body as Buffer).toString()).toContain('%PDF-1.7');
    await request(t.http)
      .get(link.replace(/sig=[^&]+/, 'sig=AAAA'))
      .expect(403);
    const expired = storage.signedUrl(key, Date.now() - 10 * 60 * 1000);
    await request(t.http).get(expired).expect(403);
    await expect(images.storePrivateDocument(Buffer.from('GIF89a....'))).rejects.toThrow(
      'Only PDF, JPG, and PNG files are allowed',
    );
  });

  it('profile-update takes only a picture this server issued; the session then carries it', async () => {
    const { auth: owner } = await createUser(t, { firstName: 'Pia', lastName: 'Lee' });
    const outside = await request(t.http)
      .patch('/api/auth/profile-update')
      .set(owner)
      .send({ profilePicture: 'https://evil.example.com/x.png' })
      .expect(400);
    expect(outside.body.message).toBe(AUTH_MESSAGES.pictureNotIssued);
    const madeUp = await request(t.http)
      .patch('/api/auth/profile-update')
      .set(owner)
      .send({ bannerPicture: '/api/files/public/AAAAAAAAAAAAAAAAAAAAAA.png' })
      .expect(400);
    expect(madeUp.body.message).toBe(AUTH_MESSAGES.pictureNotIssued);
    const { url } = (
      await request(t.http)
        .post('/api/images/upload')
        .set(owner)
        .attach('file', await solid(320, 320).png().toBuffer(), 'me.png')
        .expect(201)
    ).body.data;
    await request(t.http)
      .patch('/api/auth/profile-update')
      .set(owner)
      .send({ profilePicture: url, bannerPicture: url })
      .expect(200);
    const session = await request(t.http).get('/api/auth/session').set(owner).expect(200);
    expect(session.body.data.user).toMatchObject({ profilePicUrl: url, bannerPicUrl: url });
  });

  it('limits uploads per user: the 31st in a minute answers 429', async () => {
    const { auth: busy } = await createUser(t);
    const png = await solid(8, 8).png().toBuffer();
    for (let i = 0; i < 30; i++)
      await request(t.http)
        .post('/api/images/upload')
        .set(busy)
        .attach('file', png, 'a.png')
        .expect(201);
    await request(t.http)
      .post('/api/images/upload')
      .set(busy)
      .attach('file', png, 'a.png')
      .expect(429);
    // Another person is not held up.
    await request(t.http)
      .post('/api/images/upload')
      .set(auth)
      .attach('file', png, 'a.png')
      .expect(201);
  });
});
