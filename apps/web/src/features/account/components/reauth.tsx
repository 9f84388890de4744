import { ACCOUNT_MESSAGES } from '@app/contracts';
import { forwardRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, type InputProps } from '../../../components/ui/input';
import { googleStartUrl } from '../api/account';
import { useAuth } from '../../../lib/auth';
import { paths } from '../../../config/paths';

/**
 * For accounts without a password: changes need a Google sign-in of the last 10 minutes.
 * Signs out here and starts Google sign-in, which comes back to /settings.
 */
export function GoogleReauth() {
  const { logout } = useAuth();
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
      <p>
        Your account signs in with Google only. To change your email or set a password,{' '}
        {ACCOUNT_MESSAGES.googleReauthRequired.charAt(0).toLowerCase() +
          ACCOUNT_MESSAGES.googleReauthRequired.slice(1)}
        .
      </p>
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => {
          logout();
          window.location.assign(googleStartUrl(paths.settings));
        }}
      >
        Sign in with Google again
      </Button>
    </div>
  );
}

/** The current password a change asks for, or a fresh Google sign-in on a Google-only account. */
export const CurrentPassword = forwardRef<
  HTMLInputElement,
  Omit<InputProps, 'label'> & { hasPassword: boolean }
>(function CurrentPassword({ hasPassword, ...field }, ref) {
  if (!hasPassword) return <GoogleReauth />;
  return (
    <Input
      ref={ref}
      label="Current password"
      type="password"
      autoComplete="current-password"
      {...field}
    />
  );
});
