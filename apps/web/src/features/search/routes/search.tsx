import { useSearchParams } from 'react-router-dom';
import { PagePlaceholder } from '../../../components/page-placeholder';

export function SearchPage() {
  const [params] = useSearchParams();
  const category = params.get('category') ?? params.get('providerType');
  return (
    <PagePlaceholder title={`Search Results for: ${params.get('q') || category || 'All'}`}>
      Provider search arrives with the directory.
    </PagePlaceholder>
  );
}
