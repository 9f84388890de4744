import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmEmailForm, formatCountdown } from '../components/confirm-email-form';
import { FinishProfileForm } from '../components/finish-profile-form';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';
import { ResetPasswordForm } from '../components/reset-password-form';
import { recordingFlow, renderForm, sessionUser, stubApi } from './helpers';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const error = (status: number, message: string, errors?: unknown) => ({
  status,
  body: { statusCode: status, message, error: 'x', ...(errors ? { errors } : {}) },
});

describe('LoginForm', () => {
  it('says Email is required and Please enter your password on an empty submit', async () => {
    renderForm(<LoginForm flow={recordingFlow()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
  });

  it('checks the email shape on blur', async () => {
    renderForm(<LoginForm flow={recordingFlow()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'not an email');
    await userEvent.tab();
    expect(await screen.findByText('Email format is wrong')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows Wrong email or password inline for a 401', async () => {
    stubApi({ '/api/auth/login': () => error(401, 'Wrong email or password') });
    renderForm(<LoginForm flow={recordingFlow()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Whatever1!');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password');
  });

  it('shows one message at a time: new field errors replace Wrong email or password', async () => {
    stubApi({ '/api/auth/login': () => error(401, 'Wrong email or password') });
    renderForm(<LoginForm flow={recordingFlow()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Whatever1!');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Wrong email or password')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.queryByText('Wrong email or password')).not.toBeInTheDocument();
  });

  it('goes to confirm email when the server says the email is not verified', async () => {
    stubApi({ '/api/auth/login': () => error(403, 'Please verify your email before logging in!') });
    const flow = recordingFlow();
    renderForm(<LoginForm flow={flow} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Whatever1!');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() =>
      expect(flow.go).toHaveBeenCalledWith('confirm-email', { email: 'ana@example.com' }),
    );
  });

  it('continues the flow with the token on success', async () => {
    stubApi({
      '/api/auth/login': () => ({
        status: 200,
        body: { data: { token: 'a.b.c', user: sessionUser({ isEmailConfirmed: true }) } },
      }),
    });
    const flow = recordingFlow();
    renderForm(<LoginForm flow={flow} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Whatever1!');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(flow.continueWith).toHaveBeenCalledWith('a.b.c'));
  });

  it('shows the Facebook alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderForm(<LoginForm flow={recordingFlow()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    expect(alert).toHaveBeenCalledWith('Facebook login coming soon');
  });
});

describe('RegisterForm', () => {
  it('ticks the live requirements and enables submit only when all are met', async () => {
    renderForm(<RegisterForm flow={recordingFlow()} />);
    const submit = screen.getByRole('button', { name: 'Create an Account' });
    const list = screen.getByRole('list', { name: 'Password requirements' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), 'abcdefgh');
    expect(within(list).getByText(/At least 8 characters/)).toHaveTextContent('(met)');
    expect(within(list).getByText(/One uppercase letter/)).toHaveTextContent('(not met)');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), 'A1!');
    expect(within(list).getAllByText(/\(met\)/)).toHaveLength(4);
    expect(submit).toBeEnabled();
  });

  it('links the consent text to the privacy policy and the terms', () => {
    renderForm(<RegisterForm flow={recordingFlow()} />);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/terms-of-use',
    );
  });

  it('shows An account with this email already exists from the server', async () => {
    stubApi({
      '/api/auth/register': () => error(400, 'An account with this email already exists'),
    });
    renderForm(<RegisterForm flow={recordingFlow()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Harbor$Lights#2031');
    await userEvent.click(screen.getByRole('button', { name: 'Create an Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists',
    );
  });

  it('puts a password the server refuses under the password field', async () => {
    const message = 'This password is too common. Please choose a less predictable one.';
    stubApi({ '/api/auth/register': () => error(400, message, [{ path: 'password', message }]) });
    renderForm(<RegisterForm flow={recordingFlow()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Password1!');
    await userEvent.click(screen.getByRole('button', { name: 'Create an Account' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('ConfirmEmailForm', () => {
  it('formats the countdown as mm:ss', () => {
    expect(formatCountdown(20)).toBe('00:20');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('takes digits only, one per box, and submits by itself at five', async () => {
    const calls = stubApi({
      '/api/auth/email-verify': () => ({
        status: 200,
        body: { data: { token: 'x.y.z', user: sessionUser({ isEmailConfirmed: true }) } },
      }),
    });
    const flow = recordingFlow();
    renderForm(<ConfirmEmailForm flow={flow} email="ana@example.com" />);
    const boxes = screen.getAllByRole('textbox');
    expect(boxes).toHaveLength(5);
    await userEvent.type(boxes[0]!, 'a');
    expect(boxes[0]).toHaveValue('');
    await userEvent.type(boxes[0]!, '1234');
    expect(boxes.map((b) => (b as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '']);
    await userEvent.type(boxes[4]!, '5');
    await waitFor(() => expect(flow.continueWith).toHaveBeenCalledWith('x.y.z'));
    expect(calls.find((c) => c.path === '/api/auth/email-verify')?.body).toEqual({
      code: '12345',
      email: 'ana@example.com',
    });
  });

  it('fills every box from a pasted code', async () => {
    stubApi({
      '/api/auth/email-verify': () =>
        error(400, 'The code is incorrect. Please check it and try again.'),
    });
    renderForm(<ConfirmEmailForm flow={recordingFlow()} email="ana@example.com" />);
    const boxes = screen.getAllByRole('textbox');
    fireEvent.paste(boxes[0]!, { clipboardData: { getData: () => ' 98-765 ' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code is incorrect. Please check it and try again.',
    );
    expect(boxes.map((b) => (b as HTMLInputElement).value)).toEqual(['', '', '', '', '']);
  });

  it('keeps resend disabled for 20 s, then resend mails a code, clears the boxes and restarts the countdown', async () => {
    vi.useFakeTimers();
    const calls = stubApi({
      '/api/auth/resend-verification-code': () => ({
        status: 200,
        body: { data: { success: true } },
      }),
    });
    renderForm(<ConfirmEmailForm flow={recordingFlow()} email="ana@example.com" />);
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toBeDisabled();
    expect(screen.getByText('in 00:20')).toBeInTheDocument();
    fireEvent.change(screen.getAllByRole('textbox')[0]!, { target: { value: '7' } });
    for (let second = 0; second < 19; second++) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(resend).toBeDisabled();
    expect(screen.getByText('in 00:01')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(resend).toBeEnabled();
    vi.useRealTimers();
    fireEvent.click(resend);
    await waitFor(() => expect(screen.getByText('in 00:20')).toBeInTheDocument());
    expect(calls.some((c) => c.path === '/api/auth/resend-verification-code')).toBe(true);
    expect(screen.getAllByRole('textbox')[0]).toHaveValue('');
  });
});

describe('ResetPasswordForm', () => {
  it('says Invalid token for a token without three parts', async () => {
    renderForm(<ResetPasswordForm token="only.two" />);
    await userEvent.type(screen.getByLabelText('New password'), 'Harbor$Lights#2031');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid token');
  });

  it('shows Password has been reset! on success', async () => {
    stubApi({
      '/api/auth/reset-password': () => ({ status: 200, body: { data: { success: true } } }),
    });
    renderForm(<ResetPasswordForm token="a.b.c" />);
    await userEvent.type(screen.getByLabelText('New password'), 'Harbor$Lights#2031');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(
      await screen.findByRole('heading', { name: 'Password has been reset!' }),
    ).toBeInTheDocument();
  });

  it('shows Invalid Link with Request New Link when the server refuses the link', async () => {
    stubApi({
      '/api/auth/reset-password': () =>
        error(400, 'This reset link is invalid or has expired. Please request a new one.'),
    });
    renderForm(<ResetPasswordForm token="a.b.c" />);
    await userEvent.type(screen.getByLabelText('New password'), 'Harbor$Lights#2031');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('heading', { name: 'Invalid Link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request New Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});

describe('FinishProfileForm and ForgotPasswordForm', () => {
  it('requires both names with the spec messages', async () => {
    renderForm(<FinishProfileForm flow={recordingFlow()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    expect(screen.getByText('Last Name is required')).toBeInTheDocument();
  });

  it('refuses a picture that is not an image', async () => {
    renderForm(<FinishProfileForm flow={recordingFlow('modal')} />);
    const file = new File(['%PDF-1.4'], 'doc.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Profile picture (optional)'), file, {
      applyAccept: false,
    });
    expect(await screen.findByText('Please select an image')).toBeInTheDocument();
  });

  it('saves the names and finishes the flow', async () => {
    const calls = stubApi({
      '/api/auth/profile-update': () => ({
        status: 200,
        body: { data: { user: sessionUser({ firstName: 'Ana', lastName: 'Lopez' }) } },
      }),
    });
    const flow = recordingFlow();
    renderForm(<FinishProfileForm flow={flow} />);
    await userEvent.type(screen.getByLabelText('First Name'), 'Ana');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Lopez');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(flow.done).toHaveBeenCalled());
    expect(calls.find((c) => c.path === '/api/auth/profile-update')?.body).toEqual({
      firstName: 'Ana',
      lastName: 'Lopez',
    });
  });

  it('forgot password sends the link and shows email sent', async () => {
    const calls = stubApi({
      '/api/auth/send-reset-password-link/ana@example.com': () => ({
        status: 200,
        body: { data: { success: true } },
      }),
    });
    const flow = recordingFlow();
    renderForm(<ForgotPasswordForm flow={flow} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Restore Access' }));
    await waitFor(() =>
      expect(flow.go).toHaveBeenCalledWith('email-sent', {
        email: 'ana@example.com',
        type: 'password-reset',
      }),
    );
    expect(calls[0]?.path).toBe('/api/auth/send-reset-password-link/ana@example.com');
  });
});
