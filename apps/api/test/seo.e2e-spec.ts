import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createUser } from './factories';
import { createTestApp, TestApp } from './test-app';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Find top-rated local injury providers you can trust."
    />
    <title>InjuryPros: trusted injury providers and reviews</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const APP_JS = `export const app = ${JSON.stringify('x'.repeat(4000))};\n`;

const EVIL_NAME = 'Evil </script><script>alert("x")</script> & "Sons"';
const DESCRIPTION = `We <b>help</b> "injured" people & families. ${'Long text for the description. '.repeat(10)}`;

function jsonLdOf(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

describe('SEO tags of /provider/:id', () => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = path.join(process.env.TMPDIR ?? '/tmp', `seo-web-${process.pid}-${Date.now()}`);
    await mkdir(webDir, { recursive: true });
    await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
    // What the web build adds: precompressed copies of an asset and the route preloads.
    await mkdir(path.join(webDir, 'assets'), { recursive: true });
    await writeFile(path.join(webDir, 'assets', 'app.js'), APP_JS);
    await writeFile(path.join(webDir, 'assets', 'app.js.br'), brotliCompressSync(APP_JS));
    await writeFile(path.join(webDir, 'assets', 'app.js.gz'), gzipSync(APP_JS));
    await writeFile(
      path.join(webDir, 'route-preloads.json'),
      JSON.stringify([{ path: '/link-tree', files: ['/assets/link-tree.js'] }]),
    );
    t = await createTestApp({
      env: {
        WEB_DIST_DIR: webDir,
        WEB_ORIGIN: 'https://injury.example',
        // The page waits for its profile as long as a loaded machine needs (in production 300 ms).
        SEO_LOOKUP_TIMEOUT_MS: '60000',
      },
    });
    await t.query(
      `INSERT INTO providers (id, name, name_normalized, search_text, category, description, city, state,
         zip, address_line1, phone, logo_url, rating, review_count)
       VALUES ('seo-1', $1, 'x', 'x', 'Law Firms', $2, 'Miami', 'FL', '33101', '1 Main St',
         '(305) 555-0100', 'https://img.example/logo.png', 4.5, 2),
              ('seo-2', 'Quiet Clinic', 'quiet clinic', 'quiet clinic', 'Medical Facilities',
         'No reviews yet for this clinic.', 'Albany', 'NY', NULL, NULL, NULL, NULL, 0, 0)`,
      [EVIL_NAME, DESCRIPTION],
    );
    const { user } = await createUser(t);
    const { user: other } = await createUser(t);
    for (const [author, score] of [
      [user.id, 5],
      [other.id, 4],
    ] as const) {
      await t.query(
        `INSERT INTO reviews (provider_id, author_id, respectful, explained, on_time, costs, overall, rating, text)
         VALUES ('seo-1', $1, $2::int, $2::int, $2::int, $2::int, $2::int, $2::int, 'fine')`,
        [author, score],
      );
    }
  });

  afterAll(async () => {
    await t?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('puts the escaped title, description, canonical, Open Graph and JSON-LD in the head', async () => {
    const res = await request(t.http).get('/provider/seo-1').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.text;

    // Nothing from the name or description reaches the page unescaped.
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>help</b>');
    const escapedName =
      'Evil &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Sons&quot;';
    expect(html).toContain(`<title>${escapedName} – Law Firms in Miami, FL | InjuryPros</title>`);
    // The index.html's title and description are replaced, not duplicated.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('trusted injury providers and reviews');

    const description = /<meta name="description" content="([^"]*)" \/>/.exec(html)?.[1];
    expect(description).toBeDefined();
    expect(
      description!.startsWith(
        'We &lt;b&gt;help&lt;/b&gt; &quot;injured&quot; people &amp; families.',
      ),
    ).toBe(true);
    const unescaped = description!
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    expect(unescaped.length).toBeLessThanOrEqual(155);

    expect(html).toContain('<link rel="canonical" href="https://injury.example/provider/seo-1" />');
    expect(html).toContain(
      `<meta property="og:title" content="${escapedName} – Law Firms in Miami, FL | InjuryPros" />`,
    );
    expect(html).toContain('<meta property="og:description" content="We &lt;b&gt;help');

    const blocks = jsonLdOf(html);
    expect(blocks).toHaveLength(1);
    const ld = blocks[0]!;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: EVIL_NAME,
      description: DESCRIPTION,
      telephone: '(305) 555-0100',
      url: 'https://injury.example/provider/seo-1',
      image: 'https://img.example/logo.png',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Main St',
        addressLocality: 'Miami',
        addressRegion: 'FL',
        postalCode: '33101',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
    // The raw JSON has no '<' at all (so no </script> can close the element early).
    const raw = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(raw).not.toContain('<');
  });

  it('leaves out aggregateRating without reviews', async () => {
    const html = (await request(t.http).get('/provider/seo-2').expect(200)).text;
    expect(html).toContain(
      '<title>Quiet Clinic – Medical Facilities in Albany, NY | InjuryPros</title>',
    );
    const [ld] = jsonLdOf(html);
    expect(ld).toBeDefined();
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('image');
  });

  it('serves the plain index.html for an unknown provider and other pages', async () => {
    for (const url of ['/provider/does-not-exist', '/provider/%E0%A4%A', '/link-tree/x']) {
      const res = await request(t.http).get(url);
      expect(res.text).toBe(INDEX_HTML);
    }
    // Home and search: index.html with their English and Spanish alternates only.
    const search = await request(t.http).get('/search').expect(200);
    expect(search.text).toBe(
      INDEX_HTML.replace(
        '</head>',
        [
          '  <link rel="alternate" hreflang="en" href="https://injury.example/search" />',
          '    <link rel="alternate" hreflang="es" href="https://injury.example/search?lang=es" />',
          '    <link rel="alternate" hreflang="x-default" href="https://injury.example/search" />',
          '  </head>',
        ].join('\n'),
      ),
    );
  });

  it('links the English and Spanish provider pages by hreflang (issue 19)', async () => {
    const alternates = [
      '<link rel="alternate" hreflang="en" href="https://injury.example/provider/seo-2" />',
      '<link rel="alternate" hreflang="es" href="https://injury.example/provider/seo-2?lang=es" />',
      '<link rel="alternate" hreflang="x-default" href="https://injury.example/provider/seo-2" />',
    ];
    const en = (await request(t.http).get('/provider/seo-2').expect(200)).text;
    for (const link of alternates) expect(en).toContain(link);
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<link rel="canonical" href="https://injury.example/provider/seo-2" />');

    const es = (await request(t.http).get('/provider/seo-2?lang=es').expect(200)).text;
    for (const link of alternates) expect(es).toContain(link);
    expect(es).toContain('<html lang="es">');
    expect(es).not.toContain('<html lang="en">');
    expect(es).toContain(
      '<link rel="canonical" href="https://injury.example/provider/seo-2?lang=es" />',
    );
    expect(es).toContain(
      '<title>Quiet Clinic – Centros médicos en Albany, NY | InjuryPros</title>',
    );
    expect(es.match(/<title>/g)).toHaveLength(1);
    // The profile's own description stays as its owner wrote it.
    expect(es).toContain('<meta name="description" content="No reviews yet for this clinic." />');
  });

  it('serves home and search in Spanish with ?lang=es', async () => {
    const home = (await request(t.http).get('/?lang=es').expect(200)).text;
    expect(home).toContain('<html lang="es">');
    expect(home).toContain(
      '<title>InjuryPros: proveedores de confianza para lesiones y sus reseñas</title>',
    );
    expect(home.match(/name="description"/g)).toHaveLength(1);
    expect(home).toContain(
      '<link rel="alternate" hreflang="es" href="https://injury.example/?lang=es" />',
    );
    expect(home).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://injury.example/" />',
    );
    const search = (await request(t.http).get('/search?q=law&lang=es&state=FL').expect(200)).text;
    expect(search).toContain('<html lang="es">');
    expect(search).toContain(
      '<link rel="alternate" hreflang="en" href="https://injury.example/search?q=law&amp;state=FL" />',
    );
    expect(search).toContain(
      '<link rel="alternate" hreflang="es" href="https://injury.example/search?q=law&amp;state=FL&amp;lang=es" />',
    );
    // English stays English, whatever the browser says: the page's language is its address.
    const english = await request(t.http).get('/').set('accept-language', 'es').expect(200);
    expect(english.text).toContain('<html lang="en">');
    expect(english.text).toContain('trusted injury providers and reviews');
  });

  it('keeps the helmet CSP on the provider page', async () => {
    const res = await request(t.http).get('/provider/seo-1').expect(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('embeds the profile a visitor gets from the API, escaped, without counting a view', async () => {
    const views = async () => {
      const [row] = await t.query<{ n: number }>(
        `SELECT coalesce(sum(count), 0)::int AS n FROM provider_views WHERE provider_id = 'seo-1'`,
      );
      return row!.n;
    };
    const before = await views();
    const html = (await request(t.http).get('/provider/seo-1').expect(200)).text;
    const raw = /<script type="application\/json" id="provider-data">([\s\S]*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(raw).toBeDefined();
    expect(raw).not.toContain('<');
    expect(await views()).toBe(before);
    const api = await request(t.http).get('/api/providers/seo-1').expect(200);
    expect(JSON.parse(raw!)).toEqual(api.body.data);
  });

  it("serves an asset precompressed in the client's preferred encoding", async () => {
    const br = await request(t.http)
      .get('/assets/app.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');

    const gzip = await request(t.http)
      .get('/assets/app.js')
      .set('Accept-Encoding', 'gzip, br;q=0')
      .expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(APP_JS);

    const plain = await request(t.http)
      .get('/assets/app.js')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(APP_JS);
  });

  it("announces a page's route chunks with modulepreload links", async () => {
    const html = (await request(t.http).get('/link-tree').expect(200)).text;
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/link-tree.js" />\n  </head>',
    );
  });
});
