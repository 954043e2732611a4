import type { DrawResult, Prize } from '@kontor/domain/coupons/coupons-responses';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api-client.ts';
import { useFormatDateTime, useFormatMoney } from '../../../shared/format.ts';
import { paths } from '../../../shared/paths.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useDrawContent, useDrawPrize, useWinnings } from '../api/prize-draw.ts';
import styles from '../components/coupons.module.css';

/** A prize's name in the interface language, with its points or amount in the storefront's currency. */
function usePrizeName() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (p: Prize) => t(p.nameKey, { count: p.points, amount: p.discountAmt ? money(p.discountAmt) : '' });
}

function DrawOutcome({ result }: { result: DrawResult }) {
  const { t } = useTranslation();
  const name = usePrizeName();
  return (
    <div className={styles.result} role="status" data-testid="draw-result">
      {result.won && result.prize ? (
        <>
          <strong>{t('prizes.won', { prize: name(result.prize) })}</strong>
          {result.couponCode ? (
            <span>
              {t('prizes.couponAdded', { code: result.couponCode })}{' '}
              <Link className={styles.link} to={paths.coupons}>
                {t('prizes.myCoupons')}
              </Link>
            </span>
          ) : (
            <span>{t('prizes.pointsAdded')}</span>
          )}
        </>
      ) : (
        <strong>{t('prizes.lost')}</strong>
      )}
    </div>
  );
}

/**
 * The prize draw (spec §7 `..DrawPrizeContentFlow`, `..DrawPrizeFlow`, `..QueryWinningPrizesFlow`;
 * decision 057): every paid order gives one draw; the prizes, the draws waiting and the results.
 */
export default function PrizeDrawPage() {
  const { t } = useTranslation();
  usePageTitle(t('prizes.title'));
  const formatDate = useFormatDateTime();
  const name = usePrizeName();
  const content = useDrawContent();
  const winnings = useWinnings();
  const draw = useDrawPrize();
  const outcomeRef = useRef<HTMLDivElement>(null);

  const onDraw = (orderId: number) =>
    draw.mutate(orderId, { onSuccess: () => requestAnimationFrame(() => outcomeRef.current?.focus()) });

  return (
    <>
      <PageHeading title={t('prizes.title')} subtitle={t('prizes.intro')} />
      <div ref={outcomeRef} tabIndex={-1}>
        {draw.data ? <DrawOutcome result={draw.data} /> : null}
        {draw.isError ? (
          <p role="alert" className={styles.result}>
            {isApiError(draw.error) ? draw.error.message : t('prizes.loadError')}
          </p>
        ) : null}
      </div>
      {content.isPending ? <PageSpinner /> : null}
      {content.isError ? <ErrorAlert error={content.error} onRetry={() => void content.refetch()} /> : null}
      {content.data ? (
        <>
          <section className={styles.section} aria-labelledby="prize-draws">
            <h2 id="prize-draws" className={styles.sectionTitle}>
              {t('prizes.draws')}
            </h2>
            {content.data.eligibleOrders.length === 0 ? (
              <p className={styles.muted}>{t('prizes.noDraws')}</p>
            ) : (
              <ul className={styles.draws}>
                {content.data.eligibleOrders.map((o) => (
                  <li key={o.orderId}>
                    <span>{t('prizes.order', { code: o.tradeOrderCode })}</span>
                    <button
                      type="button"
                      className={styles.primary}
                      disabled={draw.isPending}
                      aria-label={t('prizes.drawFor', { code: o.tradeOrderCode })}
                      onClick={() => onDraw(o.orderId)}
                    >
                      {t('prizes.draw')}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className={styles.section} aria-labelledby="prize-list">
            <h2 id="prize-list" className={styles.sectionTitle}>
              {t('prizes.prizes')}
            </h2>
            <ul className={styles.prizes}>
              {content.data.prizes.map((p) => (
                <li key={p.id} className={styles.prize}>
                  {name(p)}
                  {p.inStock ? null : <p className={styles.muted}>{t('prizes.soldOut')}</p>}
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : null}
      <section className={styles.section} aria-labelledby="prize-winnings">
        <h2 id="prize-winnings" className={styles.sectionTitle}>
          {t('prizes.winnings')}
        </h2>
        {winnings.isError ? (
          <ErrorAlert error={winnings.error} onRetry={() => void winnings.refetch()} />
        ) : null}
        {winnings.data?.length === 0 ? <p className={styles.muted}>{t('prizes.noWinnings')}</p> : null}
        {winnings.data && winnings.data.length > 0 ? (
          <ul className={styles.draws} data-testid="winnings">
            {winnings.data.map((w) => (
              <li key={w.drawId}>
                <span>
                  {w.won && w.prize ? name(w.prize) : t('prizes.noPrize')}
                  {w.couponCode ? <span className={styles.value}> · {w.couponCode}</span> : null}
                </span>
                <span className={styles.muted}>{t('prizes.drawnOn', { date: formatDate(w.drawnAt) })}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </>
  );
}
