import { PagePlaceholder } from '../../../components/page-placeholder';

export { MyProfilePage } from './my-profile';
export const DashboardPage = () => <PagePlaceholder title="Dashboard" />;
export const PlansPage = () => <PagePlaceholder title="Plans" />;
export const MiniSitePage = () => <PagePlaceholder title="Mini-Site Builder" />;
export const AdvertisementPage = () => <PagePlaceholder title="Advertisement" />;
