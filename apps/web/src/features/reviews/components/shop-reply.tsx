import type { ReplyComment } from '@kontor/domain/reviews/reviews-responses';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../shared/format.ts';
import styles from './reviews.module.css';

/** The shop's reply to a review or a follow-up (one at most). */
export function ShopReply({ reply }: { reply: { data: ReplyComment[] } | null | undefined }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const first = reply?.data[0];
  if (!first) return null;
  return (
    <div className={styles.reply}>
      <p className={styles.replyHead}>
        <strong>{t('reviews.reply.title')}</strong>
        <time dateTime={first.createdAt}>{formatDateTime(first.createdAt)}</time>
      </p>
      <p className={styles.replyText}>{first.content}</p>
    </div>
  );
}
