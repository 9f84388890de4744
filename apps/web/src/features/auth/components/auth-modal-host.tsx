import { Dialog } from '../../../components/ui/dialog';
import { useAuthModal } from '../../../lib/auth-modal';
import { useAuthFlow } from '../hooks/use-auth-flow';
import { VIEW_TITLES } from '../views';
import { AuthViewContent } from './auth-view';

/** The modal flow over any page (spec 2): loaded the first time a view opens. */
export default function AuthModalHost() {
  const modal = useAuthModal();
  const flow = useAuthFlow('modal');
  if (!modal.view) return null;
  return (
    <Dialog open onOpenChange={(open) => !open && modal.close()} title={VIEW_TITLES[modal.view]}>
      <AuthViewContent key={modal.view} view={modal.view} state={modal.state} flow={flow} />
    </Dialog>
  );
}
