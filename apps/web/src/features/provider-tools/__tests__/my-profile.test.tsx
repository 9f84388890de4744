import { LEAD_ADDRESS_MESSAGES, MESSAGES, REPLY_CHECK_TEXT, SAFE_REPLIES } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/token-storage';
import { renderApp } from '../../../test/render';
import { profile, review, sessionUser, urlOf } from '../../../test/provider-fixtures';

let current = profile();
let reviews = [review('r1')];
const calls: { method: string; path: string; body: unknown }[] = [];
let postAnswer: () => Response;
/** While a test holds them, writes wait here unanswered: its busy label stays until seen. */
let held: Array<() => void> | null = null;
const holdWrites = () => {
  held = [];
};
const releaseWrites = () => {
  const waiting = held ?? [];
  held = null;
  for (const answer of waiting) answer();
};

const json = (data: unknown, status = 200) => Response.json(data, { status });

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  current = profile();
  reviews = [review('r1')];
  calls.length = 0;
  held = null;
  postAnswer = () =>
    json(
      {
        statusCode: 429,
        message: 'Free plan allows one post per week',
        error: 'Too Many Requests',
      },
      429,
    );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = urlOf(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (method !== 'GET') calls.push({ method, path: url.pathname, body });
      if (method !== 'GET' && held) await new Promise<void>((answer) => held!.push(answer));
      if (url.pathname === '/api/auth/session') return json({ data: { user: sessionUser() } });
      if (url.pathname === '/api/providers/p1' && method === 'GET') return json({ data: current });
      if (url.pathname === '/api/providers/p1' && method === 'PATCH') {
        // The API answers the tags as a list.
        const tags =
          typeof body.profileTags === 'string' ? { profileTags: body.profileTags.split(', ') } : {};
        // Facts are partial: the keys sent change.
        const facts = body.facts ? { facts: { ...current.facts, ...body.facts } } : {};
        current = { ...current, ...body, ...tags, ...facts };
        return json({ data: current });
      }
      if (url.pathname === '/api/providers/p1/reviews')
        return json({ data: reviews, nextCursor: null });
      if (url.pathname === '/api/providers/p1/posts' && method === 'GET') return json({ data: [] });
      if (url.pathname === '/api/providers/p1/posts') return postAnswer();
      if (url.pathname === '/api/reviews/r1/response') {
        reviews = [review('r1', { response: { text: body.text, createdAt: '2026-03-02' } })];
        return json({ data: reviews[0] });
      }
      if (url.pathname === '/api/reviews/r1/appeal') {
        reviews = [review('r1', { appealUnderReview: true })];
        return json({ data: reviews[0] });
      }
      return json({ statusCode: 404, message: 'Not found', error: 'Not Found' }, 404);
    }),
  );
  setToken('good.token.here');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const long =
  'The reviewer was never our client and the dates in the review do not match any visit. '.repeat(
    2,
  );

async function open() {
  await renderApp('/my-profile');
  return screen.findByRole('heading', { name: 'Smith & Partners' });
}

describe('/my-profile', () => {
  it('Respond: under 100 characters the hint turns red; Publish shows Publishing... then Edit Response', async () => {
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Respond' }));
    const form = screen.getByRole('form', { name: 'Respond to the review' });
    await userEvent.type(within(form).getByLabelText('Your response'), 'Thanks!');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Response must be at least 100 characters',
    );
    expect(calls).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText('Your response'), ` ${long}`);
    holdWrites();
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await within(form).findByRole('button', { name: 'Publishing...' })).toBeDisabled();
    releaseWrites();
    expect(await screen.findByRole('button', { name: 'Edit Response' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/api/reviews/r1/response' });
  });

  it('Respond: a threat or client details warn before publishing, with a safer reply; publishing anyway works', async () => {
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Respond' }));
    const form = screen.getByRole('form', { name: 'Respond to the review' });
    const field = within(form).getByLabelText('Your response');
    await userEvent.type(
      field,
      `Our attorney will contact you about this defamation. Your settlement was fair. ${long}`,
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    const warning = await within(form).findByRole('alertdialog', {
      name: REPLY_CHECK_TEXT.heading,
    });
    expect(warning).toHaveTextContent(REPLY_CHECK_TEXT.threat.title);
    expect(warning).toHaveTextContent(REPLY_CHECK_TEXT.client_details.title);
    expect(within(warning).getByText('attorney will contact')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    // The safer wording replaces the text; nothing is sent until Publish.
    await userEvent.click(
      within(warning).getByRole('button', { name: REPLY_CHECK_TEXT.useSuggestion }),
    );
    expect(field).toHaveValue(SAFE_REPLIES.threat);
    expect(field).toHaveFocus();
    expect(calls).toHaveLength(0);

    // A warning is not a block: Publish anyway sends the text as written.
    await userEvent.clear(field);
    await userEvent.type(field, `We will sue you for this lawsuit-worthy lie. ${long}`);
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    await userEvent.click(
      await within(form).findByRole('button', { name: REPLY_CHECK_TEXT.publishAnyway }),
    );
    expect(await screen.findByRole('button', { name: 'Edit Response' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/api/reviews/r1/response' });
    expect((calls[0]!.body as { text: string }).text).toMatch(/^We will sue you/);
  });

  it('Appeal this Review: confirm, a 100-character description, Sending..., then Appeal under Review', async () => {
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Appeal this Review' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Appeal this Review' })).getByRole('button', {
        name: 'Continue',
      }),
    );
    const form = await screen.findByRole('form', { name: 'Appeal form' });
    const send = within(form).getByRole('button', { name: 'Send Appeal' });
    expect(
      within(form).getByText(/Appeal needs to be at least 100 characters/),
    ).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox'), 'Not true.');
    expect(send).toBeDisabled();
    await userEvent.type(within(form).getByRole('textbox'), ` ${long}`);
    expect(send).toBeEnabled();
    holdWrites();
    await userEvent.click(send);
    expect(await within(form).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    releaseWrites();
    expect(await screen.findByText('Appeal under Review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Appeal this Review' })).not.toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: '/api/reviews/r1/appeal', body: { fileUrls: [] } });
  });

  it('profile information: a short description is refused with the spec message; a valid one is saved', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile Information' }));
    const form = await screen.findByRole('form', { name: 'Profile information' });
    const description = within(form).getByLabelText('Description');
    await userEvent.clear(description);
    await userEvent.type(description, 'Too short.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Description must be at least 100 characters'),
    ).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Phone Number'));
    await userEvent.type(within(form).getByLabelText('Phone Number'), 'abc');
    await userEvent.clear(within(form).getByLabelText('Website'));
    await userEvent.type(within(form).getByLabelText('Website'), 'http://nodot');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a valid website URL')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.clear(within(form).getByLabelText('Phone Number'));
    await userEvent.type(within(form).getByLabelText('Phone Number'), '(305) 555-0100');
    await userEvent.clear(within(form).getByLabelText('Website'));
    await userEvent.type(within(form).getByLabelText('Website'), 'https://smith.example');
    await userEvent.clear(description);
    await userEvent.type(description, long);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      body: { description: long, profileTags: 'Car accidents', phoneNumber: '(305) 555-0100' },
    });
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Profile information' })).not.toBeInTheDocument(),
    );
  });

  it('location: ZIP must be 5 digits or 5+4', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Location' }));
    const form = await screen.findByRole('form', { name: 'Location' });
    const zip = within(form).getByLabelText('ZIP Code');
    await userEvent.clear(zip);
    await userEvent.type(zip, '1234');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Invalid ZIP Code format')).toBeInTheDocument();
    await userEvent.clear(zip);
    await userEvent.type(zip, '33101-1234');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ location: { zipCode: '33101-1234' } });
  });

  it('location: the State is chosen by name from every state, DC and Puerto Rico; the code is sent', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Location' }));
    const form = await screen.findByRole('form', { name: 'Location' });
    const state = within(form).getByRole('combobox', { name: 'State' });
    expect(state).toHaveValue('FL');
    const options = within(state).getAllByRole('option');
    expect(options).toHaveLength(53);
    expect(options.map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['Texas', 'District of Columbia', 'Puerto Rico', 'Wyoming']),
    );
    await userEvent.selectOptions(state, 'Texas');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ location: { state: 'TX', city: 'Miami' } });
  });

  it('location: no state chosen says State is required and sends nothing', async () => {
    current = profile({ location: null });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Location' }));
    const form = await screen.findByRole('form', { name: 'Location' });
    const state = within(form).getByRole('combobox', { name: 'State' });
    expect(state).toHaveValue('');
    expect(within(state).getByRole('option', { selected: true })).toHaveTextContent(
      'Choose a state',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(MESSAGES.stateRequired)).toBeInTheDocument();
    expect(state).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it("services and languages: a law firm's facts only, Spanish first; only the changes are sent", async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Services and Languages' }));
    const form = await screen.findByRole('form', { name: 'Services and languages' });
    const services = within(within(form).getByRole('group', { name: 'Services' }));
    expect(services.getAllByRole('checkbox').map((c) => c.closest('label')!.textContent)).toEqual([
      'Free consultation',
      'No fee unless you win',
      'Mobile service',
    ]);
    const languages = within(within(form).getByRole('group', { name: 'Languages spoken' }));
    expect(languages.getAllByRole('checkbox')[0]!.closest('label')).toHaveTextContent('Spanish');
    expect(languages.getByRole('checkbox', { name: 'English' })).toBeChecked();
    await userEvent.click(services.getByRole('checkbox', { name: 'No fee unless you win' }));
    await userEvent.click(languages.getByRole('checkbox', { name: 'Spanish' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ facts: { languages: ['es', 'en'], noFeeUnlessWin: true } });
    const section = await screen.findByRole('region', { name: 'Services and Languages' });
    expect(section).toHaveTextContent('No fee unless you win');
    expect(section).toHaveTextContent('Languages: Spanish, English');
  });

  it('services for a chiropractor offer letters of protection and PIP, not no fee unless you win', async () => {
    current = profile({ category: 'Chiropractors', providerType: 'Chiropractor' });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Services and Languages' }));
    const form = await screen.findByRole('form', { name: 'Services and languages' });
    expect(within(form).getByRole('checkbox', { name: 'PIP accepted' })).toBeInTheDocument();
    expect(
      within(form).getByRole('checkbox', { name: 'Accepts letters of protection / liens' }),
    ).toBeInTheDocument();
    expect(
      within(form).queryByRole('checkbox', { name: 'No fee unless you win' }),
    ).not.toBeInTheDocument();
  });

  it('working hours: Open 24 hours turns the days off and saves the flag with the hours', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Working Hours' }));
    const form = await screen.findByRole('form', { name: 'Working hours' });
    const allDay = within(form).getByRole('switch', { name: 'Open 24 hours' });
    expect(allDay).not.toBeChecked();
    await userEvent.click(allDay);
    expect(within(form).getByRole('checkbox', { name: 'Monday' })).toBeDisabled();
    expect(within(form).getByLabelText('Monday opens')).toBeDisabled();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ facts: { open24Hours: true } });
    const hours = await screen.findByRole('region', { name: 'Working Hours' });
    expect(await within(hours).findByText('Open 24 hours')).toBeInTheDocument();
  });

  it('working hours default to weekdays on and the weekend off', async () => {
    current = profile({ workingHours: null });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Working Hours' }));
    const form = await screen.findByRole('form', { name: 'Working hours' });
    expect(within(form).getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Friday' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
  });

  it('social links say Invalid URL while typing', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Social Media' }));
    const form = await screen.findByRole('form', { name: 'Social media' });
    await userEvent.type(within(form).getByLabelText('Instagram'), 'insta');
    expect(await within(form).findByText('Invalid URL')).toBeInTheDocument();
  });

  it('lead form keeps one option row and drops blank ones on save', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Lead Form' }));
    const form = await screen.findByRole('form', { name: 'Lead form' });
    expect(within(form).getByRole('button', { name: 'Remove option 1' })).toBeDisabled();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Form name is required')).toBeInTheDocument();
    expect(within(form).getByText('Form description is required')).toBeInTheDocument();
    expect(within(form).getByText('Email address is required')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Form Name'), 'Appointment');
    await userEvent.type(within(form).getByLabelText('Form Description'), 'Pick a time');
    await userEvent.type(within(form).getByLabelText('Email Address'), 'front@smith.example');
    await userEvent.type(within(form).getByLabelText('Option 1'), 'Morning');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Option' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const sent = calls[0]!.body as { leadForm: { options: { text: string }[] } };
    expect(sent.leadForm.options.map((o) => o.text)).toEqual(['Morning']);
  });

  it('lead form editor says whether the address is confirmed or waiting for its link', async () => {
    current = profile({
      leadForm: {
        formName: 'Appointment',
        formDescription: 'Pick a time',
        options: [{ id: 'o1', text: 'Morning', checked: false }],
        emailAddress: 'front@smith.example',
        emailConfirmed: false,
      },
    });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Lead Form' }));
    const form = await screen.findByRole('form', { name: 'Lead form' });
    expect(within(form).getByText(LEAD_ADDRESS_MESSAGES.pending)).toBeInTheDocument();
    const email = within(form).getByLabelText('Email Address');
    await userEvent.clear(email);
    await userEvent.type(email, 'other@smith.example');
    expect(within(form).getByText(LEAD_ADDRESS_MESSAGES.willConfirm)).toBeInTheDocument();
    expect(within(form).queryByText(LEAD_ADDRESS_MESSAGES.pending)).not.toBeInTheDocument();
  });

  it('Create a Post: over 500 characters says Maximum 500 characters; the server limit message shows', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Create a Post' }));
    const form = await screen.findByRole('form', { name: 'Create a Post' });
    const text = within(form).getByRole('textbox');
    await userEvent.click(text);
    await userEvent.paste('x'.repeat(501));
    expect(within(form).getByText('Maximum 500 characters')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(within(form).queryByRole('button', { name: /Add Photos/ })).not.toBeInTheDocument();
    await userEvent.clear(text);
    await userEvent.type(text, 'Open on Saturday this week.');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await within(form).findByText('Free plan allows one post per week')).toBeInTheDocument();
  });
});
