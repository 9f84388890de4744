import { Button } from '../../../components/ui/button';
import type { AuthViewState } from '../../../lib/auth-modal';
import { useT } from '../../../lib/i18n';
import type { AuthFlow } from '../hooks/use-auth-flow';
import { authMessages } from '../i18n';
import { rich } from '../../../lib/i18n/rich';

/** 'Check Your Email' / 'Email Sent' for a reset link or a verification code. */
export function EmailSentView({ flow, state }: { flow: AuthFlow; state: AuthViewState }) {
  const t = useT(authMessages);
  const code = state.type === 'email-verification';
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span
        aria-hidden
        className="flex size-14 items-center justify-center rounded-full bg-green-100 text-2xl text-green-700"
      >
        ✓
      </span>
      <p className="font-semibold text-slate-900">{t('emailSent')}</p>
      <p className="text-slate-700">
        {state.email
          ? rich(t, code ? 'emailSentIfAccountCode' : 'emailSentIfAccountLink', {
              email: <strong className="break-all">{state.email}</strong>,
            })
          : t(code ? 'emailSentCode' : 'emailSentLink')}{' '}
        {t('emailSentSpam')}
      </p>
      <Button size="lg" className="w-full" onClick={flow.done}>
        {t('backToHome')}
      </Button>
    </div>
  );
}
