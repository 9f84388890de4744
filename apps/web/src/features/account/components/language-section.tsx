import { LANGUAGE_NAMES, LOCALES, type TLocale } from '@app/contracts';
import { useState } from 'react';
import { commonMessages } from '../../../components/i18n';
import { chooseLocale, useLocale, useT } from '../../../lib/i18n';
import { accountCalls, useAccountChanged } from '../api/account';
import { accountMessages } from '../i18n';
import { failureOf, Outcome, SettingsSection } from './settings-ui';

/**
 * English / Español (issue 19): the page switches at once, and the account keeps the choice
 * for the person's pages on every device and for the mails we send them.
 */
export function LanguageSection() {
  const t = useT(accountMessages);
  const common = useT(commonMessages);
  const locale = useLocale();
  const changed = useAccountChanged();
  const [saving, setSaving] = useState<TLocale | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (language: TLocale) => {
    setSuccess(null);
    setError(null);
    setSaving(language);
    try {
      await chooseLocale(language, { accountSaves: true });
      await accountCalls.setLanguage(language);
      await changed();
      setSuccess(accountMessages.t('languageSaved'));
    } catch (e) {
      setError(failureOf(e).message);
    } finally {
      setSaving(null);
    }
  };

  return (
    <SettingsSection
      id="settings-language"
      title={common('language')}
      description={t('languageText')}
    >
      <fieldset className="flex flex-col gap-3" aria-busy={saving !== null}>
        <legend className="sr-only">{common('language')}</legend>
        <div className="flex flex-wrap gap-3">
          {LOCALES.map((option) => (
            <label
              key={option}
              lang={option}
              className="flex min-h-10 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="language"
                value={option}
                className="size-4 accent-brand-700"
                checked={(saving ?? locale) === option}
                disabled={saving !== null}
                onChange={() => void choose(option)}
              />
              {LANGUAGE_NAMES[option]}
            </label>
          ))}
        </div>
        <Outcome success={success} error={error} />
      </fieldset>
    </SettingsSection>
  );
}
