import { useParams } from 'react-router-dom';
import { PagePlaceholder } from '../../../components/page-placeholder';

export function ProviderPage() {
  const { id } = useParams();
  return (
    <PagePlaceholder title={`Provider ${id ?? ''}`}>
      Provider profiles arrive with the directory.
    </PagePlaceholder>
  );
}
export const MyProfilePage = () => <PagePlaceholder title="My Provider Profile" />;
