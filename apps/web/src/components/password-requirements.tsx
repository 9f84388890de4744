import {
  PASSWORD_MIN_LENGTH,
  passwordChecks,
  PASSWORD_REQUIREMENTS,
  PASSWORD_SPECIALS,
} from '@app/contracts';
import { useT } from '../lib/i18n';
import { formMessages } from './forms/i18n';

/** The live list under a new password: each requirement ticks as it is met. */
export function PasswordRequirements({ password, id }: { password: string; id: string }) {
  const t = useT(formMessages);
  const checks = passwordChecks(password);
  return (
    <ul id={id} aria-label={t('password.label')} className="flex flex-col gap-1 text-sm">
      {PASSWORD_REQUIREMENTS.map((requirement) => {
        const met = checks[requirement.id];
        return (
          <li key={requirement.id} className={met ? 'text-green-700' : 'text-slate-600'}>
            <span aria-hidden className="mr-2 inline-block w-4 text-center">
              {met ? '✓' : '•'}
            </span>
            {t(`password.${requirement.id}`, {
              min: PASSWORD_MIN_LENGTH,
              characters: PASSWORD_SPECIALS,
            })}
            <span className="sr-only">{` ${met ? t('password.met') : t('password.notMet')}`}</span>
          </li>
        );
      })}
    </ul>
  );
}
