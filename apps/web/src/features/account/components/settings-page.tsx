import { Skeleton } from '../../../components/ui/skeleton';
import { useAccountSettings } from '../api/account';
import {
  DataSection,
  LinkedAccountsSection,
  NotificationsSection,
  SessionsSection,
} from './account-sections';
import { ProfileSection } from './profile-section';
import { LanguageSection } from './language-section';
import { useT } from '../../../lib/i18n';
import { accountMessages } from '../i18n';
import { EmailSection, PasswordSection } from './sign-in-sections';

function SettingsSkeleton() {
  const t = useT(accountMessages);
  return (
    <div aria-busy="true" aria-label={t('loadingSettings')} className="flex flex-col gap-6">
      {['h-72', 'h-40', 'h-56', 'h-28', 'h-28', 'h-40', 'h-48'].map((height, i) => (
        <Skeleton key={i} className={`${height} rounded-2xl`} />
      ))}
    </div>
  );
}

/** /settings: the person's account, one section per kind of change (issue #9). */
export function SettingsPage() {
  const t = useT(accountMessages);
  const settings = useAccountSettings();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('settings')}</h1>
      <div className="mt-6">
        {settings.isPending ? (
          <SettingsSkeleton />
        ) : settings.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
            {settings.error.message}
          </p>
        ) : (
          <div className="flex flex-col gap-6">
            <ProfileSection settings={settings.data} />
            <EmailSection settings={settings.data} />
            <PasswordSection settings={settings.data} />
            <LanguageSection />
            <LinkedAccountsSection settings={settings.data} />
            <SessionsSection />
            <NotificationsSection settings={settings.data} />
            <DataSection settings={settings.data} />
          </div>
        )}
      </div>
    </div>
  );
}
