import { useParams } from 'react-router-dom';
import { PagePlaceholder } from '../../../components/page-placeholder';

export const AdminUsersPage = () => <PagePlaceholder title="Users" />;
export const AdminProvidersPage = () => <PagePlaceholder title="Providers" />;
export const AdminClaimsPage = () => <PagePlaceholder title="Profile Claims" />;
export function AdminClaimPage() {
  const { id } = useParams();
  return <PagePlaceholder title={`Profile Claim ${id ?? ''}`} />;
}
export const AdminAppealsPage = () => <PagePlaceholder title="Review Appeals" />;
export const AdminAdminsPage = () => <PagePlaceholder title="Admins" />;
export const AdminHelpPage = () => <PagePlaceholder title="Help" />;
export { AdminLayout } from '../components/admin-layout';
