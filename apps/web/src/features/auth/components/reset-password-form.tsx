import { zodResolver } from '@hookform/resolvers/zod';
import {
  meetsPasswordRule,
  MESSAGES,
  ZResetPasswordBodySchema,
  type TResetPasswordBody,
} from '@app/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { resetPassword } from '../api/auth';
import { FormError } from './form-error';
import { PasswordRequirements } from '../../../components/password-requirements';
import { useT } from '../../../lib/i18n';
import { authMessages } from '../i18n';

/** The invalid-link screen: no token, or one the server refuses. */
export function InvalidLink({ message }: { message?: string }) {
  const t = useT(authMessages);
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('invalidLink')}</h1>
      <p className="text-slate-700">{message ?? t('invalidLinkText')}</p>
      <Link to={paths.forgotPassword} className={buttonClasses('primary', 'lg', 'w-full')}>
        {t('requestNewLink')}
      </Link>
    </div>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useT(authMessages);
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<TResetPasswordBody>({
    resolver: zodResolver(ZResetPasswordBodySchema),
    defaultValues: { token, password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const submit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      await resetPassword(body);
      setDone(true);
    } catch (e) {
      if (
        e instanceof ApiError &&
        e.status === 400 &&
        !e.fieldErrors.password &&
        !e.fieldErrors.token
      )
        setExpired(e.message);
      else
        setError(
          e instanceof ApiError
            ? (e.fieldErrors.password ?? e.fieldErrors.token ?? e.message)
            : MESSAGES.unexpected,
        );
    }
  });

  if (expired) return <InvalidLink message={expired} />;
  if (done) {
    return (
      <div className="flex flex-col items-center gap-4 text-center">
        <span
          aria-hidden
          className="flex size-14 items-center justify-center rounded-full bg-green-100 text-2xl text-green-700"
        >
          ✓
        </span>
        <h1 className="text-2xl font-bold text-slate-900">{t('passwordReset')}</h1>
        <p className="text-slate-700">{t('canLogInNow')}</p>
        <Link to={paths.login} className={buttonClasses('primary', 'lg', 'w-full')}>
          {t('logIn')}
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{t('chooseNewPassword')}</h1>
      <input type="hidden" {...form.register('token')} />
      <Input
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        aria-describedby="reset-password-requirements"
        {...form.register('password')}
        error={errors.password?.message}
      />
      <PasswordRequirements password={password} id="reset-password-requirements" />
      <FormError message={errors.token?.message ?? error} />
      <Button
        type="submit"
        size="lg"
        loading={isSubmitting}
        disabled={!meetsPasswordRule(password)}
        className="w-full"
      >
        {t('updatePassword')}
      </Button>
    </form>
  );
}
