import { Dialog } from '../../../components/ui/dialog';
import { useAuthModal } from '../../../lib/auth-modal';
import { useAuthFlow } from '../hooks/use-auth-flow';
import { viewTitle } from '../views';
import { useT } from '../../../lib/i18n';
import { authMessages } from '../i18n';
import { AuthViewContent } from './auth-view';

/** The modal flow over any page (spec 2): loaded the first time a view opens. */
export default function AuthModalHost() {
  const modal = useAuthModal();
  const flow = useAuthFlow('modal');
  useT(authMessages); // re-render on a language change
  if (!modal.view) return null;
  return (
    <Dialog open onOpenChange={(open) => !open && modal.close()} title={viewTitle(modal.view)}>
      <AuthViewContent key={modal.view} view={modal.view} state={modal.state} flow={flow} />
    </Dialog>
  );
}
