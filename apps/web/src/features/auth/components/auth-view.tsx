import type { AuthView as View, AuthViewState } from '../../../lib/auth-modal';
import type { AuthFlow } from '../hooks/use-auth-flow';
import { ConfirmEmailForm } from './confirm-email-form';
import { EmailSentView } from './email-sent-view';
import { EntryView } from './entry-view';
import { FinishProfileForm } from './finish-profile-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/** One view of the flow, the same in a page and in the modal. */
export function AuthViewContent({
  view,
  state,
  flow,
}: {
  view: View;
  state: AuthViewState;
  flow: AuthFlow;
}) {
  switch (view) {
    case 'entry':
      return <EntryView flow={flow} />;
    case 'login':
      return <LoginForm flow={flow} email={state.email} />;
    case 'register':
      return <RegisterForm flow={flow} />;
    case 'forgot-password':
      return <ForgotPasswordForm flow={flow} />;
    case 'email-sent':
      return <EmailSentView flow={flow} state={state} />;
    case 'confirm-email':
      return <ConfirmEmailForm flow={flow} email={state.email ?? ''} />;
    case 'finish-profile':
      return <FinishProfileForm flow={flow} />;
  }
}
