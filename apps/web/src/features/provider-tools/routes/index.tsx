export { MyProfilePage } from './my-profile';
export { DashboardPage } from './dashboard';
export { PlansPage } from './plans';
export { AdvertisementPage } from './advertisement';
export { MiniSitePage } from './mini-site';
export { LeadsPage } from './leads';
