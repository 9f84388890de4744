import { CONFIRMATION_CODE_LENGTH, MESSAGES, RESEND_CODE_COUNTDOWN_SECONDS } from '@app/contracts';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { resendVerificationCode, verifyEmail } from '../api/auth';
import type { AuthFlow } from '../hooks/use-auth-flow';
import { CodeInput } from './code-input';
import { FormError } from './form-error';
import { useT } from '../../../lib/i18n';
import { authMessages } from '../i18n';
import { rich } from '../../../lib/i18n/rich';

const empty = () => Array.from({ length: CONFIRMATION_CODE_LENGTH }, () => '');

/** 20 → '00:20' */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, seconds);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Five boxes that submit themselves when full; a resend link behind a 20 s countdown. */
export function ConfirmEmailForm({ flow, email }: { flow: AuthFlow; email: string }) {
  const t = useT(authMessages);
  const [digits, setDigits] = useState<string[]>(empty);
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [sending, setSending] = useState(false);
  const [countdown, setCountdown] = useState(RESEND_CODE_COUNTDOWN_SECONDS);
  const [notice, setNotice] = useState<string | null>(null);
  const busy = useRef(false);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = window.setTimeout(() => setCountdown((c) => c - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [countdown]);

  const verify = async (code: string) => {
    if (busy.current) return;
    busy.current = true;
    setVerifying(true);
    setError(null);
    try {
      const token = await verifyEmail({ code, email });
      await flow.continueWith(token);
    } catch (e) {
      setError(e instanceof Error ? e.message : MESSAGES.unexpected);
      setDigits(empty());
    } finally {
      busy.current = false;
      setVerifying(false);
    }
  };

  const resend = async () => {
    setSending(true);
    setError(null);
    setNotice(null);
    try {
      await resendVerificationCode(email);
      setNotice(authMessages.t('newCodeSent'));
      setDigits(empty());
      setCountdown(RESEND_CODE_COUNTDOWN_SECONDS);
    } catch (e) {
      setError(e instanceof Error ? e.message : MESSAGES.unexpected);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        if (digits.every(Boolean)) void verify(digits.join(''));
      }}
    >
      <p className="text-slate-700">
        {rich(
          t,
          'confirmIntro',
          { email: <strong className="break-all text-slate-900">{email}</strong> },
          { length: CONFIRMATION_CODE_LENGTH },
        )}
      </p>
      <CodeInput
        digits={digits}
        onChange={setDigits}
        onComplete={(code) => void verify(code)}
        disabled={verifying}
        invalid={Boolean(error)}
      />
      <FormError message={error} />
      {notice && (
        <p role="status" className="text-sm text-green-700">
          {notice}
        </p>
      )}
      <Button
        type="submit"
        size="lg"
        loading={verifying}
        disabled={!digits.every(Boolean)}
        className="w-full"
      >
        {t('confirmEmail')}
      </Button>
      <p className="text-center text-sm text-slate-700">
        {t('didntGetIt')}{' '}
        <button
          type="button"
          onClick={() => void resend()}
          disabled={countdown > 0 || sending}
          className="font-medium text-brand-700 underline-offset-2 hover:underline disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline"
        >
          {sending ? t('sending') : t('resendCode')}
        </button>
        {countdown > 0 && (
          <span className="ml-1 tabular-nums text-slate-600" aria-live="polite">
            {t('resendIn', { time: formatCountdown(countdown) })}
          </span>
        )}
      </p>
    </form>
  );
}
