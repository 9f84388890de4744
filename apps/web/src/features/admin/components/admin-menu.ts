import { paths } from '../../../config/paths';

/** The admin side menu (spec 2, Admin area). */
export const ADMIN_MENU: Array<{ label: string; to: string }> = [
  { label: 'Users', to: paths.admin.users },
  { label: 'Providers', to: paths.admin.providers },
  { label: 'Profile Claims', to: paths.admin.claims },
  { label: 'Review Appeals', to: paths.admin.appeals },
  { label: 'Admins', to: paths.admin.admins },
  { label: 'Help', to: paths.admin.help },
  { label: 'Audit Log', to: paths.admin.auditLog },
];
