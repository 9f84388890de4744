import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n';
import { setToken } from '../../../lib/token-storage';
import { renderApp, stubSession } from '../../../test/render';

const unclaimed = {
  id: 'p9',
  profileName: 'Unclaimed Clinic',
  category: 'Medical Facilities',
  providerType: 'Clinic',
  profileTags: [],
  description: 'A clinic.',
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
  plan: 'unclaimed',
  badges: [],
  rating: 0,
  reviewCount: 0,
  ratingSummary: { average: 0, total: 0, counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
  isSample: false,
  status: 'open',
  closedReason: null,
  npi: null,
  verified: true,
  sources: [],
  createdAt: '2025-01-01T00:00:00.000Z',
};

let myClaim: unknown = null;
const sent: { url: string; form: FormData }[] = [];

/** Stands in for the browser's XMLHttpRequest (jsdom has no API server to talk to). */
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
      this.status = 201;
      myClaim = { id: '00000000-0000-4000-8000-00000000000c', status: 'pending', createdAt: '' };
      this.responseText = JSON.stringify({ data: { id: 'x', status: 'pending' } });
      this.onload?.();
    }, 10);
  }
}

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  myClaim = null;
  sent.length = 0;
  const session = stubSession('good.token.here');
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (url.pathname === '/api/providers/p9') return Response.json({ data: unclaimed });
      if (url.pathname === '/api/providers/p9/claims/mine') return Response.json({ data: myClaim });
      if (url.pathname === '/api/providers/p9/reviews')
        return Response.json({ data: [], nextCursor: null });
      if (url.pathname === '/api/bookmarks') return Response.json({ data: [] });
      return session(input, init);
    }),
  );
  setToken('good.token.here');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await act(() => activateLocale('en'));
});

const pdf = (name: string, size = 1000, type = 'application/pdf') => {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function openForm() {
  // The claim flow is a lazy component of the provider page: loaded first, so that the test
  // waits for the module (however long a busy machine takes) rather than a time.
  await import('../components/claim-flow');
  await renderApp('/provider/p9');
  await userEvent.click(await screen.findByRole('button', { name: 'Claim This Profile' }));
  const confirm = await screen.findByRole('dialog', { name: 'Claim This Profile' });
  await userEvent.click(within(confirm).getByRole('button', { name: "Yes, I'm the owner" }));
  return screen.findByRole('form', { name: 'Claim form' });
}

describe('claiming a profile', () => {
  it('shows the spec messages for missing and wrong fields and files, and sends nothing', async () => {
    const form = await openForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Claim for Review' }));
    expect(await within(form).findByText('Please enter a valid URL')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(form).getAllByText('Please enter your information')).toHaveLength(3);
    expect(within(form).getAllByText('Please upload a document')).toHaveLength(2);

    await userEvent.upload(
      within(form).getByLabelText('Business registration document'),
      pdf('big.pdf', 11 * 1024 * 1024),
    );
    expect(within(form).getByText('File size must be less than 10MB')).toBeInTheDocument();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      within(form).getByLabelText('Proof of address'),
      pdf('notes.txt', 10, 'text/plain'),
    );
    expect(within(form).getByText('Only PDF, JPG, and PNG files are allowed')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Website'), 'example.com');
    await userEvent.type(within(form).getByLabelText('Work email'), 'not-an-email');
    await userEvent.type(within(form).getByLabelText('Phone number'), 'call me');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Claim for Review' }));
    expect(within(form).getByText('Please enter a valid URL')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('submits the documents and fields as one multipart request, then shows the claim as pending', async () => {
    const form = await openForm();
    await userEvent.upload(
      within(form).getByLabelText('Business registration document'),
      pdf('registration.pdf'),
    );
    await userEvent.upload(
      within(form).getByLabelText('Proof of address'),
      pdf('bill.png', 2000, 'image/png'),
    );
    await userEvent.type(within(form).getByLabelText('Website'), 'https://clinic.example');
    await userEvent.type(within(form).getByLabelText('Work email'), 'owner@clinic.example');
    await userEvent.type(within(form).getByLabelText('Full name'), 'Ana Lopez');
    await userEvent.type(within(form).getByLabelText('Job title'), 'Owner');
    await userEvent.type(within(form).getByLabelText('Phone number'), '+1 (555) 010-2000');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Claim for Review' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe('/api/providers/p9/claims');
    const body = sent[0]!.form;
    expect((body.get('registration') as File).name).toBe('registration.pdf');
    expect((body.get('addressProof') as File).name).toBe('bill.png');
    expect(body.get('websiteUrl')).toBe('https://clinic.example');
    expect(body.get('workEmail')).toBe('owner@clinic.example');
    expect(body.get('fullName')).toBe('Ana Lopez');
    expect(body.get('jobTitle')).toBe('Owner');
    expect(body.get('phoneNumber')).toBe('+1 (555) 010-2000');
    expect(await screen.findByText('Claim pending review.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim This Profile' })).not.toBeInTheDocument();
  });

  it('speaks Spanish: the confirmation and the form', async () => {
    await import('../components/claim-flow');
    await act(() => activateLocale('es'));
    await renderApp('/provider/p9');
    await userEvent.click(await screen.findByRole('button', { name: 'Reclamar este perfil' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reclamar este perfil' });
    expect(confirm).toHaveTextContent('¿Es usted el dueño?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sí, soy el dueño' }));
    const form = await screen.findByRole('form', { name: 'Solicitud para reclamar el perfil' });
    expect(within(form).getByLabelText('Comprobante de domicilio')).toBeInTheDocument();
    expect(within(form).getByLabelText('Sitio web')).toBeInTheDocument();
    expect(
      within(form).getByRole('button', { name: 'Enviar la solicitud para revisión' }),
    ).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });
});
