import { Button } from '../../../components/ui/button';
import type { AuthViewState } from '../../../lib/auth-modal';
import type { AuthFlow } from '../hooks/use-auth-flow';

/** 'Check Your Email' / 'Email Sent' for a reset link or a verification code. */
export function EmailSentView({ flow, state }: { flow: AuthFlow; state: AuthViewState }) {
  const what =
    state.type === 'email-verification' ? 'a verification code' : 'a link to reset your password';
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span
        aria-hidden
        className="flex size-14 items-center justify-center rounded-full bg-green-100 text-2xl text-green-700"
      >
        ✓
      </span>
      <p className="font-semibold text-slate-900">Email Sent</p>
      <p className="text-slate-700">
        {state.email ? (
          <>
            If an account exists for <strong className="break-all">{state.email}</strong>, we sent
            it {what}.
          </>
        ) : (
          <>We sent {what}.</>
        )}{' '}
        It can take a minute to arrive; check your spam folder too.
      </p>
      <Button size="lg" className="w-full" onClick={flow.done}>
        Back to Home
      </Button>
    </div>
  );
}
