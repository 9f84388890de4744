import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { miscMessages } from '../i18n';

export function NotFoundPage() {
  const t = useT(miscMessages);
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of a visit has the key 'default': Back would leave the site, so go home.
  const goBack = () => (location.key === 'default' ? navigate(paths.home) : navigate(-1));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-7xl font-extrabold text-brand-700">404</p>
      <h1 className="text-2xl font-bold text-slate-900">{t('notFoundTitle')}</h1>
      <p className="text-slate-700">{t('notFoundText')}</p>
      <div className="flex gap-3">
        <Link to={paths.home} className={buttonClasses('primary', 'md')}>
          {t('goHome')}
        </Link>
        <Button variant="secondary" onClick={goBack}>
          {t('goBack')}
        </Button>
      </div>
    </section>
  );
}
