import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { buttonClasses } from '../ui/button';
import { Dialog } from '../ui/dialog';
import type { ReactNode } from 'react';

/** The header's drawer under 768 px; loaded the first time it opens. */
export default function MobileDrawer({
  open,
  onOpenChange,
  account,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  account: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Menu" placement="left">
      <nav aria-label="Mobile" className="flex flex-col gap-3" onClick={() => onOpenChange(false)}>
        <Link to={paths.home} className={buttonClasses('ghost', 'md', 'justify-start')}>
          Home
        </Link>
        <Link to={paths.search} className={buttonClasses('ghost', 'md', 'justify-start')}>
          Search providers
        </Link>
        <div className="flex flex-col gap-2 border-t border-slate-200 pt-3">{account}</div>
      </nav>
    </Dialog>
  );
}
