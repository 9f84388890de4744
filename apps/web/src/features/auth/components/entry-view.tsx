import { Button } from '../../../components/ui/button';
import type { AuthFlow } from '../hooks/use-auth-flow';
import { GoogleButton } from './google-button';

/** Welcome / entry: log in with email, with Google, or sign up for free. */
export function EntryView({ flow }: { flow: AuthFlow }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-slate-700">
        Read and write reviews of injury lawyers, clinics, body shops and more.
      </p>
      <Button size="lg" className="w-full" onClick={() => flow.go('login')}>
        Log in with email
      </Button>
      <GoogleButton label="Log in with Google" />
      <Button variant="ghost" size="lg" className="w-full" onClick={() => flow.go('register')}>
        Sign up for free
      </Button>
    </div>
  );
}
