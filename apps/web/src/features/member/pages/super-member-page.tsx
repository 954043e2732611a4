import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';

/** /user/super-member: the paid membership. Built by a later issue; the route already resolves. */
export default function SuperMemberPage() {
  const { t } = useTranslation();

  return (
    <ComingSoon
      title={t('member.tabs.superMember')}
      backTo={{ to: paths.buyerIndex, label: t('userCentre.back') }}
    />
  );
}
