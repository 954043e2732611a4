import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';

/** /buyer/my-coupons: the buyer's coupons. Built by a later issue; the route already resolves. */
export default function MyCouponsPage() {
  const { t } = useTranslation();

  return (
    <ComingSoon title={t('coupons.title')} backTo={{ to: paths.buyerIndex, label: t('userCentre.back') }} />
  );
}
