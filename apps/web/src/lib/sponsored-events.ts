import type { TSponsoredEventType } from '@app/contracts';

/** How long events gather before one batch leaves (a page shows its entries at once). */
const FLUSH_AFTER_MS = 1500;

interface Pending {
  campaignId: string;
  type: TSponsoredEventType;
}

let queue: Pending[] = [];
const sent = new Set<string>();
let timer: number | null = null;

/**
 * Sends what has gathered, in one request that nobody waits for: counting never slows a
 * page (decision 0031). A failed batch is dropped; the figures are statistics, not money.
 */
export async function flushSponsoredEvents(): Promise<void> {
  if (timer !== null) window.clearTimeout(timer);
  timer = null;
  const events = queue.splice(0, queue.length);
  if (events.length === 0) return;
  try {
    const { paymentsApi } = await import('./payments-api');
    await paymentsApi.payments.sponsoredEvents({ body: { events } });
  } catch {
    // Statistics only.
  }
}

/**
 * Counts an impression or a click of a paid sponsored entry, once per campaign and kind in
 * this page's life (the API counts each client once per 10 minutes anyway).
 */
export function trackSponsored(campaignId: string | null | undefined, type: TSponsoredEventType) {
  if (!campaignId) return; // a demo entry: no campaign to count for
  const key = `${type}:${campaignId}`;
  if (sent.has(key)) return;
  sent.add(key);
  queue.push({ campaignId, type });
  if (type === 'click') {
    void flushSponsoredEvents();
    return;
  }
  if (timer === null) timer = window.setTimeout(() => void flushSponsoredEvents(), FLUSH_AFTER_MS);
}

/** Forgets what was sent (tests). */
export function resetSponsoredEvents(): void {
  queue = [];
  sent.clear();
  if (timer !== null) window.clearTimeout(timer);
  timer = null;
}
