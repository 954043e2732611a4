import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';
import { RouteFact } from '../../../shared/ui/route-fact.tsx';

/** /buyer/as/detail/:asid: one after-sales order, its goods, refund and actions. Built by a later issue; the route already resolves. */
export default function AfterSalesDetailPage() {
  const { t } = useTranslation();
  const params = useParams();
  return (
    <ComingSoon
      title={t('afterSales.detail.title')}
      backTo={{ to: paths.afterSalesList, label: t('afterSales.backToList') }}
    >
      {params.asid ? <RouteFact label={t('afterSales.number')} value={params.asid} /> : null}
    </ComingSoon>
  );
}
