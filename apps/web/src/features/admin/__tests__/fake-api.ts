import type {
  TAdmin,
  TAdminAlert,
  TAdminClaimDetail,
  TAdminClaimListItem,
  TAdminProvider,
  TAdminUser,
  TAdminReport,
  TAppealItem,
} from '@app/contracts';
import { sessionUser, stubSession } from '../../../test/render';

/**
 * The real API cannot run inside Vitest (the Playwright spec drives it for real), so these
 * tests answer fetch like the contract says, from in-memory lists, and log every call.
 */
export const ADMIN_TOKEN = 'admin.token.here';

export function adminSession(validToken: string) {
  const base = stubSession(validToken);
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await base(input, init);
    if (response.status !== 200) return response;
    const body = (await response.json()) as { data: { user: Record<string, unknown> } };
    Object.assign(body.data.user, {
      roles: ['user', 'admin'],
      email: 'boss@example.com',
      firstName: 'Bea',
      lastName: 'Boss',
    });
    return Response.json(body);
  };
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeUsers(count: number): TAdminUser[] {
  return Array.from({ length: count }, (_, i) => ({
    id: uuid(100 + i),
    username: `Person ${i + 1}`,
    email: `person${i + 1}@example.com`,
    firstName: 'Person',
    lastName: String(i + 1),
    isBlocked: false,
    isEmailConfirmed: true,
    roles: ['user'],
    createdAt: '2026-01-01T00:00:00.000Z',
  }));
}

export function makeAppeals(count: number): TAppealItem[] {
  return Array.from({ length: count }, (_, i) => ({
    id: uuid(300 + i),
    providerId: `demo-${i + 1}`,
    providerName: `Provider ${i + 1}`,
    reviewerId: uuid(400 + i),
    reviewerName: `Reviewer ${i + 1}`,
    reviewerEmail: `reviewer${i + 1}@example.com`,
    appealText: `This review of provider ${i + 1} is not about us.`,
    appealFiles: [],
    originalReview: {
      text: `Original review ${i + 1}`,
      rating: 1.5,
      createdAt: '2026-02-01T00:00:00.000Z',
    },
  }));
}

export function makeProviders(count: number): TAdminProvider[] {
  return Array.from({ length: count }, (_, i) => ({
    id: uuid(500 + i),
    name: `Clinic ${i + 1}`,
    category: 'Medical Facilities',
    city: 'Miami',
    state: 'FL',
    rating: 4,
    reviewCount: 2,
    image: null,
    description: 'A clinic.',
    plan: 'basic',
    specialties: [],
    ownerId: i === 0 ? uuid(600) : null,
    ownerEmail: i === 0 ? 'owner@example.com' : null,
    status: 'open' as const,
    mergedInto: null,
  }));
}

export function makeClaim(n: number): TAdminClaimDetail {
  return {
    id: uuid(700 + n),
    status: 'pending',
    createdAt: '2026-03-01T00:00:00.000Z',
    provider: { id: `demo-${n}`, name: `Claimed Clinic ${n}` },
    claimant: { id: uuid(800 + n), name: `Claire ${n}`, email: `claire${n}@example.com` },
    documents: {
      registration: `/api/files/private/reg-${n}.pdf?signature=abc`,
      addressProof: `/api/files/private/addr-${n}.png?signature=def`,
    },
    onlinePresence: {
      website: 'https://clinic.example.com',
      workEmail: `work${n}@clinic.example.com`,
    },
    contactPerson: {
      fullName: `Claire ${n}`,
      jobTitle: 'Owner',
      phoneNumber: '+1 305 555 0100',
      workEmail: `work${n}@clinic.example.com`,
    },
  };
}

export interface FakeState {
  users: TAdminUser[];
  providers: TAdminProvider[];
  claims: TAdminClaimDetail[];
  appeals: TAppealItem[];
  admins: TAdmin[];
  reports?: TAdminReport[];
  alerts?: TAdminAlert[];
  /** Answer the users list with this error instead. */
  usersError?: { status: number; message: string };
}

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  at: number;
}

const json = (body: unknown, status = 200) => Response.json(body, { status });
const success = () => json({ data: { success: true } });

/** A fetch that answers the admin routes from `state`; `calls` records every admin call. */
export function fakeAdminApi(state: FakeState) {
  const calls: Call[] = [];
  const session = adminSession(ADMIN_TOKEN);
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(String(request ? request.url : input), 'http://localhost');
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const path = url.pathname;
    if (!path.startsWith('/api/admin') && !path.startsWith('/api/providers'))
      return session(input, init);
    const raw = init?.body ?? (request ? await request.text() : undefined);
    const body = typeof raw === 'string' && raw ? JSON.parse(raw) : undefined;
    calls.push({ method, path, query: url.searchParams, body, at: Date.now() });
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 10);
    const idOf = (pattern: RegExp) => path.match(pattern)?.[1];
    let id: string | undefined;

    if (method === 'GET' && path === '/api/admin/users') {
      if (state.usersError)
        return json(
          {
            statusCode: state.usersError.status,
            message: state.usersError.message,
            error: 'Error',
          },
          state.usersError.status,
        );
      const q = (url.searchParams.get('query') ?? '').toLowerCase();
      const found = state.users.filter((u) => `${u.username} ${u.email}`.toLowerCase().includes(q));
      return json({
        data: { users: found.slice(offset, offset + limit), total: found.length, offset, limit },
      });
    }
    if (method === 'POST' && (id = idOf(/^\/api\/admin\/users\/([^/]+)\/block$/))) {
      const user = state.users.find((u) => u.id === id)!;
      user.isBlocked = !user.isBlocked;
      return json({ data: user });
    }
    if (method === 'DELETE' && (id = idOf(/^\/api\/admin\/users\/([^/]+)$/))) {
      state.users = state.users.filter((u) => u.id !== id);
      return new Response(null, { status: 204 });
    }
    if (method === 'GET' && path === '/api/admin/providers') {
      const q = (url.searchParams.get('query') ?? '').toLowerCase();
      const found = state.providers.filter((p) => p.name.toLowerCase().includes(q));
      return json({
        data: found.slice(offset, offset + limit),
        total: found.length,
        offset,
        limit,
      });
    }
    if (method === 'POST' && (id = idOf(/^\/api\/admin\/providers\/([^/]+)\/send-password-link$/)))
      return success();
    if (method === 'DELETE' && (id = idOf(/^\/api\/providers\/([^/]+)$/))) {
      state.providers = state.providers.filter((p) => p.id !== id);
      return new Response(null, { status: 204 });
    }
    if ((id = idOf(/^\/api\/providers\/([^/]+)$/))) {
      const provider = state.providers.find((p) => p.id === id)!;
      if (method === 'PATCH') Object.assign(provider, { name: body.profileName ?? provider.name });
      // The facts the admin saved (issue 15), kept beside the list item.
      const saved = provider as { facts?: Record<string, unknown> };
      if (method === 'PATCH' && body.facts) saved.facts = { ...saved.facts, ...body.facts };
      return json({
        data: {
          id: provider.id,
          profileName: provider.name,
          category: provider.category,
          providerType: 'Clinic',
          profileTags: ['Injury'],
          description: provider.description,
          phoneNumber: null,
          websiteLink: null,
          location: null,
          workingHours: null,
          social: { twitter: null, instagram: null, linkedin: null, facebook: null, tiktok: null },
          amenities: {
            freeParking: false,
            wheelchairAccessibility: false,
            multilingualStaff: false,
            paymentPlansAvailable: false,
            acceptsInsurance: false,
            telehealthVirtualConsultations: false,
            wifiAvailable: false,
          },
          leadForm: null,
          logoUrl: null,
          bannerUrl: null,
          showBanner: false,
          plan: provider.plan,
          badges: [],
          rating: provider.rating,
          reviewCount: provider.reviewCount,
          ratingSummary: { average: 4, total: 2, counts: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 0 } },
          isSample: false,
          status: 'open',
          closedReason: null,
          npi: null,
          verified: true,
          sources: [],
          createdAt: '2026-01-01T00:00:00.000Z',
          openNow: null,
          latitude: null,
          longitude: null,
          timeZone: null,
          facts: {
            languages: ['en'],
            freeConsultation: false,
            noFeeUnlessWin: false,
            acceptsLettersOfProtection: false,
            pipAccepted: false,
            open24Hours: false,
            mobileService: false,
            ...(provider as { facts?: Record<string, unknown> }).facts,
          },
        },
      });
    }
    if (method === 'GET' && path === '/api/admin/profile-claims') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const pending = state.claims.filter((c) => c.status === 'pending');
      const rows: TAdminClaimListItem[] = pending.slice((page - 1) * 10, page * 10).map((c) => ({
        id: c.id,
        profileName: c.provider.name,
        providerId: c.provider.id,
        userName: c.contactPerson.fullName,
        email: c.contactPerson.workEmail,
        createdAt: c.createdAt,
      }));
      return json({ data: rows, nextPage: pending.length > page * 10 ? page + 1 : null });
    }
    if ((id = idOf(/^\/api\/admin\/profile-claims\/([^/]+)(?:\/[a-z-]+)?$/))) {
      const claim = state.claims.find((c) => c.id === id);
      if (!claim)
        return json({ statusCode: 404, message: 'Claim not found', error: 'Not Found' }, 404);
      if (path.endsWith('/approve')) claim.status = 'approved';
      else if (path.endsWith('/cancel')) claim.status = 'cancelled';
      else if (path.endsWith('/send-email')) return success();
      if (method === 'POST') return json({ data: { id: claim.id, status: claim.status } });
      return json({ data: claim });
    }
    if (method === 'GET' && path === '/api/admin/appeals')
      return json({
        data: state.appeals.slice(offset, offset + limit),
        total: state.appeals.length,
        offset,
        limit,
      });
    if (
      method === 'POST' &&
      (id = idOf(/^\/api\/admin\/appeals\/([^/]+)\/(?:confirm|delete-review)$/))
    ) {
      state.appeals = state.appeals.filter((a) => a.id !== id);
      return success();
    }
    if (method === 'GET' && path === '/api/admin/review-reports') {
      const reports = state.reports ?? [];
      return json({
        data: reports.slice(offset, offset + limit),
        total: reports.length,
        offset,
        limit,
      });
    }
    if (method === 'POST' && (id = idOf(/^\/api\/admin\/review-reports\/([^/]+)\/decision$/))) {
      state.reports = (state.reports ?? []).filter((r) => r.id !== id);
      return success();
    }
    if (method === 'GET' && path === '/api/admin/consumer-alerts') {
      const alerts = state.alerts ?? [];
      return json({
        data: alerts.slice(offset, offset + limit),
        total: alerts.length,
        offset,
        limit,
      });
    }
    if (method === 'POST' && (id = idOf(/^\/api\/admin\/consumer-alerts\/([^/]+)\/decision$/))) {
      const alert = (state.alerts ?? []).find((a) => a.id === id)!;
      state.alerts = (state.alerts ?? []).filter((a) => a.id !== id);
      return json({
        data: {
          ...alert,
          status: body.outcome === 'confirm' ? 'confirmed' : 'dismissed',
          note: body.note,
          decidedAt: '2026-03-02T00:00:00.000Z',
        },
      });
    }
    if (method === 'POST' && path === '/api/admin/consumer-alerts') {
      const alert: TAdminAlert = {
        id: uuid(900 + (state.alerts?.length ?? 0)),
        providerId: body.providerId,
        providerName: `Provider ${body.providerId}`,
        rule: body.rule,
        status: 'open',
        summary: body.summary,
        reviews: [],
        createdAt: '2026-03-01T00:00:00.000Z',
        decidedAt: null,
        note: null,
      };
      state.alerts = [...(state.alerts ?? []), alert];
      return json({ data: alert }, 201);
    }
    if (method === 'GET' && path === '/api/admin/admins') return json({ data: state.admins });
    if (method === 'POST' && path === '/api/admin/admins/invite') {
      state.admins.push({ id: uuid(999), name: body.email, email: body.email, status: 'invited' });
      return json({ data: { email: body.email, expiresAt: '2026-12-01T00:00:00.000Z' } }, 201);
    }
    if (method === 'POST' && path === '/api/admin/admins/finish-setup') {
      if (body.token !== 'good-invite')
        return json(
          {
            statusCode: 400,
            message: 'This invitation link is invalid or has expired',
            error: 'Bad Request',
          },
          400,
        );
      return json({
        data: {
          token: ADMIN_TOKEN,
          user: sessionUser({
            id: uuid(1),
            email: body.email,
            firstName: 'Bea',
            lastName: 'Boss',
            roles: ['user', 'admin'],
          }),
        },
      });
    }
    if (method === 'POST' && (id = idOf(/^\/api\/admin\/admins\/([^/]+)\/restore-password$/)))
      return success();
    if (method === 'DELETE' && (id = idOf(/^\/api\/admin\/admins\/([^/]+)$/))) {
      state.admins = state.admins.filter((a) => a.id !== id);
      return new Response(null, { status: 204 });
    }
    return json(
      { statusCode: 404, message: `No fake for ${method} ${path}`, error: 'Not Found' },
      404,
    );
  };
  return { fetch, calls };
}

export function emptyState(): FakeState {
  return { users: [], providers: [], claims: [], appeals: [], admins: [] };
}

export function makeReports(count: number): TAdminReport[] {
  return Array.from({ length: count }, (_, i) => ({
    id: uuid(500 + i),
    reviewId: uuid(600 + i),
    providerId: `provider-${i + 1}`,
    providerName: `Provider ${i + 1}`,
    reporterName: `Reporter ${i + 1}`,
    reason: 'offensive' as const,
    details: `Details ${i + 1}`,
    createdAt: '2026-11-01T00:00:00.000Z',
    review: {
      authorName: `Author ${i + 1}`,
      text: `Reported review ${i + 1}`,
      rating: 1,
      createdAt: '2026-10-01T00:00:00.000Z',
      appealUnderReview: false,
    },
    decision: null,
  }));
}

export function makeAlerts(count: number): TAdminAlert[] {
  return Array.from({ length: count }, (_, i) => ({
    id: uuid(800 + i),
    providerId: `p${i + 1}`,
    providerName: `Provider ${i + 1}`,
    rule: 'shared_network' as const,
    status: 'open' as const,
    summary: `3 reviews from one network ${i + 1}`,
    reviews: [1, 2, 3].map((n) => ({
      id: uuid(700 + i * 10 + n),
      authorName: `Author ${n}`,
      rating: 5,
      createdAt: '2026-03-01T00:00:00.000Z',
      text: `Suspicious review ${n}`,
    })),
    createdAt: '2026-03-01T00:00:00.000Z',
    decidedAt: null,
    note: null,
  }));
}
