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
import { GoogleReauth } from './reauth';
import { ConfirmDialog, failureOf, Outcome, SettingsSection } from './settings-ui';
import { useT } from '../../../lib/i18n';
import { accountMessages } from '../i18n';

/** Google: linked or not; unlinking only when a password exists. */
export function LinkedAccountsSection({ settings }: { settings: TAccountSettings }) {
  const t = useT(accountMessages);
  const changed = useAccountChanged();
  const [open, setOpen] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  return (
    <SettingsSection id="settings-linked" title={t('linkedAccounts')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-900">{t('google')}</span>:{' '}
          {settings.googleLinked ? t('googleLinked') : t('googleNotLinked')}
        </p>
        {settings.googleLinked && (
          <Button
            variant="secondary"
            onClick={() => setOpen(true)}
            disabled={!settings.hasPassword}
            aria-describedby={settings.hasPassword ? undefined : 'settings-unlink-hint'}
          >
            {t('unlinkGoogle')}
          </Button>
        )}
      </div>
      {settings.googleLinked && !settings.hasPassword && (
        <p id="settings-unlink-hint" className="mt-2 text-sm text-slate-600">
          {t('unlinkNeedsPassword')}
        </p>
      )}
      {!settings.googleLinked && (
        <p className="mt-2 text-sm text-slate-600">
          {t('googleLinksByEmail', { email: settings.email })}
        </p>
      )}
      <div className="mt-3">
        <Outcome success={success} />
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('unlinkTitle')}
        description={t('unlinkText')}
        confirmLabel={t('unlinkConfirm')}
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
  const t = useT(accountMessages);
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection id="settings-sessions" title={t('sessions')} description={t('sessionsText')}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('signOutAll')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('signOutAllTitle')}
        description={t('signOutAllText')}
        confirmLabel={t('signOutEverywhere')}
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

const KINDS: Array<{ kind: TNotificationKind; providerOnly?: boolean }> = [
  { kind: 'reviewResponse' },
  { kind: 'decisions' },
  { kind: 'leads', providerOnly: true },
];

/** Which mails the person wants; the product's mails honour them. */
export function NotificationsSection({ settings }: { settings: TAccountSettings }) {
  const t = useT(accountMessages);
  const changed = useAccountChanged();
  const [prefs, setPrefs] = useState<TNotificationPrefs>(settings.notifications);
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <SettingsSection id="settings-notifications" title={t('emailNotifications')}>
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
          <legend className="sr-only">{t('emailMeWhen')}</legend>
          {KINDS.map(({ kind }) => (
            <label key={kind} className="flex items-start gap-3 text-sm text-slate-800">
              <input
                type="checkbox"
                className="mt-0.5 size-5 accent-brand-700"
                checked={prefs[kind]}
                onChange={(event) => setPrefs({ ...prefs, [kind]: event.target.checked })}
              />
              {t(`notify.${kind}`)}
            </label>
          ))}
        </fieldset>
        <Outcome success={success} error={error} />
        <Button type="submit" loading={busy} className="self-start">
          {t('savePreferences')}
        </Button>
      </form>
    </SettingsSection>
  );
}

/** Download my data (a JSON file) and delete my account. */
export function DataSection({ settings }: { settings: TAccountSettings }) {
  const t = useT(accountMessages);
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
    <SettingsSection id="settings-data" title={t('yourData')}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <p className="text-sm text-slate-700">{t('downloadText')}</p>
          <Button
            variant="secondary"
            className="self-start"
            loading={downloading}
            onClick={download}
          >
            {t('downloadMyData')}
          </Button>
          <Outcome error={error} />
        </div>
        <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
          <h3 className="font-semibold text-red-800">{t('deleteAccount')}</h3>
          <p className="text-sm text-slate-700">{t('deleteText')}</p>
          <Button
            variant="danger"
            className="self-start"
            onClick={() => {
              setProof('');
              setOpen(true);
            }}
          >
            {t('deleteMyAccount')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('deleteTitle')}
        description={t('deleteDialogText')}
        confirmLabel={t('deleteConfirm')}
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
            label={t('yourPassword')}
            type="password"
            autoComplete="current-password"
            value={proof}
            onChange={(event) => setProof(event.target.value)}
          />
        ) : (
          <>
            <GoogleReauth text={t('deleteGoogleOnly')} />
            <Input
              label={t('typeEmailToConfirm', { email: settings.email })}
              type="email"
              autoComplete="off"
              value={proof}
              onChange={(event) => setProof(event.target.value)}
            />
          </>
        )}
      </ConfirmDialog>
    </SettingsSection>
  );
}
