import { LEAD_ADDRESS_MESSAGES } from '@app/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, localizeMessage } from '../../../lib/i18n';
import { setToken } from '../../../lib/token-storage';
import { renderApp } from '../../../test/render';
import { profile, review, sessionUser, urlOf } from '../../../test/provider-fixtures';

/** The provider tools in Spanish (issue 19): words, plurals, money and dates of the tools. */
const kpi = (value: number, previous: number, higherIsBetter = true) => ({
  value,
  previous,
  change: value - previous,
  higherIsBetter,
});

const lead = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  providerId: 'p1',
  name: `Sender ${id}`,
  email: `${id}@example.com`,
  phone: '(305) 555-0199',
  message: 'Dolor de espalda.',
  options: ['MRI scan'],
  createdAt: '2026-11-20T15:30:00.000Z',
  handledAt: null as string | null,
  ...extra,
});

const site = {
  url: 'smith-law',
  providerId: 'p1',
  providerName: 'Smith Law',
  heading: '',
  description: 'Consulta gratis.',
  logoUrl: '/logo.png',
  buttons: [{ name: 'Llámenos', url: 'tel:+13055550100' }],
  leadForm: {
    formName: '',
    formDescription: 'Respondemos en un día.',
    options: [{ id: 'o1', text: 'Accidente de auto', checked: true }],
    emailAddress: 'office@smith.example',
  },
  leadButtonName: '',
  publishedAt: '2026-11-20T10:00:00.000Z',
};

const invited: unknown[] = [];

beforeEach(async () => {
  localStorage.setItem('hasVisited', 'true');
  invited.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = urlOf(input);
      const method = init?.method ?? 'GET';
      if (url.pathname === '/api/auth/session')
        return Response.json({ data: { user: sessionUser({ language: 'es' }) } });
      if (url.pathname === '/api/providers/p1')
        return Response.json({
          data: profile({ reviewCount: 3, facts: { ...profile().facts, languages: ['es', 'en'] } }),
        });
      if (url.pathname === '/api/providers/p1/posts') return Response.json({ data: [] });
      if (url.pathname === '/api/providers/p1/reviews')
        return Response.json({ data: [review('r1')], nextCursor: null });
      if (url.pathname === '/api/providers/p1/dashboard')
        return Response.json({
          data: {
            providerId: 'p1',
            period: 'week',
            from: '2026-11-17',
            to: '2026-11-23',
            previousFrom: '2026-11-10',
            previousTo: '2026-11-16',
            tiles: {
              profileViews: kpi(1234, 1200),
              rankingByVisits: { ...kpi(3, 5, false), outOf: 12 },
              averageReview: kpi(4.2, 4.4),
              totalReviews: kpi(10, 10),
              totalLeads: kpi(4, 2),
              miniSiteClicks: kpi(7, 9),
            },
          },
        });
      if (url.pathname === '/api/providers/p1/review-invitations' && method === 'POST') {
        invited.push(JSON.parse(String(init?.body)));
        return Response.json({
          data: {
            sent: ['a@example.com', 'b@example.com'],
            skipped: [],
            remainingToday: 198,
          },
        });
      }
      if (url.pathname === '/api/providers/p1/leads')
        return Response.json({
          data: [lead('l1'), lead('l2', { handledAt: '2026-11-21T00:00:00.000Z' })],
          total: 2,
          offset: 0,
          limit: 20,
        });
      if (url.pathname === '/api/providers/p1/billing')
        return Response.json({
          data: { plan: 'basic', testMode: false, subscription: null, payments: [] },
        });
      if (url.pathname === '/api/providers/p1/campaigns') return Response.json({ data: [] });
      if (url.pathname === '/api/providers/p1/payment-methods') return Response.json({ data: [] });
      if (url.pathname === '/api/mini-sites/smith-law') return Response.json({ data: site });
      if (url.pathname === '/api/lead-addresses/confirm')
        return Response.json({
          data: { providerName: 'Bayside MRI', email: 'bookings@bayside.example.com' },
        });
      if (url.pathname === '/api/providers/p1/mini-site')
        return Response.json({
          data: {
            ...site,
            url: '',
            heading: '',
            buttons: [],
            leadFormEnabled: true,
            publishedAt: null,
            hasUnpublishedChanges: false,
            updatedAt: null,
          },
        });
      return Response.json({ statusCode: 404, message: 'Not found', error: 'x' }, { status: 404 });
    }),
  );
  setToken('good.token.here');
  await act(() => activateLocale('es'));
});

afterEach(async () => {
  await act(() => activateLocale('en'));
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('provider tools in Spanish', () => {
  it('shows the dashboard: menu, tiles, deltas, period and the invitations plural', async () => {
    await renderApp('/dashboard');
    const tiles = await screen.findByRole('list', { name: 'Cifras clave' });
    const items = within(tiles).getAllByRole('listitem');
    expect(items.map((i) => i.firstChild?.textContent)).toEqual([
      'Visitas al perfil',
      'Posición por visitas',
      'Calificación promedio',
      'Total de reseñas',
      'Total de solicitudes',
      'Clics en el mini sitio',
    ]);
    expect(items[0]).toHaveTextContent('1,234');
    expect(items[0]).toHaveTextContent('Sube 34');
    expect(items[1]).toHaveTextContent('N.º 3 de 12');
    expect(items[2]).toHaveTextContent('Baja 0.2');
    expect(items[3]).toHaveTextContent('Sin cambios');
    expect(screen.getByRole('heading', { level: 1, name: 'Panel' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Herramientas del proveedor' });
    expect(within(nav).getByRole('link', { name: 'Solicitudes' })).toHaveAttribute(
      'href',
      '/leads',
    );
    expect(within(nav).getByRole('link', { name: 'Creador de mini sitio' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Últimos 30 días' })).toBeInTheDocument();
    expect(screen.getByText(/Del 2026-11-17 al 2026-11-23/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Apelar esta reseña' })).toBeInTheDocument();

    await userEvent.type(
      screen.getByLabelText('Correos electrónicos (uno por línea)'),
      'a@example.com{enter}b@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar invitaciones' }));
    expect(await screen.findByText('2 invitaciones enviadas.')).toBeInTheDocument();
    expect(screen.getByText('Hoy puede invitar a 198 más.')).toBeInTheDocument();
    expect(invited).toHaveLength(1);
  });

  it('lists the leads with Spanish states, actions, range and dates', async () => {
    await renderApp('/leads');
    const list = await screen.findByRole('list', { name: 'Solicitudes' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Nueva')).toBeInTheDocument();
    expect(within(second!).getByText('Atendida')).toBeInTheDocument();
    expect(within(first!).getByText(/20 nov 2026/)).toBeInTheDocument();
    expect(
      within(first!).getByRole('button', { name: 'Marcar como atendida: Sender l1' }),
    ).toBeInTheDocument();
    expect(
      within(first!).getByRole('link', { name: 'Responder por correo a Sender l1' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Mostrando 1–2 de 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
  });

  it('shows the plans with the monthly price', async () => {
    await renderApp('/plans');
    const premium = await screen.findByRole('region', { name: 'Perfil Premium' });
    expect(within(premium).getByText('$25/mes')).toBeInTheDocument();
    expect(within(premium).getByText('Publicaciones con fotos')).toBeInTheDocument();
    const free = screen.getByRole('region', { name: 'Perfil gratuito' });
    expect(within(free).getByRole('button', { name: 'Su plan actual' })).toBeDisabled();
  });

  it('prices the advertisement in Spanish and pays in the dialog', async () => {
    await renderApp('/advertisement');
    expect(await screen.findByRole('heading', { name: 'Publicidad' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Campaña de 3 días' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Página principal/ })).toBeChecked();
    expect(screen.getByText('Total $50')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar la campaña' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirme su información de pago' });
    expect(within(dialog).getByRole('radio', { name: 'Tarjeta nueva' })).toBeChecked();
    expect(
      within(dialog).getByRole('button', { name: 'Confirmar y pagar $50' }),
    ).toBeInTheDocument();
  });

  it('shows the owner page: hours by day, languages and the reviews plural', async () => {
    await renderApp('/my-profile');
    expect(await screen.findByRole('heading', { name: 'Smith & Partners' })).toBeInTheDocument();
    expect(screen.getByText(/\(3 reseñas\)/)).toBeInTheDocument();
    const hours = screen.getByRole('region', { name: 'Horario' });
    expect(within(hours).getByText('Lunes')).toBeInTheDocument();
    expect(within(hours).getAllByText('Cerrado').length).toBeGreaterThan(0);
    const facts = screen.getByRole('region', { name: 'Servicios e idiomas' });
    expect(facts).toHaveTextContent('Idiomas: español, inglés');
    expect(screen.getByRole('region', { name: 'Comodidades' })).toHaveTextContent(
      'Estacionamiento gratis',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Editar Horario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar horario' });
    expect(
      within(dialog).getByRole('switch', { name: 'Abierto las 24 horas' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Lunes: abre')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });

  it('shows the public mini-site with its Spanish defaults', async () => {
    await renderApp('/m/smith-law');
    expect(await screen.findByRole('img', { name: 'Logotipo de Smith Law' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Llámenos' })).toBeInTheDocument();
    expect(await screen.findByText('¿En qué podemos ayudarle?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
  });

  it('confirms a lead address in Spanish, the values in bold', async () => {
    await renderApp('/lead-address/confirm?token=good');
    // The button's words are a shared message of @app/contracts (Spanish from messages-es).
    await userEvent.click(
      await screen.findByRole('button', {
        name: localizeMessage(LEAD_ADDRESS_MESSAGES.confirmButton),
      }),
    );
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'Las solicitudes enviadas a Bayside MRI se enviarán a bookings@bayside.example.com.',
    );
    expect(within(status).getByText('Bayside MRI').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });

  it('shows the mini-site builder in Spanish', async () => {
    await renderApp('/mini-site');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Creador de mini sitio' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Todavía no está publicado.')).toBeInTheDocument();
    expect(screen.getByLabelText('URL personalizada')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre del botón 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar borrador' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Activado' })).toBeChecked();
  });
});
