export { AddBusinessPage } from './add-business';
