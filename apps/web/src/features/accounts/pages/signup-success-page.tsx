import { CheckCircleFilled } from '@ant-design/icons';
import { SIGNUP_SUCCESS_COUNTDOWN_SECONDS } from '@kontor/domain/accounts/accounts-schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import styles from './signup-success-page.module.css';

/** Counts down 10 seconds, then goes home (spec §2 "Signup-success page"). */
export default function SignupSuccessPage() {
  const { t } = useTranslation();
  usePageTitle(t('accounts.signupSuccess.title'));
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(SIGNUP_SUCCESS_COUNTDOWN_SECONDS);

  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const left = SIGNUP_SUCCESS_COUNTDOWN_SECONDS - Math.floor((Date.now() - started) / 1000);
      setSeconds(Math.max(0, left));
    }, 250);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (seconds <= 0) navigate(paths.home, { replace: true });
  }, [seconds, navigate]);

  return (
    <section className={styles.panel} aria-labelledby="signup-success-title">
      <CheckCircleFilled className={styles.icon} aria-hidden="true" />
      <h1 id="signup-success-title" className={styles.title}>
        {t('accounts.signupSuccess.title')}
      </h1>
      <p className={styles.text}>{t('accounts.signupSuccess.text')}</p>
      <p className={styles.countdown}>
        {t('accounts.signupSuccess.countdown', { seconds })}
        <span className={styles.seconds} aria-hidden="true" data-testid="signup-countdown">
          {seconds}
        </span>
      </p>
      <Link className={styles.home} to={paths.home} replace>
        {t('accounts.signupSuccess.homeNow')}
      </Link>
    </section>
  );
}
