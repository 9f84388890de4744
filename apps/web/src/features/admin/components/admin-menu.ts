import { paths } from '../../../config/paths';
import { ADMIN_BILLING_TEXT } from '../billing-strings';

/** The admin side menu (spec 2, Admin area). */
export const ADMIN_MENU: Array<{ label: string; to: string }> = [
  { label: 'Users', to: paths.admin.users },
  { label: 'Providers', to: paths.admin.providers },
  { label: 'Profile Claims', to: paths.admin.claims },
  { label: 'Review Appeals', to: paths.admin.appeals },
  { label: 'Admins', to: paths.admin.admins },
  { label: 'Help', to: paths.admin.help },
  { label: ADMIN_BILLING_TEXT.menu, to: paths.admin.billing },
  { label: 'Audit Log', to: paths.admin.auditLog },
];
