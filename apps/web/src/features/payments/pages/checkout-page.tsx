import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';
import { RouteFact } from '../../../shared/ui/route-fact.tsx';

/** /checkout?tradeContractId: addresses, payment channels and the order summary. Built by a later issue; the route already resolves. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  return (
    <ComingSoon title={t('payments.checkout.title')} backTo={{ to: paths.cart, label: t('cart.backToCart') }}>
      {query.get('tradeContractId') ? (
        <RouteFact label={t('payments.contractNumber')} value={query.get('tradeContractId') ?? ''} />
      ) : null}
    </ComingSoon>
  );
}
