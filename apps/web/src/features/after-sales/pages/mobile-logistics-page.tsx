import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';
import { RouteFact } from '../../../shared/ui/route-fact.tsx';

/** /buyer/m-logistics: return and exchange shipping timelines (mobile first). Built by a later issue; the route already resolves. */
export default function MobileLogisticsPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  return (
    <ComingSoon
      title={t('afterSales.logistics.title')}
      backTo={{ to: paths.afterSalesList, label: t('afterSales.backToList') }}
    >
      {query.get('reverseOrderId') ? (
        <RouteFact label={t('afterSales.number')} value={query.get('reverseOrderId') ?? ''} />
      ) : null}
    </ComingSoon>
  );
}
