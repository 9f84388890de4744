import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import type { AuthFlow } from '../hooks/use-auth-flow';
import { authMessages } from '../i18n';
import { GoogleButton } from './google-button';

/** Welcome / entry: log in with email, with Google, or sign up for free. */
export function EntryView({ flow }: { flow: AuthFlow }) {
  const t = useT(authMessages);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-slate-700">{t('entryIntro')}</p>
      <Button size="lg" className="w-full" onClick={() => flow.go('login')}>
        {t('logInWithEmail')}
      </Button>
      <GoogleButton label={t('logInWithGoogle')} />
      <Button variant="ghost" size="lg" className="w-full" onClick={() => flow.go('register')}>
        {t('signUpFree')}
      </Button>
    </div>
  );
}
