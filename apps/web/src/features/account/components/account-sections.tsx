import {
  ACCOUNT_MESSAGES,
  TAccountSettings,
  TNotificationKind,
  TNotificationPrefs,
} from '@app/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { accountCalls } from '../api/account';
import { useAuth } from '../../../lib/auth';
import { useAccountChanged } from '../api/account';
import { ConfirmDialog, failureOf, Outcome, SettingsSection } from './settings-ui';

/** Google: linked or not; unlinking only when a password exists. */
export function LinkedAccountsSection({ settings }: { settings: TAccountSettings }) {
  const changed = useAccountChanged();
  const [open, setOpen] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  return (
    <SettingsSection id="settings-linked" title="Linked Accounts">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-900">Google</span>:{' '}
          {settings.googleLinked ? 'Linked' : 'Not linked'}
        </p>
        {settings.googleLinked && (
          <Button
            variant="secondary"
            onClick={() => setOpen(true)}
            disabled={!settings.hasPassword}
            aria-describedby={settings.hasPassword ? undefined : 'settings-unlink-hint'}
          >
            Unlink Google
          </Button>
        )}
      </div>
      {settings.googleLinked && !settings.hasPassword && (
        <p id="settings-unlink-hint" className="mt-2 text-sm text-slate-600">
          {ACCOUNT_MESSAGES.unlinkNeedsPassword}.
        </p>
      )}
      {!settings.googleLinked && (
        <p className="mt-2 text-sm text-slate-600">
          Signing in with Google using {settings.email} links it to this account.
        </p>
      )}
      <div className="mt-3">
        <Outcome success={success} />
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Unlink Google?"
        description="You will no longer be able to sign in with Google. You will sign in with your email and password."
        confirmLabel="Yes, Unlink"
        onConfirm={async () => {
          const data = await accountCalls.unlinkGoogle();
          await changed(data);
          setOpen(false);
          setSuccess(ACCOUNT_MESSAGES.googleUnlinked);
        }}
      />
    </SettingsSection>
  );
}

/** 'Sign out of all devices': every token dies, this one too. */
export function SessionsSection() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection
      id="settings-sessions"
      title="Sessions"
      description="Signed in on a device you no longer use? Sign out everywhere at once."
    >
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Sign out of all devices
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Sign out of all devices?"
        description="Every device signed in to your account, including this one, will be signed out at once. You will need to sign in again."
        confirmLabel="Sign Out Everywhere"
        onConfirm={async () => {
          await accountCalls.signOutEverywhere();
          setOpen(false);
          logout();
          navigate(paths.home);
        }}
      />
    </SettingsSection>
  );
}

const KINDS: Array<{ kind: TNotificationKind; label: string; providerOnly?: boolean }> = [
  { kind: 'reviewResponse', label: 'A provider responded to my review' },
  { kind: 'decisions', label: 'My appeal or profile claim was decided' },
  { kind: 'leads', label: 'A new lead arrived (providers)', providerOnly: true },
];

/** Which mails the person wants; the product's mails honour them. */
export function NotificationsSection({ settings }: { settings: TAccountSettings }) {
  const changed = useAccountChanged();
  const [prefs, setPrefs] = useState<TNotificationPrefs>(settings.notifications);
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <SettingsSection id="settings-notifications" title="Email Notifications">
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={async (event) => {
          event.preventDefault();
          setBusy(true);
          setSuccess(null);
          setError(null);
          try {
            const data = await accountCalls.updateNotifications(prefs);
            setPrefs(data);
            await changed({ ...settings, notifications: data });
            setSuccess(ACCOUNT_MESSAGES.notificationsSaved);
          } catch (e) {
            setError(failureOf(e).message);
          } finally {
            setBusy(false);
          }
        }}
      >
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">Email me when</legend>
          {KINDS.map(({ kind, label }) => (
            <label key={kind} className="flex items-start gap-3 text-sm text-slate-800">
              <input
                type="checkbox"
                className="mt-0.5 size-5 accent-brand-700"
                checked={prefs[kind]}
                onChange={(event) => setPrefs({ ...prefs, [kind]: event.target.checked })}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <Outcome success={success} error={error} />
        <Button type="submit" loading={busy} className="self-start">
          Save Preferences
        </Button>
      </form>
    </SettingsSection>
  );
}

/** Download my data (a JSON file) and delete my account. */
export function DataSection({ settings }: { settings: TAccountSettings }) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [proof, setProof] = useState('');

  const download = async () => {
    setDownloading(true);
    setError(null);
    try {
      const data = await accountCalls.exportData();
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `injurypros-data-${data.exportedAt.slice(0, 10)}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    } catch (e) {
      setError(failureOf(e).message);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <SettingsSection id="settings-data" title="Your Data">
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <p className="text-sm text-slate-700">
            Download a JSON file with your profile, reviews, responses, bookmarks, claims and the
            requests you sent to providers.
          </p>
          <Button
            variant="secondary"
            className="self-start"
            loading={downloading}
            onClick={download}
          >
            Download My Data
          </Button>
          <Outcome error={error} />
        </div>
        <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
          <h3 className="font-semibold text-red-800">Delete Account</h3>
          <p className="text-sm text-slate-700">
            Deletes your account, your reviews, bookmarks and claims for good.
          </p>
          <Button
            variant="danger"
            className="self-start"
            onClick={() => {
              setProof('');
              setOpen(true);
            }}
          >
            Delete My Account
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete your account?"
        description="Your account, your reviews (the providers' ratings are recalculated without them), your bookmarks and claims are deleted for good, and you are signed out everywhere. This cannot be undone. You can register again later with the same email."
        confirmLabel="Yes, Delete My Account"
        confirmDisabled={proof.trim() === ''}
        onConfirm={async () => {
          await accountCalls.deleteAccount(
            settings.hasPassword ? { password: proof } : { email: proof },
          );
          setOpen(false);
          logout();
          navigate(paths.home);
        }}
      >
        {settings.hasPassword ? (
          <Input
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={proof}
            onChange={(event) => setProof(event.target.value)}
          />
        ) : (
          <Input
            label={`Type ${settings.email} to confirm`}
            type="email"
            autoComplete="off"
            value={proof}
            onChange={(event) => setProof(event.target.value)}
          />
        )}
      </ConfirmDialog>
    </SettingsSection>
  );
}
