import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/token-storage';
import { renderApp } from '../../../test/render';
import { profile, sessionUser, urlOf } from '../../../test/provider-fixtures';

const site = {
  providerId: 'p1',
  url: '',
  heading: '',
  description: '',
  logoUrl: null,
  buttons: [],
  leadFormEnabled: true,
  leadButtonName: '',
  updatedAt: null,
  publishedAt: null,
  hasUnpublishedChanges: false,
};
const saved: unknown[] = [];
let linkTree: () => Promise<Response>;

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  saved.length = 0;
  linkTree = async () =>
    Response.json({
      title: 'Smith\nLawyers',
      subtitle: 'Injury help',
      avatar: '/a.png',
      rating: 4.8,
      reviews: 12,
      buttons: [
        { id: 'a', label: 'Website', url: 'https://a.example', variant: 'secondary' },
        { id: 'b', label: 'Book Now', url: 'https://b.example', variant: 'primary' },
      ],
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = urlOf(input);
      if (url.pathname === '/link-tree.json') return linkTree();
      if (url.pathname === '/api/providers/demo-1')
        return Response.json({
          data: profile({ id: 'demo-1', rating: 4.6, reviewCount: 5, logoUrl: '/files/logo.png' }),
        });
      if (url.pathname === '/api/auth/session')
        return Response.json({ data: { user: sessionUser() } });
      if (url.pathname === '/api/providers/p1') return Response.json({ data: profile() });
      if (url.pathname === '/api/providers/p1/mini-site' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        saved.push(body);
        return Response.json({ data: { ...site, ...body } });
      }
      if (url.pathname === '/api/providers/p1/mini-site/publish' && init?.method === 'POST')
        return Response.json({
          data: { ...site, ...saved.at(-1)!, publishedAt: '2026-11-20T10:00:00.000Z' },
        });
      if (url.pathname === '/api/providers/p1/mini-site') return Response.json({ data: site });
      if (url.pathname === '/api/mini-site/check-url')
        return Response.json({ data: { available: url.searchParams.get('url') !== 'taken' } });
      return Response.json({ statusCode: 404, message: 'Not found', error: 'x' }, { status: 404 });
    }),
  );
  setToken('good.token.here');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/mini-site', () => {
  it('starts with two blank button rows and the lead form on; the URL is checked and saved', async () => {
    await renderApp('/mini-site');
    const url = await screen.findByLabelText('Custom URL');
    expect(screen.getByLabelText('Button Name 1')).toHaveValue('');
    expect(screen.getByLabelText('Button Name 2')).toHaveValue('');
    expect(screen.queryByLabelText('Button Name 3')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Enabled' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Add More' }));
    expect(screen.getByLabelText('Button Name 3')).toBeInTheDocument();
    await userEvent.type(url, 'Bad URL');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(
      await screen.findByText('Use only lower-case letters, digits and hyphens'),
    ).toBeInTheDocument();
    await userEvent.clear(url);
    await userEvent.type(url, 'taken');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await screen.findByText('This URL is already taken')).toBeInTheDocument();
    await userEvent.clear(url);
    await userEvent.type(url, 'smith-law');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await screen.findByText('URL is valid')).toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ url: 'smith-law', leadFormEnabled: true });
  });
});

describe('/mini-site content buttons', () => {
  it('drops the two blank starter rows on the first save', async () => {
    await renderApp('/mini-site');
    await screen.findByLabelText('Button Name 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ buttons: [] });
    expect(screen.queryByLabelText('Button Name 1')).not.toBeInTheDocument();
    expect(screen.getByText('No buttons yet. Add one with Add More.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says beside each button URL whether it is valid (text and icon, live); 'Call now' takes tel:", async () => {
    await renderApp('/mini-site');
    const url = await screen.findByLabelText('Button URL 1');
    expect(url).toHaveAccessibleDescription(/phone link \(tel:\+1…\)/);
    await userEvent.type(url, 'javascript:alert(1)');
    expect(url).toHaveAccessibleDescription(/^\W*Invalid URL$/);
    expect(within(url.parentElement!).getByText('✗', { exact: false })).toBeVisible();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(url);
    await userEvent.type(url, 'tel:+1-305-555-0100');
    expect(url).toHaveAccessibleDescription(/^\W*URL is valid$/);
    expect(url).not.toHaveAttribute('aria-invalid');
    // The indicator is a live region, so a screen reader hears the change.
    expect(within(url.parentElement!).getByRole('status')).toHaveTextContent('URL is valid');
    await userEvent.type(screen.getByLabelText('Button Name 1'), 'Call now');
    await userEvent.type(screen.getByLabelText('Button URL 2'), 'mailto:intake@smith-law.com');
    await userEvent.type(screen.getByLabelText('Button Name 2'), 'Email us');
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      buttons: [
        { name: 'Call now', url: 'tel:+1-305-555-0100' },
        { name: 'Email us', url: 'mailto:intake@smith-law.com' },
      ],
    });
  });

  it('shows a button error under the Content section, not under the URL', async () => {
    await renderApp('/mini-site');
    await userEvent.type(await screen.findByLabelText('Custom URL'), 'smith-law');
    await userEvent.type(screen.getByLabelText('Button URL 2'), 'https://smith-law.example.com');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    // The blank first row is dropped, so the button without a name is now row 1.
    const name = await screen.findByLabelText('Button Name 1');
    await waitFor(() => expect(name).toHaveAccessibleDescription('Button name is required'));
    const content = screen.getByRole('region', { name: 'Content' });
    expect(within(content).getByRole('alert')).toHaveTextContent('Button name is required');
    const urlSection = screen.getByRole('region', { name: 'URL' });
    expect(within(urlSection).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(urlSection).queryByText('URL is valid')).not.toBeInTheDocument();
    expect(saved).toHaveLength(0);
    await userEvent.type(name, 'Website');
    expect(name).not.toHaveAccessibleDescription('Button name is required');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await within(urlSection).findByText('URL is valid')).toBeInTheDocument();
    expect(saved[0]).toMatchObject({
      url: 'smith-law',
      buttons: [{ name: 'Website', url: 'https://smith-law.example.com' }],
    });
  });
});

describe('/mini-site publish', () => {
  it('shows the live short URL as a link after Publish', async () => {
    await renderApp('/mini-site');
    const url = await screen.findByLabelText('Custom URL');
    await userEvent.type(url, 'smith-law');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const link = await screen.findByRole('link', { name: /\/m\/smith-law$/ });
    expect(link).toHaveAttribute('href', '/m/smith-law');
    expect(link).toHaveAttribute('target', '_blank');
    expect(saved[0]).toMatchObject({ url: 'smith-law' });
  });
});

describe('/link-tree', () => {
  it("shows 'Loading…' until the file arrives, then the links in a new tab with the primary one large", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const load = linkTree;
    linkTree = async () => {
      await gate;
      return load();
    };
    await renderApp('/link-tree');
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    release();
    const book = await screen.findByRole('link', { name: 'Book Now' });
    expect(book).toHaveAttribute('target', '_blank');
    expect(book.className).toContain('h-12');
    expect(screen.getByRole('link', { name: 'Website' }).className).toContain('h-10');
    expect(screen.getByText('4.8 · 12 Reviews')).toBeInTheDocument();
  });
});

describe('/link-tree sample', () => {
  it("takes the rating and review count from the provider's row, so it agrees with the profile", async () => {
    const file = JSON.parse(
      readFileSync(path.resolve(__dirname, '../../../../public/link-tree.json'), 'utf8'),
    ) as Record<string, unknown>;
    // The shipped file names the sample provider and carries no numbers of its own.
    expect(file).toMatchObject({ providerId: 'demo-1' });
    expect(file).not.toHaveProperty('rating');
    expect(file).not.toHaveProperty('reviews');
    linkTree = async () => Response.json(file);
    await renderApp('/link-tree');
    expect(await screen.findByText('4.6 · 5 Reviews')).toBeInTheDocument();
    expect(screen.queryByText(/128/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Smith & Partners');
    expect(document.querySelector('img')).toHaveAttribute('src', '/files/logo.png');
    // A phone link hands over to the phone app rather than a new tab.
    expect(screen.getByRole('link', { name: /^Call/ })).not.toHaveAttribute('target');
  });

  it('shows no numbers when the provider cannot be loaded', async () => {
    linkTree = async () =>
      Response.json({
        title: 'Gone',
        subtitle: '',
        avatar: '/a.png',
        providerId: 'missing',
        buttons: [{ id: 'a', label: 'Website', url: 'https://a.example' }],
      });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp('/link-tree');
    expect(await screen.findByRole('link', { name: 'Website' })).toBeInTheDocument();
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect(screen.queryByText(/Reviews/)).not.toBeInTheDocument();
    errors.mockRestore();
  });
});
