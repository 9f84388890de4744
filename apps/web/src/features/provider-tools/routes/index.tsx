import { PagePlaceholder } from '../../../components/page-placeholder';

export { MyProfilePage } from './my-profile';
export { DashboardPage } from './dashboard';
export { PlansPage } from './plans';
export { AdvertisementPage } from './advertisement';
export const MiniSitePage = () => <PagePlaceholder title="Mini-Site Builder" />;
