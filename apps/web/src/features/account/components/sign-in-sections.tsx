import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_MESSAGES,
  MESSAGES,
  TAccountSettings,
  zConfirmationCode,
  zEmail,
  zNewPassword,
} from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PasswordRequirements } from '../../../components/password-requirements';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { accountCalls } from '../api/account';
import { sessionQueryKey } from '../../../lib/auth';
import { setToken } from '../../../lib/token-storage';
import { useAccountChanged } from '../api/account';
import { CurrentPassword } from './reauth';
import { failureOf, Outcome, SettingsSection } from './settings-ui';
import { useT } from '../../../lib/i18n';
import { accountMessages } from '../i18n';
import { rich } from '../../../lib/i18n/rich';

const currentPassword = z.string().min(1, ACCOUNT_MESSAGES.currentPasswordRequired);

/** Change email: a code goes to the new address; the change happens when it is entered. */
export function EmailSection({ settings }: { settings: TAccountSettings }) {
  const t = useT(accountMessages);
  const changed = useAccountChanged();
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const schema = z.object({
    newEmail: zEmail,
    currentPassword: settings.hasPassword ? currentPassword : z.string(),
  });
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const codeForm = useForm<{ code: string }>({
    resolver: zodResolver(z.object({ code: zConfirmationCode })),
    defaultValues: { code: '' },
  });

  const request = form.handleSubmit(async (values) => {
    setSuccess(null);
    setError(null);
    try {
      await accountCalls.changeEmail({
        newEmail: values.newEmail,
        ...(settings.hasPassword ? { currentPassword: values.currentPassword } : {}),
      });
      form.reset();
      await changed();
      setSuccess(ACCOUNT_MESSAGES.emailCodeSent);
    } catch (e) {
      const failure = failureOf(e);
      for (const field of ['newEmail', 'currentPassword'] as const)
        if (failure.fields[field]) form.setError(field, { message: failure.fields[field] });
      setError(failure.message);
    }
  });

  const confirm = codeForm.handleSubmit(async ({ code }) => {
    setSuccess(null);
    setError(null);
    try {
      await accountCalls.confirmEmail(code);
      codeForm.reset();
      await changed();
      setSuccess(ACCOUNT_MESSAGES.emailChanged);
    } catch (e) {
      setError(failureOf(e).message);
    }
  });

  return (
    <SettingsSection
      id="settings-email"
      title={t('email')}
      description={rich(t, 'yourEmailIs', {
        email: <strong className="break-all text-slate-900">{settings.email}</strong>,
      })}
    >
      {settings.pendingEmail ? (
        <form onSubmit={confirm} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-slate-700">
            {rich(t, 'enterCode', {
              email: <strong className="break-all">{settings.pendingEmail}</strong>,
            })}
          </p>
          <Input
            label={t('confirmationCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={5}
            error={codeForm.formState.errors.code?.message}
            {...codeForm.register('code')}
          />
          <Outcome success={success} error={error} />
          <Button type="submit" loading={codeForm.formState.isSubmitting} className="self-start">
            {t('confirmNewEmail')}
          </Button>
        </form>
      ) : (
        <form onSubmit={request} noValidate className="flex flex-col gap-4">
          <Input
            label={t('newEmail')}
            type="email"
            autoComplete="email"
            error={form.formState.errors.newEmail?.message}
            {...form.register('newEmail')}
          />
          <CurrentPassword
            hasPassword={settings.hasPassword}
            error={form.formState.errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <Outcome success={success} error={error} />
          <Button type="submit" loading={form.formState.isSubmitting} className="self-start">
            {t('sendCode')}
          </Button>
        </form>
      )}
    </SettingsSection>
  );
}

/** Change the password (register rule); a Google-only account sets its first one. */
export function PasswordSection({ settings }: { settings: TAccountSettings }) {
  const t = useT(accountMessages);
  const changed = useAccountChanged();
  const queryClient = useQueryClient();
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const schema = z.object({
    currentPassword: settings.hasPassword ? currentPassword : z.string(),
    newPassword: zNewPassword,
  });
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  const submit = form.handleSubmit(async (values) => {
    setSuccess(null);
    setError(null);
    try {
      const data = await accountCalls.changePassword({
        newPassword: values.newPassword,
        ...(settings.hasPassword ? { currentPassword: values.currentPassword } : {}),
      });
      // Every older token died; this device goes on with the new one (its session is known,
      // so the page stays while the header refreshes).
      queryClient.setQueryData(sessionQueryKey(data.token), data.user);
      setToken(data.token);
      form.reset();
      await changed();
      setSuccess(
        settings.hasPassword ? ACCOUNT_MESSAGES.passwordChanged : ACCOUNT_MESSAGES.passwordSet,
      );
    } catch (e) {
      const failure = failureOf(e);
      for (const field of ['newPassword', 'currentPassword'] as const)
        if (failure.fields[field]) form.setError(field, { message: failure.fields[field] });
      setError(failure.message || MESSAGES.unexpected);
    }
  });

  return (
    <SettingsSection
      id="settings-password"
      title={settings.hasPassword ? t('password') : t('setAPassword')}
      description={settings.hasPassword ? t('passwordChangeText') : t('passwordSetText')}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <CurrentPassword
          hasPassword={settings.hasPassword}
          error={form.formState.errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <Input
          label={t('newPassword')}
          type="password"
          autoComplete="new-password"
          aria-describedby="settings-password-requirements"
          error={form.formState.errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordRequirements password={newPassword} id="settings-password-requirements" />
        <Outcome success={success} error={error} />
        <Button type="submit" loading={form.formState.isSubmitting} className="self-start">
          {settings.hasPassword ? t('changePassword') : t('setPassword')}
        </Button>
      </form>
    </SettingsSection>
  );
}
