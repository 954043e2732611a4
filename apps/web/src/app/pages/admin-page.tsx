import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/ui/coming-soon.tsx';

/** /admin: the platform operator's console (later issues add its screens). */
export default function AdminPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('admin.title')} description={t('admin.comingSoon')} />;
}
