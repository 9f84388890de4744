import { useParams } from 'react-router-dom';
import { PagePlaceholder } from '../../../components/page-placeholder';

export function UserPage() {
  const { id } = useParams();
  return <PagePlaceholder title={`Reviewer ${id ?? ''}`} />;
}
export const MePage = () => <PagePlaceholder title="My Profile" />;
