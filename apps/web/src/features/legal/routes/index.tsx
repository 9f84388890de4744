import { PagePlaceholder } from '../../../components/page-placeholder';

export const PrivacyPolicyPage = () => <PagePlaceholder title="Privacy Policy" />;
export const TermsOfUsePage = () => <PagePlaceholder title="Terms of Use" />;
