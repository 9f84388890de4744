import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n';
import { EmailSentView } from '../components/email-sent-view';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';
import { recordingFlow, renderForm, stubApi } from './helpers';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

describe('auth in Spanish', () => {
  it('shows the login form in Spanish', async () => {
    await act(() => activateLocale('es'));
    renderForm(<LoginForm flow={recordingFlow()} />);
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByText('¿Olvidó su contraseña?')).toBeInTheDocument();
  });

  it('keeps the email inside the sentence of Email Sent', async () => {
    await act(() => activateLocale('es'));
    renderForm(
      <EmailSentView
        flow={recordingFlow()}
        state={{ email: 'ana@example.com', type: 'password-reset' }}
      />,
    );
    expect(screen.getByText('ana@example.com').tagName).toBe('STRONG');
    expect(screen.getByText(/Si existe una cuenta con/)).toHaveTextContent(
      'Si existe una cuenta con ana@example.com, le enviamos un enlace para restablecer su contraseña.',
    );
  });

  it('switches a rendered form when the language changes', async () => {
    renderForm(<LoginForm flow={recordingFlow()} />);
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    await act(() => activateLocale('es'));
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('sends the page language with the registration, so the mail is in Spanish', async () => {
    await act(() => activateLocale('es'));
    const calls = stubApi({
      '/api/auth/register': () => ({ status: 400, body: { statusCode: 400, message: 'x' } }),
    });
    renderForm(<RegisterForm flow={recordingFlow()} />);
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Whatever1!x');
    await userEvent.click(screen.getByRole('button', { name: 'Crear una cuenta' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/auth/register')?.body).toMatchObject({
        email: 'ana@example.com',
        language: 'es',
      }),
    );
  });
});
