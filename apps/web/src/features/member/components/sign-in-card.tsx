import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useSignInLog } from '../api/find-sign-in-log.ts';
import { useSignIn } from '../api/sign-in.ts';
import { daysOfMonth } from '../model/member-texts.ts';
import styles from './member-cards.module.css';

/** The sign-in calendar of this month: the days signed in, today's button and the streak. */
export function SignInCard() {
  const { t, i18n } = useTranslation();
  const log = useSignInLog();
  const signIn = useSignIn();
  if (log.isPending) return <PageSpinner />;
  if (log.isError) return <ErrorAlert error={log.error} onRetry={() => log.refetch()} />;
  const { today, month, days, signedToday, streak, todayPoints } = log.data;
  const signed = new Set(days.map((d) => d.day));
  const monthTitle = new Intl.DateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T12:00:00Z`));
  const dayLabel = (day: string) =>
    new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T12:00:00Z`),
    );
  const onSignIn = () =>
    signIn.mutate(undefined, {
      onSuccess: (r) => toast.success(t('member.signIn.done', { count: r.points })),
      onError: () => toast.error(t('member.signIn.failed')),
    });
  return (
    <section className={styles.card} aria-labelledby="member-sign-in">
      <h2 id="member-sign-in" className={styles.cardTitle}>
        {t('member.signIn.title')}
      </h2>
      <p className={styles.muted}>{t('member.signIn.streak', { count: streak })}</p>
      <p className={styles.muted}>{monthTitle}</p>
      <ul className={styles.calendar} aria-label={t('member.signIn.calendar', { month: monthTitle })}>
        {daysOfMonth(month).map((day) => {
          const isSigned = signed.has(day);
          const classes = [styles.day, isSigned ? styles.signed : '', day === today ? styles.today : '']
            .filter(Boolean)
            .join(' ');
          return (
            <li
              key={day}
              className={classes}
              aria-label={`${dayLabel(day)}${isSigned ? `, ${t('member.signIn.signedDay')}` : ''}`}
            >
              <span aria-hidden="true">{Number(day.slice(8))}</span>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={styles.signButton}
        disabled={signedToday || signIn.isPending}
        onClick={onSignIn}
      >
        {signedToday ? t('member.signIn.signedToday') : t('member.signIn.button', { count: todayPoints })}
      </button>
    </section>
  );
}
