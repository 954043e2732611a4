import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';
import { RouteFact } from '../../../shared/ui/route-fact.tsx';

/** /buyer/pay-result: the payment's outcome, polled until final. Built by a later issue; the route already resolves. */
export default function PayResultPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  return (
    <ComingSoon
      title={t('payments.payResult.title')}
      backTo={{ to: paths.orders, label: t('orders.backToList') }}
    >
      {query.get('tradeOrderId') ? (
        <RouteFact label={t('orders.orderNumber')} value={query.get('tradeOrderId') ?? ''} />
      ) : null}
    </ComingSoon>
  );
}
