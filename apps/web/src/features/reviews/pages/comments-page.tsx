import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';

/** /buyer/comments?status=unComment|comment: to-review and reviewed tabs. Built by a later issue; the route already resolves. */
export default function CommentsPage() {
  const { t } = useTranslation();

  return (
    <ComingSoon
      title={t('reviews.list.title')}
      backTo={{ to: paths.buyerIndex, label: t('userCentre.back') }}
    />
  );
}
