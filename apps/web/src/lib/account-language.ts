import { localeOf, type TLocale } from '@app/contracts';
import { activateLocale, currentLocale, LANGUAGE_STORAGE_KEY } from './i18n';

/**
 * The account's language (issue 19, decision 0036): when a signed-in session loads with a
 * language and the URL does not ask for one (`?lang=`), the pages switch to it and this device
 * remembers it. A language the person chooses while signed in is saved in the account.
 */
export async function applyAccountLanguage(language: string | null | undefined): Promise<void> {
  const locale = localeOf(language);
  if (!locale) return;
  if (localeOf(new URLSearchParams(window.location.search).get('lang'))) return;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // private mode: the account still decides at the next sign-in
  }
  if (currentLocale() !== locale) await activateLocale(locale);
}

/** `PUT /users/me/language`; a failure is reported to the caller (the switch itself stands). */
export async function saveAccountLanguage(language: TLocale): Promise<void> {
  const [{ accountApi }, { bodyOf }] = await Promise.all([
    import('./account-api'),
    import('./api-client'),
  ]);
  bodyOf(await accountApi.account.setLanguage({ body: { language } }));
}
