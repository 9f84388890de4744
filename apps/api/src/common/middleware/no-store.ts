import type { NextFunction, Request, Response } from 'express';

/**
 * `Cache-Control: no-store` on every API answer (issue 16 item 15): answers depend on the
 * caller (their token, their profile, their leads), and no browser or shared cache may keep
 * them. Set first, so errors carry it too; a handler whose answer may be kept says so itself
 * (public images in storage/files.controller.ts).
 */
export function noStoreApiAnswers(req: Request, res: Response, next: NextFunction): void {
  if (req.path === '/api' || req.path.startsWith('/api/'))
    res.setHeader('Cache-Control', 'no-store');
  next();
}
