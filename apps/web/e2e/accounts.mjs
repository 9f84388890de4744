// Accounts the specs need, made through the real API as a person would: a verified user,
// a profile claim with real document bytes, and pages that carry a stored session.
import { apiClient, assert } from './harness.mjs';
import { tinyPdf } from './pdf.mjs';
import { solidPng } from './png.mjs';

/** The password of every account the specs register. */
export const PASSWORD = 'Sturdy#Pass1';
/** The first admin (DESIGN 4): run.mjs starts the product with these. */
export const ADMIN_EMAIL = 'root-admin@example.com';
export const ADMIN_PASSWORD = 'Admin#Pass1';
/** The unclaimed sample profile that becomes a provider account (the admin spec claims demo-7). */
export const OWNED_PROVIDER_ID = 'demo-10';

/** The helpers bound to one running product (`ctx` of run.mjs). */
export function accounts(ctx) {
  const api = apiClient(ctx.baseUrl);

  /** Registers, verifies with the mailed code and sets names; answers the token. */
  async function verifiedUser(email, firstName, lastName) {
    const { data } = await api('POST', '/auth/register', { email, password: PASSWORD });
    const verified = await api(
      'POST',
      '/auth/email-verify',
      { code: await ctx.smtp.code(email) },
      data.token,
    );
    await api('PATCH', '/auth/profile-update', { firstName, lastName }, verified.data.token);
    return verified.data.token;
  }

  /** Claims a profile with a real PDF and PNG (multipart, as the claim form sends it). */
  async function submitClaim(token, providerId, contact) {
    const form = new FormData();
    form.set(
      'registration',
      new Blob([tinyPdf()], { type: 'application/pdf' }),
      'registration.pdf',
    );
    form.set('addressProof', new Blob([solidPng(400, 300)], { type: 'image/png' }), 'bill.png');
    for (const [key, value] of Object.entries(contact)) form.set(key, value);
    const submitted = await fetch(`${ctx.baseUrl}/api/providers/${providerId}/claims`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    assert(
      submitted.status === 201,
      `claim answered ${submitted.status}: ${await submitted.text()}`,
    );
  }

  /** The first admin approves the pending claim of `email` on `providerId`. */
  async function approveClaim(providerId, email) {
    const admin = await api('POST', '/auth/login', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    const claims = await api(
      'GET',
      '/admin/profile-claims?pageSize=50',
      undefined,
      admin.data.token,
    );
    const claim = claims.data.find((c) => c.providerId === providerId && c.email === email);
    assert(claim, 'the claim is listed for the admin');
    await api('POST', `/admin/profile-claims/${claim.id}/approve`, undefined, admin.data.token);
  }

  /**
   * The owner of OWNED_PROVIDER_ID ({ email, token }): the one the provider-tools spec made
   * when it ran before, otherwise a new verified user whose claim the first admin approves.
   */
  async function providerOwner() {
    if (ctx.providerOwner) return ctx.providerOwner;
    const email = `owner-${Date.now().toString(36)}@example.com`;
    const token = await verifiedUser(email, 'Olivia', 'Owner');
    await submitClaim(token, OWNED_PROVIDER_ID, {
      websiteUrl: 'https://pacific-accident.example.com',
      workEmail: email,
      fullName: 'Olivia Owner',
      jobTitle: 'Managing Partner',
      phoneNumber: '+1 (310) 555-0188',
    });
    await approveClaim(OWNED_PROVIDER_ID, email);
    ctx.providerOwner = { email, token };
    return ctx.providerOwner;
  }

  return { api, verifiedUser, submitClaim, approveClaim, providerOwner };
}

/**
 * Stores a session in the page's local storage before any script of ours runs, as the web
 * keeps it after a sign-in (so the login rate limits are not spent on every page).
 */
export async function storeSession(page, token, activeRole) {
  await page.addInitScript(
    ([t, role]) => {
      try {
        localStorage.setItem('auth_token', t);
        if (role) localStorage.setItem('activeRole', role);
      } catch {
        /* a frame of another origin */
      }
    },
    [token, activeRole ?? ''],
  );
}
