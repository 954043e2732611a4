import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';

/** /user/member/equity: the benefits of each level. Built by a later issue; the route already resolves. */
export default function MemberEquityPage() {
  const { t } = useTranslation();

  return (
    <ComingSoon
      title={t('member.tabs.equity')}
      backTo={{ to: paths.buyerIndex, label: t('userCentre.back') }}
    />
  );
}
