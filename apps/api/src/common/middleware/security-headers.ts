import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** One year, subdomains included; sent only on HTTPS (decision 0011). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * The Content-Security-Policy of every answer (decision 0011). Scripts only from this
 * origin (the built SPA has no inline script; the provider page's JSON-LD is a data block,
 * which CSP does not execute or block); no plugins; no framing of this site; frames only
 * for the Google map embed; XHR/fetch only to this origin. Inline styles stay allowed:
 * React and Radix set style attributes and a few <style> elements.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ['https://www.google.com', 'https://maps.google.com'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  // Off: every URL of the app is relative, and an HTTP-only install must keep working.
  upgradeInsecureRequests: null,
};

/**
 * Helmet with the CSP above, frame denial, nosniff and the other defaults; HSTS only when
 * the request came over HTTPS (`req.secure`, which honours X-Forwarded-Proto from the
 * proxies that Express's `trust proxy` setting trusts).
 */
export function securityHeaders(): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
      frameguard: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
    }),
    (req: Request, res: Response, next: NextFunction) => {
      if (req.secure) res.setHeader('Strict-Transport-Security', HSTS_VALUE);
      next();
    },
  ];
}
