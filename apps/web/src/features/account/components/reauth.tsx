import { forwardRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, type InputProps } from '../../../components/ui/input';
import { googleStartUrl } from '../api/account';
import { useAuth } from '../../../lib/auth';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { accountMessages } from '../i18n';

/**
 * For accounts without a password: changes (and deleting the account) need a Google sign-in
 * of the last 10 minutes.
 * Signs out here and starts Google sign-in, which comes back to /settings.
 */
export function GoogleReauth({ text }: { text?: string }) {
  const t = useT(accountMessages);
  const { logout } = useAuth();
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
      <p>{text ?? t('googleOnly')}</p>
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => {
          logout();
          window.location.assign(googleStartUrl(paths.settings));
        }}
      >
        {t('signInWithGoogleAgain')}
      </Button>
    </div>
  );
}

/** The current password a change asks for, or a fresh Google sign-in on a Google-only account. */
export const CurrentPassword = forwardRef<
  HTMLInputElement,
  Omit<InputProps, 'label'> & { hasPassword: boolean }
>(function CurrentPassword({ hasPassword, ...field }, ref) {
  const t = useT(accountMessages);
  if (!hasPassword) return <GoogleReauth />;
  return (
    <Input
      ref={ref}
      label={t('currentPassword')}
      type="password"
      autoComplete="current-password"
      {...field}
    />
  );
});
