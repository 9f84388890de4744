import { localizeMessage, useLocale } from '../../../lib/i18n';

/** A form-level error under the form (spec 8: errors appear inline under the form). */
export function FormError({ message }: { message: string | null | undefined }) {
  useLocale();
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      {/* A shared message of the web's own checks in the current language (API messages come translated). */}
      {localizeMessage(message)}
    </p>
  );
}
