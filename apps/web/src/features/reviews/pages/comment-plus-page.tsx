import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';

/** /buyer/comment-plus/:id: the one follow-up review of a review. Built by a later issue; the route already resolves. */
export default function CommentPlusPage() {
  const { t } = useTranslation();

  return (
    <ComingSoon
      title={t('reviews.plus.title')}
      backTo={{ to: paths.comments, label: t('reviews.backToList') }}
    />
  );
}
