import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake Stripe received: method, path, form fields and the idempotency key. */
export interface StripeCall {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
}

type Obj = Record<string, unknown>;

interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  url: string | null;
  amount_total: number;
  currency: string;
  customer: string | null;
  payment_intent: string | null;
  subscription: string | null;
  metadata: Record<string, string>;
}

/** The `metadata[key]` fields of a form as an object. */
function metadataOf(form: Record<string, string>, prefix = 'metadata'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(form)) {
    const m = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`).exec(k);
    if (m) out[m[1]!] = v;
  }
  return out;
}

/**
 * A local HTTP fake of the Stripe endpoints the product calls, in Stripe's shapes (objects,
 * lists, deleted objects, errors): customers (create, delete), checkout sessions (create,
 * retrieve, expire), payment methods (list, retrieve, detach), payment intents, refunds,
 * subscriptions (update, cancel) and billing portal sessions. It keeps state, so a deleted
 * customer or an expired session answers as Stripe would. The real SDK talks to it through
 * its host/port/protocol options (STRIPE_API_BASE).
 */
export class FakeStripe {
  calls: StripeCall[] = [];
  /** Saved payment methods by id (a card the customer saved at Stripe). */
  methods = new Map<
    string,
    { id: string; customer: string | null; card: Record<string, unknown> }
  >();
  customers = new Map<string, { id: string; deleted: boolean; metadata: Obj }>();
  checkoutSessions = new Map<string, FakeSession>();
  subscriptions = new Map<
    string,
    { id: string; status: string; customer: string | null; cancel_at_period_end: boolean }
  >();
  intents = new Map<string, { id: string; amount: number; customer: string | null }>();
  refunds = new Map<string, { id: string; payment_intent: string; amount: number }>();
  /** Requests answered 500 (an outage at Stripe) while set. */
  failing: { method: string; path: string } | null = null;
  private server: Server | null = null;
  private n = 0;

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server!.close(() => resolve()));
  }

  sessions(): StripeCall[] {
    return this.calls.filter((c) => c.path === '/v1/checkout/sessions' && c.method === 'POST');
  }

  callsTo(method: string, path: string | RegExp): StripeCall[] {
    return this.calls.filter(
      (c) =>
        c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path)),
    );
  }

  /** A customer made at Stripe earlier (outside these tests' calls). */
  addCustomer(): string {
    const id = `cus_fake_${++this.n}`;
    this.customers.set(id, { id, deleted: false, metadata: {} });
    return id;
  }

  /** A subscription the customer has at Stripe (as Checkout would have made it). */
  addSubscription(id: string, customer: string | null): void {
    this.subscriptions.set(id, { id, status: 'active', customer, cancel_at_period_end: false });
  }

  /**
   * The customer pays the Checkout session on Stripe's page (it may since have been expired
   * by us: then Stripe refuses, and this answers null). Answers the completed session as a
   * checkout.session.completed event carries it.
   */
  completeSession(id: string, { force = false } = {}): FakeSession | null {
    const session = this.checkoutSessions.get(id);
    if (!session || (session.status !== 'open' && !force)) return null;
    const intent = `pi_fake_${++this.n}`;
    this.intents.set(intent, {
      id: intent,
      amount: session.amount_total,
      customer: session.customer,
    });
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      url: null,
      payment_intent: session.mode === 'payment' ? intent : null,
    });
    return { ...session };
  }

  private error(res: ServerResponse, status: number, type: string, message: string, code?: string) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { type, message, ...(code ? { code } : {}) } }));
  }

  private missing(res: ServerResponse, what: string, id: string) {
    this.error(res, 404, 'invalid_request_error', `No such ${what}: '${id}'`, 'resource_missing');
  }

  private async answer(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const form = Object.fromEntries(new URLSearchParams(raw));
    const path = (req.url ?? '').split('?')[0]!;
    const method = req.method ?? '';
    this.calls.push({
      method,
      path,
      form,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
    });
    if (this.failing && this.failing.method === method && this.failing.path === path)
      return this.error(res, 500, 'api_error', 'Something went wrong on Stripe’s end.');
    const id = ++this.n;
    const parts = path.split('/'); // ['', 'v1', resource, id, action]
    let body: Obj;
    if (path === '/v1/customers' && method === 'POST') {
      const customer = { id: `cus_fake_${id}`, deleted: false, metadata: metadataOf(form) };
      this.customers.set(customer.id, customer);
      body = { id: customer.id, object: 'customer', metadata: customer.metadata };
    } else if (/^\/v1\/customers\/[^/]+$/.test(path) && method === 'DELETE') {
      const customer = this.customers.get(parts[3]!);
      if (!customer || customer.deleted) return this.missing(res, 'customer', parts[3]!);
      customer.deleted = true;
      // Stripe cancels the customer's subscriptions and removes its payment methods.
      for (const sub of this.subscriptions.values())
        if (sub.customer === customer.id) sub.status = 'canceled';
      for (const m of this.methods.values()) if (m.customer === customer.id) m.customer = null;
      body = { id: customer.id, object: 'customer', deleted: true };
    } else if (path === '/v1/checkout/sessions' && method === 'POST') {
      const session: FakeSession = {
        id: `cs_fake_${id}`,
        object: 'checkout.session',
        mode: form.mode ?? 'payment',
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.test/c/pay/cs_fake_${id}`,
        amount_total: Number(form['line_items[0][price_data][unit_amount]']),
        currency: form['line_items[0][price_data][currency]'] ?? 'usd',
        customer: form.customer ?? null,
        payment_intent: null,
        subscription: null,
        metadata: metadataOf(form),
      };
      this.checkoutSessions.set(session.id, session);
      body = { ...session };
    } else if (/^\/v1\/checkout\/sessions\/[^/]+(\/expire)?$/.test(path)) {
      const session = this.checkoutSessions.get(parts[4]!);
      if (!session) return this.missing(res, 'checkout.session', parts[4]!);
      if (path.endsWith('/expire')) {
        if (session.status !== 'open')
          return this.error(
            res,
            400,
            'invalid_request_error',
            `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
          );
        session.status = 'expired';
        session.url = null;
      }
      body = { ...session };
    } else if (/^\/v1\/customers\/[^/]+\/payment_methods$/.test(path)) {
      const customer = this.customers.get(parts[3]!);
      if (!customer || customer.deleted) return this.missing(res, 'customer', parts[3]!);
      body = {
        object: 'list',
        url: path,
        has_more: false,
        data: [...this.methods.values()]
          .filter((m) => m.customer === customer.id)
          .map((m) => ({ object: 'payment_method', type: 'card', ...m })),
      };
    } else if (/^\/v1\/payment_methods\/[^/]+(\/detach)?$/.test(path)) {
      const pm = this.methods.get(parts[3]!);
      if (!pm) return this.missing(res, 'PaymentMethod', parts[3]!);
      if (path.endsWith('/detach')) pm.customer = null;
      body = { object: 'payment_method', type: 'card', ...pm };
    } else if (path === '/v1/billing_portal/sessions') {
      const customer = this.customers.get(form.customer ?? '');
      if (!customer || customer.deleted) return this.missing(res, 'customer', form.customer ?? '');
      body = {
        id: `bps_fake_${id}`,
        object: 'billing_portal.session',
        customer: form.customer,
        return_url: form.return_url,
        url: `https://billing.stripe.test/p/session/bps_fake_${id}`,
      };
    } else if (path === '/v1/payment_intents') {
      const customer = this.customers.get(form.customer ?? '');
      if (!customer || customer.deleted) return this.missing(res, 'customer', form.customer ?? '');
      if (form.payment_method === 'pm_fake_declined') {
        res.writeHead(402, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
            },
          }),
        );
        return;
      }
      const intent = { id: `pi_fake_${id}`, amount: Number(form.amount), customer: form.customer! };
      this.intents.set(intent.id, intent);
      body = {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amount,
        currency: form.currency,
        customer: form.customer,
        payment_method: form.payment_method,
        metadata: metadataOf(form),
        status: 'succeeded',
      };
    } else if (path === '/v1/refunds' && method === 'POST') {
      const intent = this.intents.get(form.payment_intent ?? '');
      if (!intent) return this.missing(res, 'payment_intent', form.payment_intent ?? '');
      const refund = { id: `re_fake_${id}`, payment_intent: intent.id, amount: intent.amount };
      this.refunds.set(refund.id, refund);
      body = {
        ...refund,
        object: 'refund',
        currency: 'usd',
        status: 'succeeded',
        metadata: metadataOf(form),
      };
    } else if (/^\/v1\/subscriptions\/[^/]+$/.test(path)) {
      const subId = parts[3]!;
      let sub = this.subscriptions.get(subId);
      if (method === 'DELETE') {
        if (!sub) return this.missing(res, 'subscription', subId);
        if (sub.status === 'canceled')
          return this.error(
            res,
            400,
            'invalid_request_error',
            'A canceled subscription can only update its cancellation_details and metadata.',
          );
        sub.status = 'canceled';
      } else {
        if (!sub) {
          sub = { id: subId, status: 'active', customer: null, cancel_at_period_end: false };
          this.subscriptions.set(subId, sub);
        }
        if (form.cancel_at_period_end)
          sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
      }
      body = { object: 'subscription', ...sub };
    } else {
      return this.error(res, 404, 'invalid_request_error', 'no route');
    }
    res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${id}` });
    res.end(JSON.stringify(body));
  }
}
