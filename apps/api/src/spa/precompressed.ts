import type express from 'express';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Preferred first: brotli is ~15% smaller than gzip on the JS bundles. */
const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const;

/** Every file under `dir`, as URL paths (`/assets/x.js`). */
function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    const url = `${prefix}/${name}`;
    return statSync(file).isDirectory() ? listFiles(file, url) : [url];
  });
}

/** Whether an Accept-Encoding header allows `encoding` (present and not `;q=0`). */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== encoding && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * Answers GET/HEAD for a file of `dir` that the web build compressed ahead of time
 * (apps/web/scripts/precompress.mjs writes file.br and file.gz) with the best copy the client
 * accepts, so static files cost no compression work per request. Only paths listed at start
 * are served (no file system lookup from a request path); everything else goes to `next`.
 */
export function precompressedStatic(
  dir: string,
  options: { maxAge: string; immutable?: boolean },
): express.RequestHandler {
  const files = new Set(listFiles(dir));
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const copies = ENCODINGS.filter((e) => files.has(req.path + e.ext));
    if (copies.length === 0) return next();
    res.vary('Accept-Encoding');
    const encoding = copies.find((e) => acceptsEncoding(req.headers['accept-encoding'], e.name));
    if (!encoding) return next();
    res.type(path.extname(req.path));
    res.setHeader('Content-Encoding', encoding.name);
    res.sendFile(path.join(dir, req.path + encoding.ext), {
      maxAge: options.maxAge,
      immutable: options.immutable ?? false,
      dotfiles: 'deny',
    });
  };
}
