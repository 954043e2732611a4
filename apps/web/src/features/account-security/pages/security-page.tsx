import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';

/** /buyer/security: password, e-mail and phone binding, account deletion. Built by a later issue; the route already resolves. */
export default function SecurityPage() {
  const { t } = useTranslation();

  return (
    <ComingSoon title={t('security.title')} backTo={{ to: paths.buyerIndex, label: t('userCentre.back') }} />
  );
}
