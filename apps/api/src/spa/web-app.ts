import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { findProviderForSeo, providerIdFromPath, renderProviderHead } from './provider-seo';

/** Where the built web app is found when WEB_DIST_DIR is not set: apps/web/dist. */
export function defaultWebDist(): string {
  return path.resolve(__dirname, '..', '..', '..', 'web', 'dist');
}

/**
 * Serves the built SPA at `/`: hashed assets with a year-long cache, every other non-API
 * GET answered with index.html (deep links). `/api/*` is never answered with HTML.
 * `/provider/<id>` gets the provider's title, description, canonical link, Open Graph tags
 * and JSON-LD in its head (provider-seo.ts); an unknown id gets the plain page.
 * Returns false when there is no build to serve.
 */
export function mountWebApp(
  app: NestExpressApplication,
  distDir: string,
  options: { origin?: string } = {},
): boolean {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const origin = (options.origin ?? '').replace(/\/+$/, '');

  app.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: true,
    }),
  );
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      isApiPath(req.path) ||
      req.path.startsWith('/assets/')
    ) {
      return next();
    }
    res.setHeader('Cache-Control', 'no-cache');
    const providerId = providerIdFromPath(req.path);
    if (!providerId) {
      res.type('html').send(indexHtml);
      return;
    }
    void providerPage(providerId).then((html) => res.type('html').send(html));
  });
  return true;

  async function providerPage(id: string): Promise<string> {
    try {
      const provider = await findProviderForSeo(app.get(DataSource), id);
      return provider ? renderProviderHead(indexHtml, provider, origin) : indexHtml;
    } catch {
      return indexHtml;
    }
  }
}

function isApiPath(p: string): boolean {
  return p === '/api' || p.startsWith('/api/');
}
