import { PagePlaceholder } from '../../../components/page-placeholder';

export const LinkTreePage = () => <PagePlaceholder title="Links" />;
