import { PagePlaceholder } from '../../../components/page-placeholder';

export { MyProfilePage } from './my-profile';
export { DashboardPage } from './dashboard';
export const PlansPage = () => <PagePlaceholder title="Plans" />;
export const MiniSitePage = () => <PagePlaceholder title="Mini-Site Builder" />;
export const AdvertisementPage = () => <PagePlaceholder title="Advertisement" />;
