import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n';
import { setToken } from '../../../lib/token-storage';
import { renderApp } from '../../../test/render';
// Registers the admin catalog before Spanish is activated (the route would, lazily).
import '../i18n';
import { ADMIN_TOKEN, emptyState, fakeAdminApi, FakeState, makeClaim, makeUsers } from './fake-api';

let state: FakeState;
let api: ReturnType<typeof fakeAdminApi>;

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Noon UTC: the same calendar day in every time zone the tests may run in. */
const NOON = '2026-03-15T12:00:00.000Z';

function paged(data: unknown[], limit = 20) {
  return Response.json({ data, total: data.length, offset: 0, limit });
}

const auditEntries = Array.from({ length: 25 }, (_, i) => ({
  id: uuid(900 + i),
  actor: i === 0 ? null : { id: uuid(1), email: 'boss@example.com' },
  actorEmail: 'boss@example.com',
  action: 'user.block',
  targetType: 'user',
  targetId: uuid(100 + i),
  details: { email: `person${i + 1}@example.com` },
  createdAt: NOON,
}));

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  state = { ...emptyState(), users: makeUsers(25), claims: [{ ...makeClaim(1), createdAt: NOON }] };
  api = fakeAdminApi(state);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      if (url.pathname === '/api/admin/audit-log') return paged(auditEntries.slice(0, 20));
      if (url.pathname === '/api/admin/subscriptions')
        return paged([
          {
            providerId: 'p1',
            providerName: 'Acme Law',
            plan: 'premium',
            subscriptionId: 'sub_1',
            status: 'active',
            cancelAtPeriodEnd: true,
            currentPeriodEnd: '2026-12-24T12:00:00Z',
            updatedAt: '2026-11-24T12:00:00Z',
          },
        ]);
      return api.fetch(input, init);
    }),
  );
  setToken(ADMIN_TOKEN);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

describe('the admin area in Spanish', () => {
  it('shows the menu, the users list, its pager and its actions in Spanish', async () => {
    await act(() => activateLocale('es'));
    await renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Usuarios' })).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Administración' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Reclamaciones de perfil' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Registro de auditoría' })).toBeInTheDocument();
    expect(screen.getByText('Consola de administración')).toBeInTheDocument();

    expect(await screen.findByText('person1@example.com')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar usuarios' })).toHaveAttribute(
      'placeholder',
      'Buscar por nombre o correo electrónico',
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Nombre de usuario',
      'Correo electrónico',
      'Estado',
      'Acción',
    ]);
    expect(screen.getAllByRole('button', { name: /^Bloquear a / })).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Páginas de usuarios' });
    expect(within(pages).getByText('Página 1 de 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar a Person 1' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar usuario?' });
    expect(
      within(dialog).getByText(
        '¿Está seguro de que desea continuar? Esta acción no se puede deshacer.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sí, eliminar' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(state.users).toHaveLength(25);
  });

  it('switches a rendered admin page from English to Spanish and back', async () => {
    await renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    await screen.findByText('person1@example.com');
    await act(() => activateLocale('es'));
    expect(await screen.findByRole('heading', { name: 'Usuarios' })).toBeInTheDocument();
    expect(screen.getAllByText('Activo').length).toBeGreaterThan(0);
    await act(() => activateLocale('en'));
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
  });

  it('shows a claim with its date day first and a plural in Spanish', async () => {
    await act(() => activateLocale('es'));
    await renderApp(`/admin/claims/${state.claims[0]!.id}`);
    expect(
      await screen.findByRole('heading', { name: 'Reclamación de Claimed Clinic 1' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Los enlaces son válidos durante 5 minutos.')).toBeInTheDocument();
    // 15 March 2026: '15/3/2026, …' in Spanish ('3/15/2026, …' in English).
    expect(screen.getByText(/^15\/3\/2026, /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Comprobante de domicilio/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aprobar reclamación de perfil' })).toBeEnabled();
  });

  it('names the audit log actions and dates in Spanish', async () => {
    await act(() => activateLocale('es'));
    await renderApp('/admin/audit-log');
    expect(
      await screen.findByRole('heading', { name: 'Registro de auditoría' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Acciones de los administradores' });
    expect(within(table).getAllByText('Bloqueó a un usuario')).toHaveLength(20);
    expect(within(table).getByText('Administrador eliminado')).toBeInTheDocument();
    expect(within(table).getAllByText(/^15\/3\/2026, /)).toHaveLength(20);
  });

  it('shows billing in Spanish: tabs, a Stripe status and a short date', async () => {
    await act(() => activateLocale('es'));
    await renderApp('/admin/billing');
    expect(await screen.findByRole('heading', { name: 'Facturación' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pagos' })).toBeInTheDocument();
    const subs = await screen.findByRole('table', { name: 'Suscripciones' });
    expect(within(subs).getByText('activa, termina al final del período')).toBeInTheDocument();
    expect(within(subs).getByText('24 dic 2026')).toBeInTheDocument();
  });
});
