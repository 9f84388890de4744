import {
  PAYMENT_MESSAGES,
  ZAdminCampaignResponseSchema,
  ZAdminCampaignsResponseSchema,
  ZAdminPaymentsResponseSchema,
  ZAdminSubscriptionsResponseSchema,
  ZBillingResponseSchema,
  ZCampaignsResponseSchema,
  ZReceiptResponseSchema,
} from '@app/contracts';
import request from 'supertest';
import { createProvider, createUser, type TestUser } from './factories/directory';
import { SmtpReceiver } from './smtp-receiver';
import { createTestApp, type TestApp } from './test-app';

/** What admins see and do of billing, and the audit of every state change (decision 0031). */
describe('admin billing (test mode)', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let admin: TestUser;
  let owner: TestUser;
  let providerId: string;
  let otherId: string;
  let campaignId: string;

  const card = {
    nameOnCard: 'Pat Doe',
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
  };

  async function pay(url: string, user = owner) {
    const sessionId = url.split('/').pop()!;
    await request(t.http)
      .post(`/api/payments/test-checkout/${sessionId}/pay`)
      .set(user.auth)
      .send(card)
      .expect(200);
  }

  beforeAll(async () => {
    smtp = await new SmtpReceiver().start();
    t = await createTestApp({ env: { WEB_ORIGIN: 'http://web.test', SMTP_URL: smtp.url } });
    admin = await createUser(t, { roles: ['user', 'admin'] });
    owner = await createUser(t, { roles: ['user', 'provider'] });
    providerId = await createProvider(t, { ownerId: owner.id, plan: 'basic', name: 'Acme Law' });
    otherId = await createProvider(t, { ownerId: owner.id, plan: 'basic', name: 'Other Clinic' });
    // Premium and a two-placement campaign, both paid with 4242… on the test-mode page.
    const premium = await request(t.http)
      .post(`/api/providers/${providerId}/subscription/checkout`)
      .set(owner.auth)
      .expect(200);
    await pay(premium.body.data.url);
    const created = await request(t.http)
      .post(`/api/providers/${providerId}/campaigns`)
      .set(owner.auth)
      .send({ durationDays: 7, placements: ['main', 'search'] })
      .expect(201);
    campaignId = created.body.data.id;
    const checkout = await request(t.http)
      .post(`/api/providers/${providerId}/campaigns/${campaignId}/checkout`)
      .set(owner.auth)
      .expect(200);
    await pay(checkout.body.data.url);
    // A pending campaign of another provider.
    await request(t.http)
      .post(`/api/providers/${otherId}/campaigns`)
      .set(owner.auth)
      .send({ durationDays: 3, placements: ['user'] })
      .expect(201);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('lists subscriptions, payments (cents, card brand and last 4) and campaigns, newest first, by provider', async () => {
    const subs = ZAdminSubscriptionsResponseSchema.parse(
      (await request(t.http).get('/api/admin/subscriptions').set(admin.auth).expect(200)).body,
    );
    expect(subs.total).toBe(1);
    expect(subs.data[0]).toMatchObject({
      providerId,
      providerName: 'Acme Law',
      plan: 'premium',
      status: 'active',
      cancelAtPeriodEnd: false,
    });

    const payments = ZAdminPaymentsResponseSchema.parse(
      (await request(t.http).get('/api/admin/payments').set(admin.auth).expect(200)).body,
    );
    expect(payments.total).toBe(2);
    expect(payments.data.map((p) => [p.kind, p.amountCents, p.cardBrand, p.cardLast4])).toEqual(
      expect.arrayContaining([
        ['premium', 2500, 'visa', '4242'],
        ['campaign', 5000, 'visa', '4242'],
      ]),
    );

    const campaigns = ZAdminCampaignsResponseSchema.parse(
      (await request(t.http).get('/api/admin/campaigns').set(admin.auth).expect(200)).body,
    );
    expect(campaigns.total).toBe(2);
    expect(campaigns.data.map((c) => [c.providerName, c.status, c.amountCents])).toEqual([
      ['Other Clinic', 'pending_payment', 2500],
      ['Acme Law', 'active', 5000],
    ]);
    const one = await request(t.http)
      .get('/api/admin/campaigns')
      .query({ providerId: otherId, limit: 1 })
      .set(admin.auth)
      .expect(200);
    expect(one.body).toMatchObject({ total: 1, limit: 1, offset: 0 });

    for (const path of ['subscriptions', 'payments', 'campaigns'])
      await request(t.http).get(`/api/admin/${path}`).set(owner.auth).expect(403);
  });

  it('mails a receipt to the owner on every payment, with a link to a receipt only they and admins can read', async () => {
    const premiumMail = await smtp.waitFor(owner.email, 1);
    const campaignMail = await smtp.waitFor(owner.email, 2);
    expect(premiumMail.subject).toBe('Your InjuryPros receipt: $25.00');
    expect(premiumMail.body).toContain('Premium Profile, 1 month');
    expect(campaignMail.subject).toBe('Your InjuryPros receipt: $50.00');
    expect(campaignMail.body).toContain('Ad campaign: 7 days, Main Page + Search Results');
    expect(campaignMail.body).toMatch(/Card: VISA .{1,20}4242/);
    expect(campaignMail.body).not.toContain('4242424242424242');

    const billing = ZBillingResponseSchema.parse(
      (
        await request(t.http)
          .get(`/api/providers/${providerId}/billing`)
          .set(owner.auth)
          .expect(200)
      ).body,
    ).data;
    expect(billing.payments).toHaveLength(2);
    for (const payment of billing.payments) {
      expect(payment.receiptUrl).toBe(`http://web.test/receipts/${providerId}/${payment.id}`);
      // The mail links the same receipt.
      expect(smtp.mailsTo(owner.email).some((m) => m.body.includes(payment.receiptUrl!))).toBe(
        true,
      );
    }
    const campaignPayment = billing.payments.find((p) => p.kind === 'campaign')!;
    const receipt = ZReceiptResponseSchema.parse(
      (
        await request(t.http)
          .get(`/api/providers/${providerId}/payments/${campaignPayment.id}`)
          .set(owner.auth)
          .expect(200)
      ).body,
    ).data;
    expect(receipt).toMatchObject({
      providerName: 'Acme Law',
      amountCents: 5000,
      status: 'paid',
      cardBrand: 'visa',
      cardLast4: '4242',
      description: 'Ad campaign: 7 days, Main Page + Search Results',
    });
    await request(t.http)
      .get(`/api/providers/${providerId}/payments/${campaignPayment.id}`)
      .set(admin.auth)
      .expect(200);
    const stranger = await createUser(t);
    await request(t.http)
      .get(`/api/providers/${providerId}/payments/${campaignPayment.id}`)
      .set(stranger.auth)
      .expect(403);
    // Another provider's path does not reach it.
    await request(t.http)
      .get(`/api/providers/${otherId}/payments/${campaignPayment.id}`)
      .set(owner.auth)
      .expect(404);
    // A redelivered event mails nothing more.
    expect(smtp.mailsTo(owner.email)).toHaveLength(2);
  });

  it('cancels a running campaign with a reason: audited, out of every placement at once, shown to the owner', async () => {
    const sponsored = async () =>
      (await request(t.http).get('/api/providers/sponsored?placement=search').expect(200)).body
        .data as Array<{ id: string }>;
    expect((await sponsored()).map((p) => p.id)).toEqual([providerId]);

    const noReason = await request(t.http)
      .post(`/api/admin/campaigns/${campaignId}/cancel`)
      .set(admin.auth)
      .send({ reason: '  ' })
      .expect(400);
    expect(noReason.body.message).toBe(PAYMENT_MESSAGES.reasonRequired);
    await request(t.http)
      .post(`/api/admin/campaigns/${campaignId}/cancel`)
      .set(owner.auth)
      .send({ reason: 'mine' })
      .expect(403);

    const res = await request(t.http)
      .post(`/api/admin/campaigns/${campaignId}/cancel`)
      .set(admin.auth)
      .send({ reason: 'Misleading quote' })
      .expect(200);
    expect(ZAdminCampaignResponseSchema.parse(res.body).data).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Misleading quote',
    });
    expect(await sponsored()).toEqual([]);
    await request(t.http)
      .post(`/api/admin/campaigns/${campaignId}/cancel`)
      .set(admin.auth)
      .send({ reason: 'again' })
      .expect(409);
    await request(t.http)
      .post('/api/admin/campaigns/00000000-0000-4000-8000-000000000000/cancel')
      .set(admin.auth)
      .send({ reason: 'none' })
      .expect(404);

    const own = ZCampaignsResponseSchema.parse(
      (
        await request(t.http)
          .get(`/api/providers/${providerId}/campaigns`)
          .set(owner.auth)
          .expect(200)
      ).body,
    ).data;
    expect(own[0]).toMatchObject({ status: 'cancelled', cancelReason: 'Misleading quote' });

    const [audit] = await t.query<{ actor_id: string; details: Record<string, unknown> }>(
      `SELECT actor_id, details FROM audit_log WHERE action = 'campaign.cancel' AND target_id = $1`,
      [campaignId],
    );
    expect(audit).toMatchObject({
      actor_id: admin.id,
      details: { providerId, from: 'active', reason: 'Misleading quote' },
    });
  });

  it('puts every state change a payment made in the audit log', async () => {
    const rows = await t.query<{
      actor_email: string;
      action: string;
      target_id: string;
      details: Record<string, unknown>;
    }>(
      `SELECT actor_email, action, target_id, details FROM audit_log
       WHERE actor_id IS NULL ORDER BY created_at`,
    );
    expect(rows).toEqual([
      {
        actor_email: 'test-mode',
        action: 'provider.plan',
        target_id: providerId,
        details: { from: 'basic', to: 'premium' },
      },
      expect.objectContaining({
        actor_email: 'test-mode',
        action: 'campaign.activate',
        target_id: campaignId,
        details: expect.objectContaining({ providerId, amountCents: 5000 }),
      }),
    ]);
    // The audit log route shows them.
    const log = await request(t.http).get('/api/admin/audit-log').set(admin.auth).expect(200);
    expect(log.body.data.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['provider.plan', 'campaign.activate', 'campaign.cancel']),
    );
  });
});
