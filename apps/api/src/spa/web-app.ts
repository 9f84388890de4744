import type { NestExpressApplication } from '@nestjs/platform-express';
import { isWebRoute } from '@app/contracts';
import express from 'express';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { precompressedStatic } from './precompressed';
import { ProvidersService } from '../providers/providers.service';
import type { TLocale } from '@app/contracts';
import {
  escapeHtml,
  hreflangLinks,
  pageLocaleOf,
  providerIdFromPath,
  renderProviderHead,
  seoRowOf,
  withHeadTags,
  withHtmlLang,
  withinTimeout,
  withSiteHeadEs,
} from './provider-seo';

/** The public pages besides /provider/<id> that have a Spanish twin at `?lang=es`. */
const SITE_PAGES = new Set(['/', '/search']);

/** Where the built web app is found when WEB_DIST_DIR is not set: apps/web/dist. */
export function defaultWebDist(): string {
  return path.resolve(__dirname, '..', '..', '..', 'web', 'dist');
}

/**
 * Serves the built SPA at `/`: hashed assets with a year-long cache (their brotli or gzip
 * copy when the build made one), every other non-API
 * GET answered with index.html (deep links), with status 404 when the path is none of the
 * app's pages (WEB_ROUTES of the contracts). `/api/*` is never answered with HTML.
 * `/provider/<id>` gets the provider's title, description, canonical link, Open Graph tags
 * and JSON-LD in its head, and the profile's JSON (provider-seo.ts); an unknown id gets the
 * plain page. Pages listed in route-preloads.json get modulepreload links for their chunks.
 * Returns false when there is no build to serve.
 */
export function mountWebApp(
  app: NestExpressApplication,
  distDir: string,
  options: { origin?: string; seoLookupTimeoutMs: number },
): boolean {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const routePreloads = readRoutePreloads(path.join(distDir, 'route-preloads.json'));
  const origin = (options.origin ?? '').replace(/\/+$/, '');
  // The lookup gives up after this long; the page is then served without provider tags.
  const { seoLookupTimeoutMs } = options;

  const assets = path.join(distDir, 'assets');
  const assetCache = { immutable: true, maxAge: '365d' };
  if (existsSync(assets)) app.use('/assets', precompressedStatic(assets, assetCache));
  app.use('/assets', express.static(assets, { ...assetCache, index: false, fallthrough: true }));
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
    // A path that is no page of the app: the same page (the SPA shows its 404), status 404.
    if (!isWebRoute(req.path)) res.status(404);
    // `?lang=es`: the page in Spanish (issue 19): <html lang="es">, hreflang alternates.
    const locale = pageLocaleOf(req.query.lang);
    const send = (html: string) =>
      res.type('html').send(withPreloads(withHtmlLang(html, locale), req.path));
    const providerId = providerIdFromPath(req.path);
    if (!providerId) return send(sitePage(req.path, req.originalUrl, locale));
    void providerPage(providerId, locale)
      .catch(() => indexHtml)
      .then((page) => {
        // A merged listing's page: 301 to the one kept, the query kept (issue 47).
        if (typeof page !== 'string') {
          const query = req.originalUrl.includes('?')
            ? req.originalUrl.slice(req.originalUrl.indexOf('?'))
            : '';
          return res.redirect(301, `/provider/${encodeURIComponent(page.mergedInto)}${query}`);
        }
        send(page);
      });
  });
  return true;

  /** index.html announcing the page's route chunks, so they load with the entry. */
  function withPreloads(html: string, pathname: string): string {
    const route = routePreloads.find((r) =>
      r.path.length > 1 && r.path.endsWith('/') ? pathname.startsWith(r.path) : pathname === r.path,
    );
    if (!route || route.files.length === 0) return html;
    const links = route.files.map(
      (file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`,
    );
    return html.replace(/<\/head>/i, () => `  ${links.join('\n    ')}\n  </head>`);
  }

  /** One lookup (the profile a visitor gets, no view counted) gives the tags and the embed. */
  async function providerPage(
    id: string,
    locale: TLocale,
  ): Promise<string | { mergedInto: string }> {
    const page = await withinTimeout(app.get(ProvidersService).visitorPage(id), seoLookupTimeoutMs);
    if (page && 'mergedInto' in page) return page;
    const profile = page?.profile;
    return profile
      ? renderProviderHead(indexHtml, seoRowOf(profile), origin, profile, locale)
      : indexHtml;
  }

  /** Home and search: hreflang alternates, and the Spanish title and description. */
  function sitePage(pathname: string, originalUrl: string, locale: TLocale): string {
    if (!SITE_PAGES.has(pathname)) return indexHtml;
    const query = originalUrl.includes('?') ? originalUrl.slice(originalUrl.indexOf('?') + 1) : '';
    const html = locale === 'es' ? withSiteHeadEs(indexHtml) : indexHtml;
    return withHeadTags(html, hreflangLinks(origin, pathname, query));
  }
}

/** The web build's route chunks per page (apps/web/scripts/bundle-size.mjs); [] without. */
function readRoutePreloads(file: string): Array<{ path: string; files: string[] }> {
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')) as Array<{ path: string; files: string[] }>;
}

function isApiPath(p: string): boolean {
  return p === '/api' || p.startsWith('/api/');
}
