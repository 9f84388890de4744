import { API_MESSAGES } from '@app/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { createProvider, createUser } from './factories/directory';
import { createTestApp, TestApp } from './test-app';

/**
 * Issue 43, "invalid UTF-8 in JSON and multipart bodies is stored as replacement
 * characters": a body whose bytes are not UTF-8 is a 400 before it is parsed, and nothing
 * is written. Each byte sequence of the report: an overlong '/' (C0 AF), an encoded
 * surrogate (ED A0 80) and a byte UTF-8 never uses (FF).
 */
const SEQUENCES: Array<[string, Buffer]> = [
  ['overlong C0 AF', Buffer.from([0xc0, 0xaf])],
  ['surrogate ED A0 80', Buffer.from([0xed, 0xa0, 0x80])],
  ['FF', Buffer.from([0xff])],
];

let t: TestApp;
let png: Buffer;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

const refused = {
  statusCode: 400,
  error: 'Bad Request',
  message: API_MESSAGES.invalidUtf8,
};

let clients = 0;
const client = () => `10.77.${++clients >> 8}.${clients & 255}`;

/** The body's bytes as they are (supertest would serialise a Buffer as JSON). */
const raw = (body: unknown) => body as string;

/** `{"firstName":"Sam<bytes>"}` as raw bytes. */
const jsonWith = (bytes: Buffer) =>
  Buffer.concat([Buffer.from('{"firstName":"Sam'), bytes, Buffer.from('"}')]);

describe('JSON bodies that are not UTF-8', () => {
  it.each(SEQUENCES)('%s in a JSON body is a 400, nothing stored', async (_name, bytes) => {
    const user = await createUser(t, { firstName: 'Before' });
    const res = await request(t.http)
      .patch('/api/auth/profile-update')
      .set(user.auth)
      .set('x-forwarded-for', client())
      .set('content-type', 'application/json')
      .serialize(raw)
      .send(jsonWith(bytes));
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: refused });
    const [row] = await t.query<{ first_name: string }>(
      'SELECT first_name FROM users WHERE id = $1',
      [user.id],
    );
    expect(row!.first_name).toBe('Before');
  });

  it('the same body in UTF-8 is stored as sent (é, €, 😀)', async () => {
    const user = await createUser(t, { firstName: 'Before' });
    const res = await request(t.http)
      .patch('/api/auth/profile-update')
      .set(user.auth)
      .set('x-forwarded-for', client())
      .set('content-type', 'application/json')
      .serialize(raw)
      .send(jsonWith(Buffer.from('é€😀')));
    expect(res.status).toBe(200);
    const [row] = await t.query<{ first_name: string }>(
      'SELECT first_name FROM users WHERE id = $1',
      [user.id],
    );
    expect(row!.first_name).toBe('Samé€😀');
  });

  it.each(SEQUENCES)('%s in a form (urlencoded) body is a 400', async (_name, bytes) => {
    const res = await request(t.http)
      .post('/api/auth/login')
      .set('x-forwarded-for', client())
      .set('content-type', 'application/x-www-form-urlencoded')
      .serialize(raw)
      .send(
        Buffer.concat([Buffer.from('email=a'), bytes, Buffer.from('%40example.com&password=x')]),
      );
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: refused });
  });
});

/** A multipart body by hand: text fields as raw bytes, then the claim's two documents. */
function multipart(fields: Record<string, Buffer | string>): { type: string; body: Buffer } {
  const boundary = `----utf8test${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from('\r\n'),
    );
  for (const [name, file, type, content] of [
    ['registration', 'registration.pdf', 'application/pdf', PDF],
    ['addressProof', 'utility-bill.png', 'image/png', png],
  ] as const)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) };
}

const claimFields = (fullName: Buffer) => ({
  websiteUrl: 'https://harbor-law.example.com',
  workEmail: 'owner@harbor-law.example.com',
  fullName,
  jobTitle: 'Partner',
  phoneNumber: '+1 305 555 0100',
});

describe('multipart text fields that are not UTF-8', () => {
  it.each(SEQUENCES)('%s in a claim’s field is a 400, no claim stored', async (_name, bytes) => {
    const [user, provider] = await Promise.all([createUser(t), createProvider(t)]);
    const form = multipart(
      claimFields(Buffer.concat([Buffer.from('Jane'), bytes, Buffer.from(' Owner')])),
    );
    const res = await request(t.http)
      .post(`/api/providers/${provider}/claims`)
      .set(user.auth)
      .set('x-forwarded-for', client())
      .set('content-type', form.type)
      .send(form.body);
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: refused });
    const rows = await t.query('SELECT 1 FROM profile_claims WHERE claimant_id = $1', [user.id]);
    expect(rows).toHaveLength(0);
  });

  it('the same field in UTF-8 is stored as sent', async () => {
    const [user, provider] = await Promise.all([createUser(t), createProvider(t)]);
    const form = multipart(claimFields(Buffer.from('Jane Müller-Peña')));
    const res = await request(t.http)
      .post(`/api/providers/${provider}/claims`)
      .set(user.auth)
      .set('x-forwarded-for', client())
      .set('content-type', form.type)
      .send(form.body);
    expect(res.status).toBe(201);
    const [row] = await t.query<{ full_name: string }>(
      'SELECT full_name FROM profile_claims WHERE claimant_id = $1',
      [user.id],
    );
    expect(row!.full_name).toBe('Jane Müller-Peña');
  });

  it('a field whose part declares its own charset and holds broken bytes is refused', async () => {
    const [user, provider] = await Promise.all([createUser(t), createProvider(t)]);
    const form = multipart(claimFields(Buffer.from('Jane Owner')));
    const declared = Buffer.from(
      form.body
        .toString('latin1')
        .replace(
          'name="jobTitle"\r\n',
          'name="jobTitle"\r\nContent-Type: text/plain; charset=utf-8\r\n',
        )
        .replace('Partner', 'Part\u00ffner'),
      'latin1',
    );
    const res = await request(t.http)
      .post(`/api/providers/${provider}/claims`)
      .set(user.auth)
      .set('x-forwarded-for', client())
      .set('content-type', form.type)
      .send(declared);
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: refused });
  });
});
