import type { TImportJob, TImportMatch } from '@app/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n';
import { setToken } from '../../../lib/token-storage';
import { renderApp } from '../../../test/render';
import { ADMIN_TOKEN, adminSession } from './fake-api';

const JOB = '00000000-0000-4000-8000-0000000000a1';
const OLD = '00000000-0000-4000-8000-0000000000a2';
const MATCH = '00000000-0000-4000-8000-0000000000b1';

const job = (extra: Partial<TImportJob> = {}): TImportJob => ({
  id: JOB,
  source: 'overture',
  file: 'uploads/florida.parquet',
  state: 'running',
  counts: { read: 100, created: 80, updated: 5, merged: 3, skipped: 10, rejected: 2 },
  skippedByReason: { below_confidence: 6, 'unmapped_category:bakery': 4 },
  total: 400,
  rate: 250,
  etaSeconds: 125,
  error: null,
  confidenceFloor: 0.5,
  pendingMatches: 1,
  reportRows: 2,
  startedBy: 'admin',
  createdAt: '2026-12-01T10:00:00.000Z',
  startedAt: '2026-12-01T10:00:01.000Z',
  finishedAt: null,
  ...extra,
});

const match = (): TImportMatch => ({
  id: MATCH,
  importId: JOB,
  reason: 'similar_name_nearby',
  status: 'pending',
  record: {
    source: 'overture',
    recordId: '08f2a',
    name: 'Bay Chiropractic Center',
    category: 'Chiropractors',
    phone: null,
    website: null,
    addressLine1: '100 Bay St',
    city: 'Tampa',
    state: 'FL',
    zip: '33602',
    latitude: 27.95,
    longitude: -82.46,
  },
  candidates: [
    {
      id: 'demo-3',
      name: 'Bay Chiropractic',
      category: 'Chiropractors',
      phone: '+1 813 555 0100',
      addressLine1: '120 Bay St',
      city: 'Tampa',
      state: 'FL',
      zip: '33602',
      distanceMeters: 240,
      similarity: 0.72,
    },
  ],
  providerId: null,
  createdAt: '2026-12-01T10:01:00.000Z',
  decidedAt: null,
});

let jobs: TImportJob[];
let matches: TImportMatch[];
let files: Array<{ name: string; size: number; modifiedAt: string; source: string | null }>;
let listError: boolean;
const calls: Array<{ method: string; path: string; body: unknown }> = [];
const sent: Array<{ url: string; form: FormData }> = [];

/** Stands in for the browser's XMLHttpRequest: the multipart upload answers 202 with a job. */
class FakeXhr {
  status = 0;
  responseText = '';
  responseType = '';
  upload: {
    onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void;
  } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  abort() {}
  send(form: FormData) {
    sent.push({ url: this.url, form });
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      const created = job({
        state: 'queued',
        file: `uploads/${(form.get('file') as File).name}`,
        counts: { read: 0, created: 0, updated: 0, merged: 0, skipped: 0, rejected: 0 },
        skippedByReason: {},
        total: null,
        rate: 0,
        etaSeconds: null,
        pendingMatches: 0,
        reportRows: 0,
        startedAt: null,
      });
      jobs = [created, ...jobs.filter((j) => j.id !== created.id)];
      this.status = 202;
      this.responseText = JSON.stringify({ data: created });
      this.onload?.();
    }, 5);
  }
}

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  setToken(ADMIN_TOKEN);
  calls.length = 0;
  sent.length = 0;
  listError = false;
  jobs = [
    job(),
    job({ id: OLD, state: 'failed', file: 'broken.csv', source: 'nppes', error: 'Not a CSV' }),
  ];
  matches = [match()];
  files = [
    {
      name: 'nppes-2026-11.csv',
      size: 2_500_000,
      modifiedAt: '2026-11-30T00:00:00Z',
      source: 'nppes',
    },
  ];
  const session = adminSession(ADMIN_TOKEN);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
      const path = url.pathname;
      if (!path.startsWith('/api/admin/imports')) return session(input, init);
      calls.push({ method, path, body });
      if (path === '/api/admin/imports' && method === 'GET') {
        if (listError)
          return Response.json(
            { statusCode: 500, message: 'An unexpected error occurred', error: 'Error' },
            { status: 500 },
          );
        return Response.json({ data: jobs, total: jobs.length, offset: 0, limit: 10 });
      }
      if (path === '/api/admin/imports' && method === 'POST') {
        const created = job({ state: 'queued', file: body.file, source: body.source });
        jobs = [created, ...jobs.filter((j) => j.id !== created.id)];
        return Response.json({ data: created }, { status: 202 });
      }
      if (path === '/api/admin/imports/files') return Response.json({ data: files });
      if (path === '/api/admin/imports/matches')
        return Response.json({
          data: matches.filter((m) => m.status === 'pending'),
          total: matches.length,
          offset: 0,
          limit: 10,
        });
      const decided = path.match(/^\/api\/admin\/imports\/matches\/(.+)$/);
      if (decided && method === 'POST') {
        const m = matches.find((x) => x.id === decided[1])!;
        m.status = body.decision === 'merge' ? 'merged' : 'kept_apart';
        return Response.json({ data: m });
      }
      const report = path.match(/^\/api\/admin\/imports\/(.+)\/report$/);
      if (report)
        return new Response('index,reason,raw\n7,empty_name,"{}"\n', {
          headers: { 'content-type': 'text/csv' },
        });
      const one = path.match(/^\/api\/admin\/imports\/(.+)$/);
      if (one) {
        const found = jobs.find((j) => j.id === one[1]);
        return found
          ? Response.json({ data: found })
          : Response.json(
              { statusCode: 404, message: 'Import not found', error: 'Not Found' },
              { status: 404 },
            );
      }
      return Response.json(
        { statusCode: 404, message: 'Not found', error: 'Not Found' },
        { status: 404 },
      );
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

const bar = () => screen.getByRole('progressbar', { name: 'Import progress' });

describe('/admin/imports', () => {
  it('is in the admin menu and shows the running job live until it is done', async () => {
    await renderApp('/admin/imports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Imports' })).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Admin' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Imports' })).toHaveAttribute(
      'href',
      '/admin/imports',
    );
    // The running job shows first: 100 of 400 rows, its counts, rate and time left.
    await waitFor(() => expect(bar()).toHaveAttribute('aria-valuenow', '25'));
    expect(bar()).toHaveAttribute('aria-valuetext', '100 of 400 rows');
    const panel = within(
      screen
        .getByRole('heading', { name: 'Import of uploads/florida.parquet' })
        .closest('[role=group]')! as HTMLElement,
    );
    expect(panel.getByText('Rows read').nextSibling).toHaveTextContent('100');
    expect(panel.getByText('Created').nextSibling).toHaveTextContent('80');
    expect(panel.getByText('Merged').nextSibling).toHaveTextContent('3');
    expect(panel.getByText('Rejected').nextSibling).toHaveTextContent('2');
    expect(panel.getByText('250 rows/s')).toBeInTheDocument();
    expect(panel.getByText('2 min 5 s')).toBeInTheDocument();
    expect(panel.getByText('Below the confidence floor')).toBeInTheDocument();
    expect(panel.getByText('Category not in the directory: bakery')).toBeInTheDocument();
    expect(panel.getByText('Running')).toBeInTheDocument();

    // The server moves on; the page asks again by itself and reaches done.
    jobs[0] = job({
      state: 'done',
      counts: { read: 400, created: 300, updated: 20, merged: 30, skipped: 40, rejected: 10 },
      etaSeconds: 0,
      finishedAt: '2026-12-01T10:00:03.000Z',
    });
    await waitFor(() => expect(bar()).toHaveAttribute('aria-valuenow', '100'));
    expect(bar()).toHaveAttribute('aria-valuetext', 'Done: 400 rows');
    expect(panel.getByText('Done')).toBeInTheDocument();
    expect(panel.getByText('Rows read').nextSibling).toHaveTextContent('400');
    const polls = calls.filter((c) => c.method === 'GET' && c.path === `/api/admin/imports/${JOB}`);
    expect(polls.length).toBeGreaterThanOrEqual(2);
    // Done: no more polling of the job.
    const count = polls.length;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(
      calls.filter((c) => c.method === 'GET' && c.path === `/api/admin/imports/${JOB}`).length,
    ).toBe(count);
  });

  it("shows a failed job's error and its report download", async () => {
    const created = vi.fn(() => 'blob:report');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    await renderApp('/admin/imports');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show the import of broken.csv' }),
    );
    expect(await screen.findByText('The import failed: Not a CSV')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download report' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(calls.some((c) => c.path === `/api/admin/imports/${OLD}/report`)).toBe(true);
  });

  it('uploads a file (multipart: source, confidence, file) and then shows its job', async () => {
    await renderApp('/admin/imports');
    await screen.findByRole('heading', { name: 'Start an import' });
    // Nothing chosen: the contract's message, nothing sent.
    await userEvent.click(screen.getByRole('button', { name: 'Start import' }));
    expect(await screen.findByText('Choose a file to import')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Confidence floor (optional)'), '2');
    await userEvent.upload(
      screen.getByLabelText(/File to upload/),
      new File(['{"type":"FeatureCollection","features":[]}'], 'tampa.geojson', {
        type: 'application/geo+json',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start import' }));
    expect(await screen.findByText('The confidence floor goes from 0 to 1')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Confidence floor (optional)'));
    await userEvent.type(screen.getByLabelText('Confidence floor (optional)'), '0.7');
    await userEvent.click(screen.getByRole('button', { name: 'Start import' }));
    expect(await screen.findByText('Import queued: uploads/tampa.geojson.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/admin/imports');
    expect(sent[0]!.form.get('source')).toBe('overture');
    expect(sent[0]!.form.get('confidence')).toBe('0.7');
    expect((sent[0]!.form.get('file') as File).name).toBe('tampa.geojson');
    const heading = await screen.findByRole('heading', { name: 'Import of uploads/tampa.geojson' });
    expect(
      within(heading.closest('[role=group]') as HTMLElement).getByText('Queued'),
    ).toBeInTheDocument();
  });

  it('starts an import of a file of the imports folder (JSON), the source following its name', async () => {
    await renderApp('/admin/imports');
    await userEvent.click(
      await screen.findByRole('radio', { name: 'A file in the imports folder' }),
    );
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: /File in the imports folder/ }),
      'nppes-2026-11.csv',
    );
    expect(screen.getByRole('combobox', { name: 'Source' })).toHaveValue('nppes');
    await userEvent.click(screen.getByRole('button', { name: 'Start import' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/admin/imports',
        body: { source: 'nppes', file: 'nppes-2026-11.csv' },
      }),
    );
  });

  it('says when the folder is empty and when there is nothing yet', async () => {
    files = [];
    jobs = [];
    matches = [];
    await renderApp('/admin/imports');
    expect(await screen.findByText('No imports yet')).toBeInTheDocument();
    expect(screen.getByText('Nothing to review')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'A file in the imports folder' }));
    expect(await screen.findByText(/The imports folder is empty/)).toBeInTheDocument();
  });

  it('shows a failed list with Try again, which loads it', async () => {
    listError = true;
    await renderApp('/admin/imports');
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
    listError = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('button', { name: 'Show the import of broken.csv' }),
    ).toBeInTheDocument();
  });

  it('shows a match side by side and merges it, or keeps it apart', async () => {
    await renderApp('/admin/imports');
    const queue = within(
      (await screen.findByRole('heading', { name: 'Review queue' })).closest('section')!,
    );
    const card = within(
      await queue.findByRole('article', { name: 'Possible match: Bay Chiropractic Center' }),
    );
    expect(card.getByText('Bay Chiropractic Center')).toBeInTheDocument();
    expect(card.getByText('100 Bay St, Tampa, FL 33602')).toBeInTheDocument();
    expect(card.getByText('Bay Chiropractic')).toBeInTheDocument();
    expect(card.getByText('120 Bay St, Tampa, FL 33602')).toBeInTheDocument();
    expect(card.getByText(/240 m away · Name similarity 72%/)).toBeInTheDocument();
    await userEvent.click(
      card.getByRole('button', { name: 'Merge Bay Chiropractic Center into Bay Chiropractic' }),
    );
    expect(
      await screen.findByText('Bay Chiropractic Center merged into Bay Chiropractic.'),
    ).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'POST',
      path: `/api/admin/imports/matches/${MATCH}`,
      body: { decision: 'merge' },
    });
    expect(await queue.findByText('Nothing to review')).toBeInTheDocument();
  });

  it('keeps a match apart', async () => {
    await renderApp('/admin/imports');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Keep Bay Chiropractic Center apart' }),
    );
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: `/api/admin/imports/matches/${MATCH}`,
        body: { decision: 'keep_apart' },
      }),
    );
  });

  it('in Spanish', async () => {
    await act(() => activateLocale('es'));
    await renderApp('/admin/imports');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Importaciones' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('progressbar', { name: 'Progreso de la importación' }),
      ).toHaveAttribute('aria-valuetext', '100 de 400 filas'),
    );
    expect(screen.getByText('Cola de revisión')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Mantener Bay Chiropractic Center separada' }),
    ).toBeInTheDocument();
  });
});
