import type { AuthView } from '../../lib/auth-modal';
import { authMessages } from './i18n';

const VIEW_KEYS = {
  entry: 'view.entry',
  login: 'view.login',
  register: 'view.register',
  'forgot-password': 'view.forgotPassword',
  'email-sent': 'view.emailSent',
  'confirm-email': 'view.confirmEmail',
  'finish-profile': 'view.finishProfile',
} as const satisfies Record<AuthView, string>;

/** The title of each view, as a page heading and as the dialog title (call during render). */
export const viewTitle = (view: AuthView): string => authMessages.t(VIEW_KEYS[view]);
