import { useTranslation } from 'react-i18next';
import { useFormatDateTime, useFormatMoney } from '../../../shared/format.ts';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { useGiftCards } from '../api/filter-gift-cards.ts';
import { useSendGiftCards } from '../api/update-gift-cards-activity-status.ts';
import styles from './gift-cards-card.module.css';

/**
 * The cards of a gift-card order (bizCode virtual_shopping_card): code, PIN, value and use, and
 * whether they went out by e-mail — with the button that sends them (once, decision 061).
 */
export function GiftCardsCard({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDateTime();
  const query = useGiftCards(orderId);
  const send = useSendGiftCards(orderId);
  const data = query.data;
  return (
    <section className={styles.card} aria-labelledby="gift-cards-title">
      <h2 id="gift-cards-title" className={styles.title}>
        {t('giftCards.title')}
      </h2>
      {query.isPending ? <p className={styles.muted}>{t('common.loading')}</p> : null}
      {query.isError ? <ErrorAlert error={query.error} onRetry={() => query.refetch()} /> : null}
      {data ? (
        <>
          {data.cards.length === 0 ? <p className={styles.muted}>{t('giftCards.empty')}</p> : null}
          <ul className={styles.cards}>
            {data.cards.map((c) => (
              <li key={c.couponCode}>
                <dl className={styles.item}>
                  <dt>{t('giftCards.code')}</dt>
                  <dd>
                    <span className={styles.code}>{c.couponCode}</span>
                    <CopyButton text={c.couponCode} label={t('giftCards.copy', { code: c.couponCode })} />
                  </dd>
                  {c.couponsPassword ? (
                    <>
                      <dt>{t('giftCards.pin')}</dt>
                      <dd className={styles.code}>{c.couponsPassword}</dd>
                    </>
                  ) : null}
                  <dt>{t('giftCards.value')}</dt>
                  <dd>{formatMoney(c.amount)}</dd>
                  <dt className="k-sr-only">{t('giftCards.used')}</dt>
                  <dd className={`${styles.muted} ${styles.state}`}>
                    {c.usedStatus === 'USED'
                      ? c.usedTime
                        ? t('giftCards.usedAt', { date: formatDate(c.usedTime, false) })
                        : t('giftCards.used')
                      : t('giftCards.unused')}
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
          <div className={styles.sendRow} role="status">
            {data.sendEmailStatus && data.sentTime ? (
              <p className={styles.muted}>
                {t('giftCards.sentTo', { email: data.email, date: formatDate(data.sentTime) })}
              </p>
            ) : (
              <>
                <p className={styles.muted}>{t('giftCards.notSent')}</p>
                {data.cards.length > 0 ? (
                  <button
                    type="button"
                    className={styles.button}
                    disabled={send.isPending}
                    onClick={() => send.mutate(data.activityId)}
                  >
                    {t('giftCards.send')}
                  </button>
                ) : null}
              </>
            )}
          </div>
          {send.isError ? <ErrorAlert error={send.error} /> : null}
        </>
      ) : null}
    </section>
  );
}
