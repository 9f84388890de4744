import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, zEmail } from '@app/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { sendResetPasswordLink } from '../api/auth';
import type { AuthFlow } from '../hooks/use-auth-flow';
import { FormError } from './form-error';
import { useT } from '../../../lib/i18n';
import { authMessages } from '../i18n';

const ZForgot = z.object({ email: zEmail });

export function ForgotPasswordForm({ flow }: { flow: AuthFlow }) {
  const t = useT(authMessages);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ email: string }>({
    resolver: zodResolver(ZForgot),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await sendResetPasswordLink(email);
      flow.go('email-sent', { email, type: 'password-reset' });
    } catch (e) {
      setError(e instanceof Error ? e.message : MESSAGES.unexpected);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-slate-700">{t('forgotIntro')}</p>
      <Input
        label={t('email')}
        type="email"
        autoComplete="email"
        {...form.register('email')}
        error={errors.email?.message}
      />
      <FormError message={error} />
      <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
        {t('restoreAccess')}
      </Button>
      <button
        type="button"
        className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        onClick={() => flow.go('login')}
      >
        {t('backToLogIn')}
      </button>
    </form>
  );
}
