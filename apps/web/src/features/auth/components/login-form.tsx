import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, ZLoginBodySchema, type TLoginBody } from '@app/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-error';
import { logIn } from '../api/auth';
import type { AuthFlow } from '../hooks/use-auth-flow';
import { FormError } from './form-error';
import { GoogleButton } from './google-button';
import { localizeMessage, useT } from '../../../lib/i18n';
import { authMessages } from '../i18n';

export function LoginForm({ flow, email = '' }: { flow: AuthFlow; email?: string }) {
  const t = useT(authMessages);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TLoginBody>({
    resolver: zodResolver(ZLoginBodySchema),
    mode: 'onTouched',
    defaultValues: { email, password: '', rememberMe: true },
  });
  const { errors, isSubmitting } = form.formState;
  // One message at a time: field errors replace the server's answer to the last try.
  const hasFieldErrors = Object.keys(errors).length > 0;

  const submit = form.handleSubmit(
    async (body) => {
      setError(null);
      try {
        const token = await logIn(body);
        await flow.continueWith(token);
      } catch (e) {
        if (e instanceof ApiError && e.message === MESSAGES.verifyEmailFirst) {
          // The server has mailed a fresh code: confirm the email (spec 4).
          flow.go('confirm-email', { email: body.email });
          return;
        }
        setError(e instanceof Error ? e.message : MESSAGES.unexpected);
      }
    },
    () => setError(null),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Input
        label={t('email')}
        type="email"
        autoComplete="email"
        {...form.register('email')}
        error={errors.email?.message}
      />
      <Input
        label={t('password')}
        type="password"
        autoComplete="current-password"
        {...form.register('password')}
        error={errors.password?.message}
      />
      <div className="flex items-center justify-between gap-2 text-sm">
        <label className="flex items-center gap-2 text-slate-700">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            {...form.register('rememberMe')}
          />
          {t('rememberMe')}
        </label>
        <button
          type="button"
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
          onClick={() => flow.go('forgot-password')}
        >
          {t('forgotPassword')}
        </button>
      </div>
      <FormError message={hasFieldErrors ? null : error} />
      <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
        {t('logIn')}
      </Button>
      <div className="flex items-center gap-3 text-xs uppercase text-slate-500">
        <span className="h-px flex-1 bg-slate-200" /> {t('or')}{' '}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <GoogleButton />
      <Button
        variant="secondary"
        size="lg"
        className="w-full"
        onClick={() => window.alert(localizeMessage(MESSAGES.facebookSoon))}
      >
        <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="#1877F2">
          <path d="M24 12a12 12 0 1 0-13.9 11.9v-8.4h-3V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z" />
        </svg>
        {t('continueWithFacebook')}
      </Button>
      <p className="text-center text-sm text-slate-700">
        {t('newHere')}{' '}
        <button
          type="button"
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
          onClick={() => flow.go('register')}
        >
          {t('signUp')}
        </button>
      </p>
    </form>
  );
}
