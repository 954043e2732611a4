import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';

/** /buyer/addresses: shipping and billing addresses. Built by a later issue; the route already resolves. */
export default function AddressesPage() {
  const { t } = useTranslation();

  return (
    <ComingSoon title={t('addresses.title')} backTo={{ to: paths.buyerIndex, label: t('userCentre.back') }} />
  );
}
