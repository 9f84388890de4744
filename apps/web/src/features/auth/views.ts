import type { AuthView } from '../../lib/auth-modal';

/** The title of each view, as a page heading and as the dialog title. */
export const VIEW_TITLES: Record<AuthView, string> = {
  entry: 'Welcome',
  login: 'Log In',
  register: 'Create an Account',
  'forgot-password': 'Forgot password',
  'email-sent': 'Check Your Email',
  'confirm-email': 'Confirm your email',
  'finish-profile': 'Finish your profile',
};
