import { PagePlaceholder } from '../../../components/page-placeholder';

export const AuthEntryPage = () => <PagePlaceholder title="Welcome" />;
export const LoginPage = () => <PagePlaceholder title="Log In" />;
export const RegisterPage = () => <PagePlaceholder title="Create an Account" />;
export const ConfirmEmailPage = () => <PagePlaceholder title="Confirm your email" />;
export const ForgotPasswordPage = () => <PagePlaceholder title="Forgot password" />;
export const EmailSentPage = () => <PagePlaceholder title="Check Your Email" />;
export const ResetPasswordPage = () => <PagePlaceholder title="Reset password" />;
export const GoogleCallbackPage = () => <PagePlaceholder title="Finishing Google sign-in…" />;
export const FinishProfilePage = () => <PagePlaceholder title="Finish your profile" />;
