import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';
import { RouteFact } from '../../../shared/ui/route-fact.tsx';

/** /buyer/as/apply and /buyer/as-apply ?tradeOrderId&tradeOrderLineId&asType: the application. Built by a later issue; the route already resolves. */
export default function AfterSalesApplyPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  return (
    <ComingSoon
      title={t('afterSales.apply.title')}
      backTo={{ to: paths.afterSalesList, label: t('afterSales.backToList') }}
    >
      {query.get('tradeOrderId') ? (
        <RouteFact label={t('orders.orderNumber')} value={query.get('tradeOrderId') ?? ''} />
      ) : null}
    </ComingSoon>
  );
}
