import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';
import { RouteFact } from '../../../shared/ui/route-fact.tsx';

/** /buyer/pre-pay?tradeId&buyerId&contractId: starts the payment of a contract. Built by a later issue; the route already resolves. */
export default function PrePayPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  return (
    <ComingSoon
      title={t('payments.prePay.title')}
      backTo={{ to: paths.orders, label: t('orders.backToList') }}
    >
      {query.get('contractId') ? (
        <RouteFact label={t('payments.contractNumber')} value={query.get('contractId') ?? ''} />
      ) : null}
    </ComingSoon>
  );
}
