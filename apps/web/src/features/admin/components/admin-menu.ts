import { paths } from '../../../config/paths';
import type { AdminMessageKey } from '../i18n';

/** The admin side menu (spec 2, Admin area): each item's words are a key of the admin catalog. */
export const ADMIN_MENU: Array<{ label: AdminMessageKey; to: string }> = [
  { label: 'menu.users', to: paths.admin.users },
  { label: 'menu.providers', to: paths.admin.providers },
  { label: 'menu.claims', to: paths.admin.claims },
  { label: 'menu.appeals', to: paths.admin.appeals },
  { label: 'menu.admins', to: paths.admin.admins },
  { label: 'menu.help', to: paths.admin.help },
  { label: 'menu.billing', to: paths.admin.billing },
  { label: 'menu.imports', to: paths.admin.imports },
  { label: 'menu.auditLog', to: paths.admin.auditLog },
];
