import { zodResolver } from '@hookform/resolvers/zod';
import {
  meetsPasswordRule,
  MESSAGES,
  ZRegisterBodySchema,
  type TRegisterBody,
} from '@app/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { registerAccount } from '../api/auth';
import type { AuthFlow } from '../hooks/use-auth-flow';
import { FormError } from './form-error';
import { GoogleButton } from './google-button';
import { PasswordRequirements } from '../../../components/password-requirements';
import { currentLocale, useT } from '../../../lib/i18n';
import { authMessages } from '../i18n';
import { rich } from '../../../lib/i18n/rich';

export function RegisterForm({ flow }: { flow: AuthFlow }) {
  const t = useT(authMessages);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TRegisterBody>({
    resolver: zodResolver(ZRegisterBodySchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const submit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      // The confirmation mail is written in the language of the page (issue 19).
      const token = await registerAccount({ ...body, language: currentLocale() });
      await flow.continueWith(token);
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldErrors : {};
      if (fields.password) form.setError('password', { message: fields.password });
      else setError(e instanceof Error ? e.message : MESSAGES.unexpected);
    }
  });

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
        autoComplete="new-password"
        aria-describedby="register-password-requirements"
        {...form.register('password')}
        error={errors.password?.message}
      />
      <PasswordRequirements password={password} id="register-password-requirements" />
      <p className="text-sm text-slate-600">
        {rich(t, 'agreeTerms', {
          privacy: (
            <Link to={paths.privacyPolicy} className="font-medium text-brand-700 underline">
              {t('privacyPolicy')}
            </Link>
          ),
          terms: (
            <Link to={paths.termsOfUse} className="font-medium text-brand-700 underline">
              {t('termsOfUse')}
            </Link>
          ),
        })}
      </p>
      <FormError message={error} />
      <Button
        type="submit"
        size="lg"
        loading={isSubmitting}
        disabled={!meetsPasswordRule(password)}
        className="w-full"
      >
        {t('createAccount')}
      </Button>
      <GoogleButton label={t('signUpWithGoogle')} />
      <p className="text-center text-sm text-slate-700">
        {t('alreadyHaveAccount')}{' '}
        <button
          type="button"
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
          onClick={() => flow.go('login')}
        >
          {t('logInLink')}
        </button>
      </p>
    </form>
  );
}
