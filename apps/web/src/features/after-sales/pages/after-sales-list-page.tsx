import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';

/** /buyer/as/list: the buyer's after-sales orders (search, status, pages). Built by a later issue; the route already resolves. */
export default function AfterSalesListPage() {
  const { t } = useTranslation();

  return (
    <ComingSoon
      title={t('afterSales.list.title')}
      backTo={{ to: paths.buyerIndex, label: t('userCentre.back') }}
    />
  );
}
