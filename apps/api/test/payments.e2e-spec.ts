import {
  MESSAGES,
  PAYMENT_MESSAGES,
  ZBillingResponseSchema,
  ZCampaignResponseSchema,
  ZCheckoutResponseSchema,
  ZSavedCardsResponseSchema,
  ZTestCheckoutResponseSchema,
} from '@app/contracts';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { PaymentsService } from '../src/payments/payments.service';
import { createProvider, createUser, TestUser } from './factories/directory';
import { FakeStripe } from './stripe-fake';
import { createTestApp, TestApp } from './test-app';

const WEB_ORIGIN = 'http://web.test';
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;

const newOwner = (t: TestApp) => createUser(t, { roles: ['user', 'provider'] });

function leadForm() {
  return JSON.stringify({
    formName: 'Book a visit',
    formDescription: 'Pick what you need',
    options: [{ id: 'a', text: 'Consultation', checked: false }],
    emailAddress: '',
  });
}

const lead = (t: TestApp, providerId: string) =>
  request(t.http)
    .post(`/api/providers/${providerId}/leads`)
    .set('X-Forwarded-For', `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`)
    .send({ name: 'Pat Doe', email: 'pat@example.com', options: ['a'] });

describe('with Stripe (the SDK against a local fake)', () => {
  let t: TestApp;
  const fake = new FakeStripe();
  let owner: TestUser;
  let providerId: string;
  let clock = Math.floor(Date.now() / 1000);
  const nextTime = () => (clock += 10);

  beforeAll(async () => {
    const base = await fake.start();
    t = await createTestApp({
      env: {
        WEB_ORIGIN,
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: base,
      },
    });
    owner = await newOwner(t);
    providerId = await createProvider(t, { ownerId: owner.id, plan: 'basic' });
    await t.query('UPDATE providers SET lead_form = $2::jsonb WHERE id = $1', [
      providerId,
      leadForm(),
    ]);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  function sign(payload: string, secret = WEBHOOK_SECRET) {
    return t.app.get(PaymentsService).stripe!.webhooks.generateTestHeaderString({
      payload,
      secret,
    });
  }
  function sendEvent(event: object, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(event);
    return request(t.http)
      .post('/api/webhooks/stripe')
      .set('content-type', 'application/json')
      .set('stripe-signature', sign(payload, secret))
      .send(payload);
  }
  const evt = (type: string, object: Record<string, unknown>, created = nextTime()) => ({
    id: `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type,
    created,
    data: { object },
  });
  const plan = async (id = providerId) =>
    (await t.query<{ plan: string }>('SELECT plan FROM providers WHERE id = $1', [id]))[0]!.plan;
  const billing = async (user = owner, id = providerId) =>
    ZBillingResponseSchema.parse(
      (await request(t.http).get(`/api/providers/${id}/billing`).set(user.auth).expect(200)).body,
    ).data;

  let sessionId: string;
  const subscriptionId = 'sub_fake_1';

  it('starts Premium with the server price ($25/month), whatever the client sends, once per open checkout', async () => {
    const res = await request(t.http)
      .post(`/api/providers/${providerId}/subscription/checkout`)
      .set(owner.auth)
      .send({ amount: 1, price: 'price_cheap', unit_amount: 1 })
      .expect(200);
    const { url } = ZCheckoutResponseSchema.parse(res.body).data;
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_fake_\d+$/);
    sessionId = url.split('/').pop()!;

    const customer = fake.calls.find((c) => c.path === '/v1/customers')!;
    expect(customer.idempotencyKey).toBe(`customer-${providerId}-${owner.id}`);
    expect(customer.form['metadata[providerId]']).toBe(providerId);
    const [session] = fake.sessions();
    expect(session!.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': '2500',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][recurring][interval]': 'month',
      'metadata[providerId]': providerId,
      'subscription_data[metadata][providerId]': providerId,
      success_url: `${WEB_ORIGIN}/plans?checkout=success`,
    });
    expect(session!.idempotencyKey).toMatch(new RegExp(`^premium-${providerId}-`));

    // A second click hands out the same open checkout.
    const again = await request(t.http)
      .post(`/api/providers/${providerId}/subscription/checkout`)
      .set(owner.auth)
      .expect(200);
    expect(again.body.data.url).toBe(url);
    expect(fake.sessions()).toHaveLength(1);
  });

  it('refuses another provider and a plain user', async () => {
    const other = await newOwner(t);
    await createProvider(t, { ownerId: other.id });
    const plain = await createUser(t);
    const a = await request(t.http)
      .post(`/api/providers/${providerId}/subscription/checkout`)
      .set(other.auth)
      .expect(403);
    expect(a.body.message).toBe(MESSAGES.notYourProvider);
    await request(t.http)
      .post(`/api/providers/${providerId}/subscription/checkout`)
      .set(plain.auth)
      .expect(403);
    await request(t.http).get(`/api/providers/${providerId}/billing`).set(other.auth).expect(403);
  });

  it('refuses webhook events with a wrong or missing signature', async () => {
    const event = evt('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      amount_total: 2500,
      currency: 'usd',
      payment_status: 'paid',
      subscription: subscriptionId,
    });
    const wrong = await sendEvent(event, 'whsec_wrong').expect(400);
    expect(wrong.body.message).toBe(PAYMENT_MESSAGES.webhookSignature);
    await request(t.http)
      .post('/api/webhooks/stripe')
      .set('content-type', 'application/json')
      .send(JSON.stringify(event))
      .expect(400);
    // A body changed after signing.
    const payload = JSON.stringify(event);
    await request(t.http)
      .post('/api/webhooks/stripe')
      .set('content-type', 'application/json')
      .set('stripe-signature', sign(payload))
      .send(payload.replace('2500', '2501'))
      .expect(400);
    expect(await plan()).toBe('basic');
    expect(await t.query('SELECT 1 FROM stripe_events')).toHaveLength(0);
  });

  it('ignores a completed checkout that did not charge the server price', async () => {
    const res = await sendEvent(
      evt('checkout.session.completed', {
        id: sessionId,
        object: 'checkout.session',
        amount_total: 100,
        currency: 'usd',
        payment_status: 'paid',
        subscription: subscriptionId,
      }),
    ).expect(200);
    expect(res.body).toEqual({ received: true, duplicate: false });
    expect(await plan()).toBe('basic');
    expect((await lead(t, providerId)).status).toBe(409);
  });

  it('turns Premium on at checkout.session.completed, once per event id', async () => {
    const event = evt('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      amount_total: 2500,
      currency: 'usd',
      payment_status: 'paid',
      customer: 'cus_fake_1',
      subscription: subscriptionId,
    });
    await sendEvent(event).expect(200);
    expect(await plan()).toBe('premium');
    const dup = await sendEvent(event).expect(200);
    expect(dup.body.duplicate).toBe(true);
    expect(await t.query('SELECT id FROM stripe_events WHERE id = $1', [event.id])).toHaveLength(1);
    await lead(t, providerId).expect(201);
  });

  it('records invoice.paid as a payment in cents with its receipt, and the renewal date', async () => {
    const periodEnd = clock + 30 * 86400;
    const invoice = {
      id: 'in_fake_1',
      object: 'invoice',
      customer: 'cus_fake_1',
      amount_paid: 2500,
      amount_due: 2500,
      currency: 'usd',
      hosted_invoice_url: 'https://invoice.stripe.test/i/in_fake_1',
      parent: { subscription_details: { subscription: subscriptionId, metadata: { providerId } } },
      lines: { data: [{ period: { start: clock, end: periodEnd } }] },
    };
    const event = evt('invoice.paid', invoice);
    await sendEvent(event).expect(200);
    await sendEvent(event).expect(200); // duplicate: still one payment
    const b = await billing();
    expect(b.plan).toBe('premium');
    expect(b.testMode).toBe(false);
    expect(b.subscription).toEqual({
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
    });
    expect(b.payments).toEqual([
      expect.objectContaining({
        kind: 'premium',
        amountCents: 2500,
        currency: 'usd',
        status: 'paid',
        receiptUrl: 'https://invoice.stripe.test/i/in_fake_1',
      }),
    ]);
  });

  it('answers 409 to Start Premium while Premium runs', async () => {
    const res = await request(t.http)
      .post(`/api/providers/${providerId}/subscription/checkout`)
      .set(owner.auth)
      .expect(409);
    expect(res.body.message).toBe(PAYMENT_MESSAGES.alreadyPremium);
  });

  it('cancels at the period end through Stripe, audited', async () => {
    const res = await request(t.http)
      .post(`/api/providers/${providerId}/subscription/cancel`)
      .set(owner.auth)
      .expect(200);
    expect(ZBillingResponseSchema.parse(res.body).data.subscription?.cancelAtPeriodEnd).toBe(true);
    const call = fake.calls.find((c) => c.path === `/v1/subscriptions/${subscriptionId}`)!;
    expect(call.form).toEqual({ cancel_at_period_end: 'true' });
    expect(call.idempotencyKey).toBe(`cancel-${subscriptionId}`);
    expect(await plan()).toBe('premium'); // until the period ends
    const audit = await t.query<{ details: Record<string, unknown> }>(
      `SELECT details FROM audit_log WHERE action = 'provider.plan' AND target_id = $1
       AND actor_id = $2`,
      [providerId, owner.id],
    );
    expect(audit[0]?.details).toMatchObject({ cancel: 'at_period_end' });
    // Premium turned on by the webhook is in the audit log too, by 'stripe' (decision 0031).
    const byStripe = await t.query<{ details: Record<string, unknown> }>(
      `SELECT details FROM audit_log WHERE action = 'provider.plan' AND target_id = $1
       AND actor_id IS NULL AND actor_email = 'stripe'`,
      [providerId],
    );
    expect(byStripe[0]?.details).toEqual({ from: 'basic', to: 'premium' });
  });

  it('settles out-of-order subscription events by their time; ends Premium without deleting, renewal brings it back', async () => {
    const updatedAt = nextTime();
    const deletedAt = nextTime();
    await sendEvent(
      evt(
        'customer.subscription.deleted',
        {
          id: subscriptionId,
          object: 'subscription',
          status: 'canceled',
          metadata: { providerId },
        },
        deletedAt,
      ),
    ).expect(200);
    expect(await plan()).toBe('basic');
    // The older 'updated' (still active) arrives late: processed, changes nothing.
    const late = await sendEvent(
      evt(
        'customer.subscription.updated',
        {
          id: subscriptionId,
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: true,
          metadata: { providerId },
          items: { data: [{ current_period_end: clock + 86400 }] },
        },
        updatedAt,
      ),
    ).expect(200);
    expect(late.body.duplicate).toBe(false);
    expect(await plan()).toBe('basic');
    expect((await billing()).subscription?.status).toBe('canceled');
    // Premium-only things stop (the lead form), but the form is still stored.
    expect((await lead(t, providerId)).status).toBe(409);
    const [row] = await t.query<{ lead_form: { formName: string } }>(
      'SELECT lead_form FROM providers WHERE id = $1',
      [providerId],
    );
    expect(row!.lead_form.formName).toBe('Book a visit');

    // Renewal: a new paid invoice turns it back on.
    await sendEvent(
      evt('invoice.paid', {
        id: 'in_fake_2',
        object: 'invoice',
        amount_paid: 2500,
        currency: 'usd',
        hosted_invoice_url: 'https://invoice.stripe.test/i/in_fake_2',
        parent: { subscription_details: { subscription: subscriptionId, metadata: {} } },
        lines: { data: [{ period: { start: clock, end: clock + 30 * 86400 } }] },
      }),
    ).expect(200);
    expect(await plan()).toBe('premium');
    await lead(t, providerId).expect(201);

    // A failed renewal turns it off again.
    await sendEvent(
      evt('invoice.payment_failed', {
        id: 'in_fake_3',
        object: 'invoice',
        amount_due: 2500,
        amount_paid: 0,
        currency: 'usd',
        parent: { subscription_details: { subscription: subscriptionId, metadata: {} } },
      }),
    ).expect(200);
    expect(await plan()).toBe('basic');
    const b = await billing();
    expect(b.payments.map((p) => [p.amountCents, p.status])).toEqual([
      [2500, 'failed'],
      [2500, 'paid'],
      [2500, 'paid'],
    ]);
  });

  it('charges a campaign placements × $25 once and activates it for its days when paid', async () => {
    const created = await request(t.http)
      .post(`/api/providers/${providerId}/campaigns`)
      .set(owner.auth)
      .send({ durationDays: 7, placements: ['main', 'search', 'user'], total: 1 })
      .expect(201);
    const campaign = ZCampaignResponseSchema.parse(created.body).data;
    const res = await request(t.http)
      .post(`/api/providers/${providerId}/campaigns/${campaign.id}/checkout`)
      .set(owner.auth)
      .send({ amount: 100 })
      .expect(200);
    const url = ZCheckoutResponseSchema.parse(res.body).data.url;
    const session = fake.sessions().at(-1)!;
    expect(session.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '7500',
      'metadata[campaignId]': campaign.id,
      'metadata[kind]': 'campaign',
    });
    expect(session.idempotencyKey).toMatch(new RegExp(`^campaign-${campaign.id}-`));
    await sendEvent(
      evt('checkout.session.completed', {
        id: url.split('/').pop(),
        object: 'checkout.session',
        mode: 'payment',
        amount_total: 7500,
        currency: 'usd',
        payment_status: 'paid',
        payment_intent: 'pi_fake_1',
      }),
    ).expect(200);
    const [row] = await t.query<{ status: string; days: number }>(
      `SELECT status, extract(epoch FROM ends_at - starts_at) / 86400 AS days
       FROM ad_campaigns WHERE id = $1`,
      [campaign.id],
    );
    expect(row!.status).toBe('active');
    expect(Number(row!.days)).toBe(7);
    const paid = (await billing()).payments.find((p) => p.campaignId === campaign.id);
    expect(paid).toMatchObject({ kind: 'campaign', amountCents: 7500, status: 'paid' });
    const again = await request(t.http)
      .post(`/api/providers/${providerId}/campaigns/${campaign.id}/checkout`)
      .set(owner.auth)
      .expect(409);
    expect(again.body.message).toBe(PAYMENT_MESSAGES.campaignNotPayable);
  });

  it("lists the customer's saved cards from Stripe (brand, last 4, expiry), pays a campaign with one off-session at the server price, and deletes one", async () => {
    const [row] = await t.query<{ customer_id: string }>(
      'SELECT customer_id FROM stripe_customers WHERE provider_id = $1',
      [providerId],
    );
    const customer = row!.customer_id;
    fake.methods.set('pm_fake_visa', {
      id: 'pm_fake_visa',
      customer,
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, fingerprint: 'x' },
    });
    fake.methods.set('pm_fake_declined', {
      id: 'pm_fake_declined',
      customer,
      card: { brand: 'visa', last4: '0002', exp_month: 1, exp_year: 2035 },
    });
    fake.methods.set('pm_fake_other', {
      id: 'pm_fake_other',
      customer: 'cus_someone_else',
      card: { brand: 'mastercard', last4: '4444', exp_month: 1, exp_year: 2035 },
    });
    const cards = ZSavedCardsResponseSchema.parse(
      (
        await request(t.http)
          .get(`/api/providers/${providerId}/payment-methods`)
          .set(owner.auth)
          .expect(200)
      ).body,
    ).data;
    expect(cards).toEqual([
      { id: 'pm_fake_visa', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
      { id: 'pm_fake_declined', brand: 'visa', last4: '0002', expMonth: 1, expYear: 2035 },
    ]);

    const created = await request(t.http)
      .post(`/api/providers/${providerId}/campaigns`)
      .set(owner.auth)
      .send({ durationDays: 3, placements: ['search', 'provider'] })
      .expect(201);
    const payUrl = `/api/providers/${providerId}/campaigns/${created.body.data.id}/pay`;
    const declined = await request(t.http)
      .post(payUrl)
      .set(owner.auth)
      .send({ paymentMethodId: 'pm_fake_declined' })
      .expect(402);
    expect(declined.body.message).toBe('Your card was declined.');
    // Someone else's card is not ours to charge.
    await request(t.http)
      .post(payUrl)
      .set(owner.auth)
      .send({ paymentMethodId: 'pm_fake_other' })
      .expect(404);
    const paid = await request(t.http)
      .post(payUrl)
      .set(owner.auth)
      .send({ paymentMethodId: 'pm_fake_visa', amount: 1 })
      .expect(200);
    expect(paid.body.data.status).toBe('paid');
    const intent = fake.calls.filter((c) => c.path === '/v1/payment_intents').pop()!;
    expect(intent.form).toMatchObject({
      amount: '5000',
      currency: 'usd',
      customer,
      payment_method: 'pm_fake_visa',
      off_session: 'true',
      confirm: 'true',
    });
    expect(intent.idempotencyKey).toBe(`campaign-pay-${created.body.data.id}-pm_fake_visa`);
    const [campaign] = await t.query<{ status: string }>(
      'SELECT status FROM ad_campaigns WHERE id = $1',
      [created.body.data.id],
    );
    expect(campaign!.status).toBe('active');
    await request(t.http)
      .post(payUrl)
      .set(owner.auth)
      .send({ paymentMethodId: 'pm_fake_visa' })
      .expect(409);

    await request(t.http)
      .delete(`/api/providers/${providerId}/payment-methods/pm_fake_other`)
      .set(owner.auth)
      .expect(404);
    await request(t.http)
      .delete(`/api/providers/${providerId}/payment-methods/pm_fake_declined`)
      .set(owner.auth)
      .expect(204);
    expect(fake.calls.some((c) => c.path === '/v1/payment_methods/pm_fake_declined/detach')).toBe(
      true,
    );
    const after = await request(t.http)
      .get(`/api/providers/${providerId}/payment-methods`)
      .set(owner.auth)
      .expect(200);
    expect(after.body.data.map((c: { id: string }) => c.id)).toEqual(['pm_fake_visa']);
  });

  it("opens the Stripe customer portal for the owner's customer, back to /plans", async () => {
    const res = await request(t.http)
      .post(`/api/providers/${providerId}/billing/portal`)
      .set(owner.auth)
      .expect(200);
    expect(res.body.data.url).toMatch(
      /^https:\/\/billing\.stripe\.test\/p\/session\/bps_fake_\d+$/,
    );
    const [row] = await t.query<{ customer_id: string }>(
      'SELECT customer_id FROM stripe_customers WHERE provider_id = $1',
      [providerId],
    );
    const call = fake.calls.filter((c) => c.path === '/v1/billing_portal/sessions').pop()!;
    expect(call.form).toEqual({ customer: row!.customer_id, return_url: `${WEB_ORIGIN}/plans` });
    // A profile that never paid through Stripe has no customer: 409.
    const other = await createProvider(t, { ownerId: owner.id, plan: 'basic' });
    const none = await request(t.http)
      .post(`/api/providers/${other}/billing/portal`)
      .set(owner.auth)
      .expect(409);
    expect(none.body.message).toBe(PAYMENT_MESSAGES.portalUnavailable);
  });

  it('lets admins grant or revoke Premium with a reason, audited', async () => {
    const admin = await createUser(t, { roles: ['user', 'admin'] });
    const missing = await request(t.http)
      .post(`/api/admin/providers/${providerId}/plan`)
      .set(admin.auth)
      .send({ plan: 'premium', reason: ' ' })
      .expect(400);
    expect(missing.body.message).toBe(PAYMENT_MESSAGES.reasonRequired);
    await request(t.http)
      .post(`/api/admin/providers/${providerId}/plan`)
      .set(owner.auth)
      .send({ plan: 'premium', reason: 'self' })
      .expect(403);
    const res = await request(t.http)
      .post(`/api/admin/providers/${providerId}/plan`)
      .set(admin.auth)
      .send({ plan: 'premium', reason: 'Invoiced customer' })
      .expect(200);
    expect(res.body.data.plan).toBe('premium');
    const [audit] = await t.query<{ actor_id: string; details: Record<string, unknown> }>(
      `SELECT actor_id, details FROM audit_log WHERE action = 'provider.plan' AND details ? 'reason'`,
    );
    expect(audit).toEqual({
      actor_id: admin.id,
      details: { from: 'basic', to: 'premium', reason: 'Invoiced customer' },
    });
    expect((await billing(admin)).plan).toBe('premium');
  });
});

describe('test mode (no Stripe key)', () => {
  let t: TestApp;
  let owner: TestUser;
  let providerId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_ORIGIN } });
    owner = await newOwner(t);
    providerId = await createProvider(t, { ownerId: owner.id, plan: 'basic' });
    await t.query('UPDATE providers SET lead_form = $2::jsonb WHERE id = $1', [
      providerId,
      leadForm(),
    ]);
  });
  afterAll(() => t.close());

  const card = (cardNumber: string) => ({
    nameOnCard: 'Pat Doe',
    cardNumber,
    expiry: '12/34',
    cvc: '123',
    postalCode: '33101',
  });

  it('completes Premium on our own page: declined card refused, 4242… pays through the webhook path', async () => {
    const res = await request(t.http)
      .post(`/api/providers/${providerId}/subscription/checkout`)
      .set(owner.auth)
      .expect(200);
    const { url } = ZCheckoutResponseSchema.parse(res.body).data;
    expect(url).toMatch(new RegExp(`^${WEB_ORIGIN}/checkout/test/cs_test_[0-9a-f]{32}$`));
    const sessionId = url.split('/').pop()!;
    const pay = (body: object, user = owner) =>
      request(t.http)
        .post(`/api/payments/test-checkout/${sessionId}/pay`)
        .set(user.auth)
        .send(body);

    const got = await request(t.http)
      .get(`/api/payments/test-checkout/${sessionId}`)
      .set(owner.auth)
      .expect(200);
    expect(ZTestCheckoutResponseSchema.parse(got.body).data).toMatchObject({
      kind: 'premium',
      amountCents: 2500,
      status: 'open',
      returnPath: '/plans',
    });
    const stranger = await createUser(t);
    await request(t.http)
      .get(`/api/payments/test-checkout/${sessionId}`)
      .set(stranger.auth)
      .expect(404);

    const declined = await pay(card('4000 0000 0000 0002')).expect(402);
    expect(declined.body.message).toBe('Your card was declined.');
    const other = await pay(card('4111 1111 1111 1111')).expect(400);
    expect(other.body.message).toBe(PAYMENT_MESSAGES.testCardsOnly);
    const bad = await pay({ ...card('4242'), expiry: '13/99' }).expect(400);
    expect(bad.body.errors.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining([
        PAYMENT_MESSAGES.cardNumberInvalid,
        PAYMENT_MESSAGES.cardExpiryInvalid,
      ]),
    );
    expect(
      (
        await t.query<{ plan: string }>('SELECT plan FROM providers WHERE id = $1', [providerId])
      )[0]!.plan,
    ).toBe('basic');

    const ok = await pay(card('4242 4242 4242 4242')).expect(200);
    expect(ok.body.data.status).toBe('complete');
    await pay(card('4242 4242 4242 4242')).expect(409);
    await lead(t, providerId).expect(201);

    const b = ZBillingResponseSchema.parse(
      (await request(t.http).get(`/api/providers/${providerId}/billing`).set(owner.auth)).body,
    ).data;
    expect(b).toMatchObject({ plan: 'premium', testMode: true });
    expect(b.payments).toEqual([
      expect.objectContaining({ kind: 'premium', amountCents: 2500, status: 'paid' }),
    ]);
    // Only brand and last 4 digits are kept; no card number anywhere.
    const [payment] = await t.query('SELECT * FROM payments');
    expect(payment).toMatchObject({ card_brand: 'visa', card_last4: '4242' });
    const events = await t.query<{ type: string }>('SELECT type FROM stripe_events ORDER BY type');
    expect(events.map((e) => e.type)).toEqual(['checkout.session.completed', 'invoice.paid']);
    const dump = JSON.stringify(await t.query('SELECT * FROM payments, checkout_sessions'));
    expect(dump).not.toContain('4242424242424242');
  });

  it('ends a cancelled Premium at the period end and keeps the lead form', async () => {
    await request(t.http)
      .post(`/api/providers/${providerId}/subscription/cancel`)
      .set(owner.auth)
      .expect(200);
    await t.query(
      `UPDATE subscriptions SET current_period_end = now() - interval '1 minute' WHERE provider_id = $1`,
      [providerId],
    );
    const b = ZBillingResponseSchema.parse(
      (await request(t.http).get(`/api/providers/${providerId}/billing`).set(owner.auth)).body,
    ).data;
    expect(b.plan).toBe('basic');
    expect(b.subscription?.status).toBe('canceled');
    expect((await lead(t, providerId)).status).toBe(409);
  });

  it('pays a campaign with a test card, which fills the sponsored carousel; no webhook', async () => {
    const before = await request(t.http).get('/api/providers/sponsored').expect(200);
    expect(before.body.data).toEqual([]); // no campaign runs, no sample data
    const created = await request(t.http)
      .post(`/api/providers/${providerId}/campaigns`)
      .set(owner.auth)
      .send({ durationDays: 3, placements: ['main'] })
      .expect(201);
    const res = await request(t.http)
      .post(`/api/providers/${providerId}/campaigns/${created.body.data.id}/checkout`)
      .set(owner.auth)
      .expect(200);
    const sessionId = (res.body.data.url as string).split('/').pop()!;
    const ok = await request(t.http)
      .post(`/api/payments/test-checkout/${sessionId}/pay`)
      .set(owner.auth)
      .send(card('5555 5555 5555 4444'))
      .expect(200);
    expect(ok.body.data).toMatchObject({
      kind: 'campaign',
      amountCents: 2500,
      returnPath: '/advertisement',
    });
    const [row] = await t.query<{ status: string }>(
      'SELECT status FROM ad_campaigns WHERE id = $1',
      [created.body.data.id],
    );
    expect(row!.status).toBe('active');
    const after = await request(t.http).get('/api/providers/sponsored').expect(200);
    expect(
      after.body.data.map((p: { id: string; sponsored: boolean }) => [p.id, p.sponsored]),
    ).toEqual([[providerId, true]]);
    // Over: it leaves the carousel.
    await t.query(`UPDATE ad_campaigns SET ends_at = now() - interval '1 second' WHERE id = $1`, [
      created.body.data.id,
    ]);
    expect((await request(t.http).get('/api/providers/sponsored').expect(200)).body.data).toEqual(
      [],
    );
    const campaigns = await request(t.http)
      .get(`/api/providers/${providerId}/campaigns`)
      .set(owner.auth)
      .expect(200);
    expect(campaigns.body.data[0].status).toBe('ended');
    await request(t.http).post('/api/webhooks/stripe').send({}).expect(404);
    // No Stripe, no customer portal.
    await request(t.http)
      .post(`/api/providers/${providerId}/billing/portal`)
      .set(owner.auth)
      .expect(409);
  });

  it('saves the test cards that paid (brand, last 4, expiry; never the number), pays with one, deletes one', async () => {
    const list = async () =>
      ZSavedCardsResponseSchema.parse(
        (
          await request(t.http)
            .get(`/api/providers/${providerId}/payment-methods`)
            .set(owner.auth)
            .expect(200)
        ).body,
      ).data;
    const cards = await list();
    expect(cards.map((c) => [c.brand, c.last4, c.expMonth, c.expYear]).sort()).toEqual([
      ['mastercard', '4444', 12, 2034],
      ['visa', '4242', 12, 2034],
    ]);
    const dump = JSON.stringify(await t.query('SELECT * FROM saved_cards'));
    expect(dump).not.toContain('4242424242424242');
    expect(dump).not.toContain('5555555555554444');

    const created = await request(t.http)
      .post(`/api/providers/${providerId}/campaigns`)
      .set(owner.auth)
      .send({ durationDays: 7, placements: ['search', 'user'] })
      .expect(201);
    const visa = cards.find((c) => c.brand === 'visa')!;
    const paid = await request(t.http)
      .post(`/api/providers/${providerId}/campaigns/${created.body.data.id}/pay`)
      .set(owner.auth)
      .send({ paymentMethodId: visa.id })
      .expect(200);
    const [payment] = await t.query<{ amount_cents: number; card_last4: string }>(
      'SELECT amount_cents, card_last4 FROM payments WHERE id = $1',
      [paid.body.data.paymentId],
    );
    expect(payment).toEqual({ amount_cents: 5000, card_last4: '4242' });
    const sponsored = await request(t.http)
      .get('/api/providers/sponsored?placement=user')
      .expect(200);
    expect(sponsored.body.data.map((p: { id: string }) => p.id)).toEqual([providerId]);

    const stranger = await newOwner(t);
    await request(t.http)
      .delete(`/api/providers/${providerId}/payment-methods/${visa.id}`)
      .set(stranger.auth)
      .expect(403);
    await request(t.http)
      .delete(`/api/providers/${providerId}/payment-methods/${visa.id}`)
      .set(owner.auth)
      .expect(204);
    expect((await list()).map((c) => c.brand)).toEqual(['mastercard']);
    await request(t.http)
      .delete(`/api/providers/${providerId}/payment-methods/${visa.id}`)
      .set(owner.auth)
      .expect(404);
  });
});
