import { PAYMENT_MESSAGES, ZBillingResponseSchema, ZCheckoutResponseSchema } from '@app/contracts';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { AuthService } from '../src/auth/auth.service';
import { PaymentsService } from '../src/payments/payments.service';
import { createProvider, createUser, TestUser } from './factories/directory';
import { SmtpReceiver, subjectOf } from './smtp-receiver';
import { FakeStripe } from './stripe-fake';
import { createTestApp, TestApp } from './test-app';

/**
 * Issue 43, Money: billing belongs to the person (decision 0056), deletion cancels Stripe
 * subscriptions, one payment per campaign, and webhooks with odd bodies. Stripe mode: the
 * real SDK against the local fake (test/stripe-fake.ts).
 */

const WEB_ORIGIN = 'http://web.test';
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;
const PASSWORD = 'Owner#Pass1234';

let t: TestApp;
const fake = new FakeStripe();
const smtp = new SmtpReceiver();
let admin: TestUser;
let clock = Math.floor(Date.now() / 1000);
const nextTime = () => (clock += 10);

beforeAll(async () => {
  const base = await fake.start();
  await smtp.start();
  t = await createTestApp({
    env: {
      WEB_ORIGIN,
      SMTP_URL: smtp.url,
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: base,
    },
  });
  admin = await createUser(t, { roles: ['user', 'admin'] });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
  await smtp.stop();
});

function sendRaw(payload: string) {
  const signature = t.app.get(PaymentsService).stripe!.webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
  });
  return request(t.http)
    .post('/api/webhooks/stripe')
    .set('content-type', 'application/json')
    .set('stripe-signature', signature)
    .send(payload);
}
const sendEvent = (event: object) => sendRaw(JSON.stringify(event));
const evt = (type: string, object: Record<string, unknown>, created = nextTime()) => ({
  id: `evt_${randomBytes(8).toString('hex')}`,
  object: 'event',
  type,
  created,
  data: { object },
});

/** A provider owner who can sign in with a password (deletion asks for it). */
async function ownerWithPassword(language: 'en' | 'es' = 'en'): Promise<TestUser> {
  const user = await createUser(t, { roles: ['user', 'provider'] });
  const hash = await t.app.get(AuthService).hashPassword(PASSWORD);
  await t.query('UPDATE users SET password_hash = $2, language = $3 WHERE id = $1', [
    user.id,
    hash,
    language,
  ]);
  return user;
}

const LEAD_FORM = JSON.stringify({
  formName: 'Book a visit',
  formDescription: 'Pick what you need',
  options: [{ id: 'a', text: 'Consultation', checked: false }],
  emailAddress: '',
});

async function premiumProvider(owner: TestUser, name: string) {
  const id = await createProvider(t, { ownerId: owner.id, plan: 'basic', name });
  await t.query('UPDATE providers SET lead_form = $2::jsonb WHERE id = $1', [id, LEAD_FORM]);
  const res = await request(t.http)
    .post(`/api/providers/${id}/subscription/checkout`)
    .set(owner.auth)
    .expect(200);
  const sessionId = ZCheckoutResponseSchema.parse(res.body).data.url.split('/').pop()!;
  const session = fake.checkoutSessions.get(sessionId)!;
  const customer = session.customer!;
  const subscription = `sub_fake_${randomBytes(4).toString('hex')}`;
  fake.addSubscription(subscription, customer);
  fake.completeSession(sessionId);
  await sendEvent(
    evt('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      amount_total: 2500,
      currency: 'usd',
      payment_status: 'paid',
      customer,
      subscription,
      metadata: session.metadata,
    }),
  ).expect(200);
  await sendEvent(
    evt('invoice.paid', {
      id: `in_fake_${randomBytes(4).toString('hex')}`,
      object: 'invoice',
      customer,
      amount_paid: 2500,
      currency: 'usd',
      hosted_invoice_url: 'https://invoice.stripe.test/i/1',
      parent: { subscription_details: { subscription, metadata: { providerId: id } } },
      lines: { data: [{ period: { start: clock, end: clock + 30 * 86400 } }] },
    }),
  ).expect(200);
  const card = `pm_fake_${randomBytes(4).toString('hex')}`;
  fake.methods.set(card, {
    id: card,
    customer,
    card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
  });
  return { id, customer, subscription, card };
}

async function sendLeads(providerId: string, count: number) {
  for (let i = 0; i < count; i++)
    await request(t.http)
      .post(`/api/providers/${providerId}/leads`)
      .set('X-Forwarded-For', `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`)
      .send({ name: `Pat ${i}`, email: `pat${i}@example.com`, options: ['a'] })
      .expect(201);
}

async function claimApproved(providerId: string, claimant: TestUser) {
  const [claim] = await t.query<{ id: string }>(
    `INSERT INTO profile_claims (provider_id, claimant_id, registration_key, address_proof_key,
       website_url, work_email, full_name, job_title, phone_number)
     VALUES ($1, $2, 'claims/r.pdf', 'claims/a.pdf', 'https://example.com', $3, 'Bo Claimant',
       'Owner', '305-555-0100') RETURNING id`,
    [providerId, claimant.id, claimant.email],
  );
  await request(t.http)
    .post(`/api/admin/profile-claims/${claim!.id}/approve`)
    .set(admin.auth)
    .expect(200);
}

/** Waits for a mail to `address` whose subject matches (mails go after the answer). */
async function mailTo(address: string, subject: RegExp) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mail = smtp.mailsTo(address).find((m) => subject.test(subjectOf(m)));
    // The body's quoted-printable bytes read as UTF-8.
    if (mail)
      return {
        subject: subjectOf(mail),
        body: Buffer.from(mail.body, 'latin1').toString('utf8'),
      };
    if (Date.now() > deadline) throw new Error(`no mail ${String(subject)} to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const deleteAccount = (user: TestUser) =>
  request(t.http).post('/api/users/me/delete').set(user.auth).send({ password: PASSWORD });

/** Everything a new owner could read of the profile's billing and leads. */
async function whatTheOwnerSees(user: TestUser, providerId: string) {
  const get = (path: string) =>
    request(t.http).get(`/api/providers/${providerId}${path}`).set(user.auth);
  const billing = ZBillingResponseSchema.parse((await get('/billing').expect(200)).body).data;
  const cards = (await get('/payment-methods').expect(200)).body.data as unknown[];
  const leads = (await get('/leads').expect(200)).body as { data: unknown[]; total: number };
  const csv = (await get('/leads/export').expect(200)).text;
  const dashboard = (await get('/dashboard?period=week').expect(200)).body.data;
  const portal = await request(t.http)
    .post(`/api/providers/${providerId}/billing/portal`)
    .set(user.auth);
  return {
    plan: billing.plan,
    subscription: billing.subscription,
    payments: billing.payments.length,
    cards: cards.length,
    leads: leads.total,
    leadRows: leads.data.length,
    csvLines: csv.trim().split('\r\n').length,
    dashboardLeads: dashboard.tiles.totalLeads.value,
    portal: [portal.status, portal.body.message],
  };
}

describe('the next owner of a profile inherits none of the previous owner’s billing', () => {
  it('owner A deletes the account; B claims the profile and starts with no customer, cards, history or leads; A’s Stripe customer is deleted', async () => {
    const a = await ownerWithPassword();
    const p = await premiumProvider(a, 'Harbor Injury Law');
    await sendLeads(p.id, 12);
    // A opens a campaign checkout too (left open).
    const campaign = await request(t.http)
      .post(`/api/providers/${p.id}/campaigns`)
      .set(a.auth)
      .send({ durationDays: 3, placements: ['main'] })
      .expect(201);
    const open = await request(t.http)
      .post(`/api/providers/${p.id}/campaigns/${campaign.body.data.id}/checkout`)
      .set(a.auth)
      .expect(200);
    const openSession = (open.body.data.url as string).split('/').pop()!;
    const before = await whatTheOwnerSees(a, p.id);
    expect(before).toMatchObject({ plan: 'premium', payments: 1, cards: 1, leads: 12 });
    const [paymentOfA] = await t.query<{ id: string }>(
      'SELECT id FROM payments WHERE provider_id = $1',
      [p.id],
    );

    await deleteAccount(a).expect(204);
    const b = await createUser(t);
    await claimApproved(p.id, b);
    expect(await whatTheOwnerSees(b, p.id)).toEqual({
      plan: 'basic',
      subscription: null,
      payments: 0,
      cards: 0,
      leads: 0,
      leadRows: 0,
      csvLines: 1,
      dashboardLeads: 0,
      portal: [409, PAYMENT_MESSAGES.portalUnavailable],
    });
    // At Stripe: the subscription cancelled, the open checkout expired, the customer deleted.
    expect(fake.subscriptions.get(p.subscription)!.status).toBe('canceled');
    expect(fake.checkoutSessions.get(openSession)!.status).toBe('expired');
    expect(fake.customers.get(p.customer)!.deleted).toBe(true);
    expect(fake.callsTo('DELETE', `/v1/customers/${p.customer}`)).toHaveLength(1);
    // A's receipt and A's card are not B's.
    await request(t.http)
      .get(`/api/providers/${p.id}/payments/${paymentOfA!.id}`)
      .set(b.auth)
      .expect(404);
    const created = await request(t.http)
      .post(`/api/providers/${p.id}/campaigns`)
      .set(b.auth)
      .send({ durationDays: 3, placements: ['search'] })
      .expect(201);
    const intentsBefore = fake.callsTo('POST', '/v1/payment_intents').length;
    await request(t.http)
      .post(`/api/providers/${p.id}/campaigns/${created.body.data.id}/pay`)
      .set(b.auth)
      .send({ paymentMethodId: p.card })
      .expect(404);
    expect(fake.callsTo('POST', '/v1/payment_intents')).toHaveLength(intentsBefore);
    // B's checkout makes B's own customer, never A's.
    await request(t.http)
      .post(`/api/providers/${p.id}/campaigns/${created.body.data.id}/checkout`)
      .set(b.auth)
      .expect(200);
    const session = fake.sessions().at(-1)!;
    expect(session.form.customer).not.toBe(p.customer);
    expect(session.form['metadata[ownerId]']).toBe(b.id);
    expect(fake.callsTo('POST', '/v1/customers').at(-1)!.idempotencyKey).toBe(
      `customer-${p.id}-${b.id}`,
    );
  });

  it('an admin’s deletion of the owner and a claim approval for another user hand over no billing; leftovers of an earlier owner are closed at Stripe on approval', async () => {
    const c = await ownerWithPassword();
    const p = await premiumProvider(c, 'Bayside Chiropractic');
    await sendLeads(p.id, 2);
    await request(t.http).delete(`/api/admin/users/${c.id}`).set(admin.auth).expect(204);
    expect(fake.subscriptions.get(p.subscription)!.status).toBe('canceled');
    expect(fake.customers.get(p.customer)!.deleted).toBe(true);
    const d = await createUser(t);
    await claimApproved(p.id, d);
    expect(await whatTheOwnerSees(d, p.id)).toMatchObject({
      plan: 'basic',
      subscription: null,
      payments: 0,
      cards: 0,
      leads: 0,
    });

    // Billing left on a profile by an owner deleted before this rule: a customer and an
    // active subscription with no owner. Approving a claim closes them at Stripe first.
    const q = await createProvider(t, { plan: 'unclaimed', ownerId: null });
    const customer = fake.addCustomer();
    fake.addSubscription('sub_left_over', customer);
    fake.methods.set('pm_left_over', { id: 'pm_left_over', customer, card: { brand: 'visa' } });
    await t.query('INSERT INTO stripe_customers (provider_id, customer_id) VALUES ($1, $2)', [
      q,
      customer,
    ]);
    await t.query(
      `INSERT INTO subscriptions (provider_id, subscription_id, status, last_event_at)
       VALUES ($1, 'sub_left_over', 'active', now())`,
      [q],
    );
    const e = await createUser(t);
    await claimApproved(q, e);
    expect(fake.subscriptions.get('sub_left_over')!.status).toBe('canceled');
    expect(fake.customers.get(customer)!.deleted).toBe(true);
    expect(await whatTheOwnerSees(e, q)).toMatchObject({ subscription: null, cards: 0 });
    const audit = await t.query<{ details: { detached: string[] } }>(
      `SELECT details FROM audit_log WHERE action = 'billing.close' AND target_id = $1`,
      [q],
    );
    expect(audit[0]!.details.detached.sort()).toEqual([customer, 'sub_left_over'].sort());
  });
});

describe('deleting a Premium owner’s account cancels the Stripe subscription', () => {
  it('cancels at Stripe, refuses the later invoice.paid (no payment for an unclaimed profile), and the deletion mail says so, in English and Spanish', async () => {
    for (const language of ['en', 'es'] as const) {
      const owner = await ownerWithPassword(language);
      const p = await premiumProvider(owner, `Coastal Imaging ${language}`);
      await deleteAccount(owner).expect(204);
      const cancel = fake.callsTo('DELETE', `/v1/subscriptions/${p.subscription}`);
      expect(cancel).toHaveLength(1);
      expect(fake.subscriptions.get(p.subscription)!.status).toBe('canceled');

      const payments = async () =>
        (await t.query('SELECT 1 FROM payments WHERE provider_id = $1', [p.id])).length;
      const paidBefore = await payments();
      for (const event of [
        evt('invoice.paid', {
          id: `in_late_${randomBytes(4).toString('hex')}`,
          object: 'invoice',
          customer: p.customer,
          amount_paid: 2500,
          currency: 'usd',
          parent: {
            subscription_details: {
              subscription: p.subscription,
              metadata: { providerId: p.id },
            },
          },
          lines: { data: [{ period: { start: clock, end: clock + 30 * 86400 } }] },
        }),
        evt('customer.subscription.updated', {
          id: p.subscription,
          object: 'subscription',
          status: 'active',
          customer: p.customer,
          metadata: { providerId: p.id },
        }),
      ])
        await sendEvent(event).expect(200);
      expect(await payments()).toBe(paidBefore);
      const [row] = await t.query<{ plan: string; owner_id: string | null }>(
        'SELECT plan, owner_id FROM providers WHERE id = $1',
        [p.id],
      );
      expect(row).toEqual({ plan: 'unclaimed', owner_id: null });

      const mail = await mailTo(owner.email, /account was deleted|Se eliminó su cuenta/);
      if (language === 'en') {
        expect(mail.subject).toBe('Your InjuryPros account was deleted');
        expect(mail.body).toContain(
          'Your Premium subscription for “Coastal Imaging en” was cancelled at Stripe: you will not be charged again.',
        );
      } else {
        expect(mail.body).toContain(
          'Se canceló en Stripe su suscripción Premium de “Coastal Imaging es”: no se le cobrará de nuevo.',
        );
      }
    }
  });

  it('a subscription left running on an unclaimed profile (an owner deleted before this rule) records nothing and is cancelled at Stripe on its next invoice', async () => {
    const p = await createProvider(t, { plan: 'unclaimed', ownerId: null });
    const customer = fake.addCustomer();
    fake.addSubscription('sub_orphan', customer);
    await t.query('INSERT INTO stripe_customers (provider_id, customer_id) VALUES ($1, $2)', [
      p,
      customer,
    ]);
    await t.query(
      `INSERT INTO subscriptions (provider_id, subscription_id, status, last_event_at)
       VALUES ($1, 'sub_orphan', 'active', now())`,
      [p],
    );
    const invoice = evt('invoice.paid', {
      id: 'in_orphan',
      object: 'invoice',
      customer,
      amount_paid: 2500,
      currency: 'usd',
      parent: { subscription_details: { subscription: 'sub_orphan', metadata: { providerId: p } } },
    });
    await sendEvent(invoice).expect(200);
    expect(await t.query('SELECT 1 FROM payments WHERE provider_id = $1', [p])).toEqual([]);
    expect(fake.subscriptions.get('sub_orphan')!.status).toBe('canceled');
    const [audit] = await t.query<{ details: Record<string, unknown> }>(
      `SELECT details FROM audit_log WHERE action = 'billing.close' AND target_id = $1`,
      [p],
    );
    expect(audit!.details).toEqual({ reason: 'unclaimed', detached: ['sub_orphan'] });
    expect(
      (await t.query<{ plan: string }>('SELECT plan FROM providers WHERE id = $1', [p]))[0]!.plan,
    ).toBe('unclaimed');
  });

  it('a Premium checkout completed after its owner’s deletion starts nothing and its subscription is cancelled at Stripe', async () => {
    const owner = await ownerWithPassword();
    const id = await createProvider(t, { ownerId: owner.id, plan: 'basic' });
    const res = await request(t.http)
      .post(`/api/providers/${id}/subscription/checkout`)
      .set(owner.auth)
      .expect(200);
    const sessionId = (res.body.data.url as string).split('/').pop()!;
    await deleteAccount(owner).expect(204);
    expect(fake.checkoutSessions.get(sessionId)!.status).toBe('expired');
    // Stripe completes it anyway (a race with the expiry).
    const late = fake.completeSession(sessionId, { force: true })!;
    fake.addSubscription('sub_after_deletion', late.customer);
    await sendEvent(
      evt('checkout.session.completed', {
        id: sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        amount_total: 2500,
        currency: 'usd',
        payment_status: 'paid',
        customer: late.customer,
        subscription: 'sub_after_deletion',
        metadata: late.metadata,
      }),
    ).expect(200);
    expect(fake.subscriptions.get('sub_after_deletion')!.status).toBe('canceled');
    expect(
      (await t.query<{ plan: string }>('SELECT plan FROM providers WHERE id = $1', [id]))[0]!.plan,
    ).toBe('unclaimed');
    expect(await t.query('SELECT 1 FROM subscriptions WHERE provider_id = $1', [id])).toEqual([]);
  });

  it('refuses the deletion (503, nothing deleted) while Stripe cannot cancel the subscription', async () => {
    const owner = await ownerWithPassword();
    const p = await premiumProvider(owner, 'Downtown Towing');
    // Stripe answers 500 to the cancellation (every retry of the SDK too).
    fake.failing = { method: 'DELETE', path: `/v1/subscriptions/${p.subscription}` };
    await deleteAccount(owner).expect(503);
    fake.failing = null;
    expect(await t.query('SELECT 1 FROM users WHERE id = $1', [owner.id])).toHaveLength(1);
    expect(
      (await t.query<{ plan: string }>('SELECT plan FROM providers WHERE id = $1', [p.id]))[0]!
        .plan,
    ).toBe('premium');
    await deleteAccount(owner).expect(204);
    expect(fake.subscriptions.get(p.subscription)!.status).toBe('canceled');
  });
});

describe('one campaign is paid at most once', () => {
  async function campaignWithCheckout(owner: TestUser, providerId: string) {
    const created = await request(t.http)
      .post(`/api/providers/${providerId}/campaigns`)
      .set(owner.auth)
      .send({ durationDays: 7, placements: ['main', 'search'] })
      .expect(201);
    const res = await request(t.http)
      .post(`/api/providers/${providerId}/campaigns/${created.body.data.id}/checkout`)
      .set(owner.auth)
      .expect(200);
    return {
      campaignId: created.body.data.id as string,
      sessionId: (res.body.data.url as string).split('/').pop()!,
    };
  }
  const completed = (session: NonNullable<ReturnType<FakeStripe['completeSession']>>) =>
    evt('checkout.session.completed', {
      id: session.id,
      object: 'checkout.session',
      mode: 'payment',
      amount_total: session.amount_total,
      currency: 'usd',
      payment_status: 'paid',
      customer: session.customer,
      payment_intent: session.payment_intent,
      metadata: session.metadata,
    });
  const paidPayments = async (campaignId: string) =>
    t.query<{ stripe_ref: string }>(
      `SELECT stripe_ref FROM payments WHERE campaign_id = $1 AND status = 'paid'`,
      [campaignId],
    );

  it('paying with a saved card expires the open Checkout first; a late Checkout payment is refunded at Stripe and audited, never recorded twice', async () => {
    const owner = await ownerWithPassword();
    const p = await premiumProvider(owner, 'Sunrise Auto Body');
    const { campaignId, sessionId } = await campaignWithCheckout(owner, p.id);
    const calls = fake.calls.length;
    const paid = await request(t.http)
      .post(`/api/providers/${p.id}/campaigns/${campaignId}/pay`)
      .set(owner.auth)
      .send({ paymentMethodId: p.card })
      .expect(200);
    const after = fake.calls.slice(calls).map((c) => `${c.method} ${c.path}`);
    expect(after.indexOf(`POST /v1/checkout/sessions/${sessionId}/expire`)).toBeGreaterThanOrEqual(
      0,
    );
    expect(after.indexOf(`POST /v1/checkout/sessions/${sessionId}/expire`)).toBeLessThan(
      after.indexOf('POST /v1/payment_intents'),
    );
    const intent = fake.callsTo('POST', '/v1/payment_intents').at(-1)!;
    expect(intent.idempotencyKey).toBe(`campaign-pay-${campaignId}-${p.card}`);
    expect(fake.checkoutSessions.get(sessionId)!.status).toBe('expired');
    // Stripe held the Checkout page open in another tab: the customer pays it anyway.
    const late = fake.completeSession(sessionId, { force: true })!;
    await sendEvent(completed(late)).expect(200);
    const refunds = fake.callsTo('POST', '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.form.payment_intent).toBe(late.payment_intent);
    expect(refunds[0]!.idempotencyKey).toBe(`refund-${late.payment_intent}`);
    const [savedCardIntent] = await t.query<{ stripe_ref: string; id: string }>(
      'SELECT stripe_ref, id FROM payments WHERE id = $1',
      [paid.body.data.paymentId],
    );
    expect(fake.intents.has(savedCardIntent!.stripe_ref)).toBe(true);
    expect((await paidPayments(campaignId)).map((r) => r.stripe_ref)).toEqual([
      savedCardIntent!.stripe_ref,
    ]);
    const [audit] = await t.query<{ details: Record<string, unknown> }>(
      `SELECT details FROM audit_log WHERE action = 'payment.refund' AND target_id = $1`,
      [campaignId],
    );
    expect(audit!.details).toMatchObject({
      paymentIntent: late.payment_intent,
      refundId: expect.stringMatching(/^re_fake_/),
      amountCents: 5000,
      reason: 'duplicate',
    });
  });

  it('a Checkout completed at Stripe refuses the saved card before charging (409); its webhook then pays the campaign once', async () => {
    const owner = await ownerWithPassword();
    const p = await premiumProvider(owner, 'Northside Medical');
    const { campaignId, sessionId } = await campaignWithCheckout(owner, p.id);
    const done = fake.completeSession(sessionId)!;
    const intents = fake.callsTo('POST', '/v1/payment_intents').length;
    const refused = await request(t.http)
      .post(`/api/providers/${p.id}/campaigns/${campaignId}/pay`)
      .set(owner.auth)
      .send({ paymentMethodId: p.card })
      .expect(409);
    expect(refused.body.message).toBe(PAYMENT_MESSAGES.campaignBeingPaid);
    expect(fake.callsTo('POST', '/v1/payment_intents')).toHaveLength(intents);
    await sendEvent(completed(done)).expect(200);
    expect((await paidPayments(campaignId)).map((r) => r.stripe_ref)).toEqual([
      done.payment_intent,
    ]);
    // Paid: the saved card is refused too, and nothing more is charged.
    await request(t.http)
      .post(`/api/providers/${p.id}/campaigns/${campaignId}/pay`)
      .set(owner.auth)
      .send({ paymentMethodId: p.card })
      .expect(409);
    expect(fake.callsTo('POST', '/v1/payment_intents')).toHaveLength(intents);
  });
});

describe('webhooks with a valid signature but odd bodies', () => {
  it('answer 400 for malformed events and 200 for events we ignore, never 500, and store nothing malformed', async () => {
    const p = await createProvider(t, { plan: 'basic' });
    const bad: Array<[string, unknown]> = [
      ['no data', { id: 'evt_no_data', type: 'checkout.session.completed', created: clock }],
      [
        'data.object null',
        { id: 'evt_null', type: 'invoice.paid', created: clock, data: { object: null } },
      ],
      [
        'a NUL in an id',
        evt('checkout.session.completed', {
          id: 'cs_\u0000x',
          amount_total: 100,
          payment_status: 'paid',
        }),
      ],
      ['a NUL in the event id', { ...evt('customer.created', { id: 'cus_1' }), id: 'evt_\u0000' }],
      [
        'a NUL in metadata',
        evt('customer.subscription.updated', {
          id: 'sub_x',
          status: 'active',
          metadata: { providerId: `${p}\u0000` },
        }),
      ],
      [
        'an amount outside the database check',
        evt('invoice.paid', {
          id: 'in_big',
          amount_paid: 2 ** 31,
          currency: 'usd',
          parent: { subscription_details: { subscription: 'sub_x', metadata: { providerId: p } } },
        }),
      ],
      [
        'a negative amount',
        evt('invoice.payment_failed', {
          id: 'in_neg',
          amount_due: -5,
          parent: { subscription_details: { subscription: 'sub_x', metadata: { providerId: p } } },
        }),
      ],
      [
        'a currency too long',
        evt('invoice.paid', {
          id: 'in_cur',
          amount_paid: 2500,
          currency: 'usdollar',
          parent: { subscription_details: { subscription: 'sub_x', metadata: { providerId: p } } },
        }),
      ],
      ['a time out of range', { ...evt('invoice.paid', { id: 'in_t' }), created: 1e15 }],
      ['a string amount', evt('checkout.session.completed', { id: 'cs_1', amount_total: '100' })],
      ['null', null],
      ['an array', []],
      ['no type', { id: 'evt_nt', created: clock, data: { object: {} } }],
    ];
    for (const [what, body] of bad) {
      const res = await sendRaw(JSON.stringify(body));
      expect([what, res.status, res.body.message]).toEqual([
        what,
        400,
        PAYMENT_MESSAGES.webhookMalformed,
      ]);
    }
    expect(await t.query(`SELECT 1 FROM stripe_events WHERE id LIKE 'evt_n%'`)).toEqual([]);

    // Types we do not act on, whatever their object: 200.
    for (const body of [
      evt('customer.created', { id: 'cus_ignored' }),
      { ...evt('charge.refunded', {}), data: { object: null } },
      { id: `evt_${randomBytes(4).toString('hex')}`, type: 'ping', created: clock },
    ]) {
      const res = await sendRaw(JSON.stringify(body));
      expect([body.type, res.status]).toEqual([body.type, 200]);
    }
    // An unknown session or subscription of a well-formed event: 200, nothing recorded.
    await sendEvent(
      evt('checkout.session.completed', {
        id: 'cs_unknown',
        amount_total: 100,
        payment_status: 'paid',
      }),
    ).expect(200);
    expect(await t.query(`SELECT 1 FROM payments WHERE provider_id = $1`, [p])).toEqual([]);
  });
});

describe('one campaign is paid at most once (test mode)', () => {
  let tm: TestApp;
  beforeAll(async () => {
    tm = await createTestApp({ env: { WEB_ORIGIN } });
  });
  afterAll(() => tm.close());

  it('paying with a saved test card closes the campaign’s open test checkout: it cannot pay the campaign again', async () => {
    const owner = await createUser(tm, { roles: ['user', 'provider'] });
    const providerId = await createProvider(tm, { ownerId: owner.id, plan: 'basic' });
    await tm.query(
      `INSERT INTO saved_cards (id, provider_id, brand, last4, exp_month, exp_year)
       VALUES ('card_test_1', $1, 'visa', '4242', 12, 2034)`,
      [providerId],
    );
    const created = await request(tm.http)
      .post(`/api/providers/${providerId}/campaigns`)
      .set(owner.auth)
      .send({ durationDays: 3, placements: ['main'] })
      .expect(201);
    const campaignId = created.body.data.id as string;
    const res = await request(tm.http)
      .post(`/api/providers/${providerId}/campaigns/${campaignId}/checkout`)
      .set(owner.auth)
      .expect(200);
    const sessionId = (res.body.data.url as string).split('/').pop()!;
    await request(tm.http)
      .post(`/api/providers/${providerId}/campaigns/${campaignId}/pay`)
      .set(owner.auth)
      .send({ paymentMethodId: 'card_test_1' })
      .expect(200);
    await request(tm.http)
      .post(`/api/payments/test-checkout/${sessionId}/pay`)
      .set(owner.auth)
      .send({
        nameOnCard: 'Pat Doe',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
        postalCode: '33101',
      })
      .expect(404);
    const paid = await tm.query(
      `SELECT 1 FROM payments WHERE campaign_id = $1 AND status = 'paid'`,
      [campaignId],
    );
    expect(paid).toHaveLength(1);
  });
});
