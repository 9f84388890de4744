import Stripe from 'stripe';
import type { AppConfig } from '../config/app-config';

/** Injection token of the Stripe client; null in test mode (no STRIPE_SECRET_KEY). */
export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/**
 * The official SDK on STRIPE_SECRET_KEY, or null (test mode). STRIPE_API_BASE points it
 * elsewhere (the tests' local fake of the Stripe endpoints) through the SDK's own
 * host/port/protocol options.
 */
export function createStripeClient(config: AppConfig): Stripe | null {
  const key = config.env.STRIPE_SECRET_KEY;
  if (!key) return null;
  const base = config.env.STRIPE_API_BASE ? new URL(config.env.STRIPE_API_BASE) : null;
  return new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}
