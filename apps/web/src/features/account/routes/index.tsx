import { PagePlaceholder } from '../../../components/page-placeholder';

export const BookmarksPage = () => <PagePlaceholder title="My Bookmarks" />;
export const SettingsPage = () => <PagePlaceholder title="Settings" />;
