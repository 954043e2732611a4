import { CheckCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { PASSWORD_RULES, passwordStrength } from '@kontor/domain/accounts/accounts-schemas';
import { useTranslation } from 'react-i18next';
import { usePasswordScore } from '../model/password-score.ts';
import styles from './password-strength.module.css';

interface PasswordStrengthProps {
  id: string;
  password: string;
  /** The rule hints show while the field has focus (spec §5). */
  showHints: boolean;
  /** Words of the account (e-mail, nickname) a strong password should not lean on. */
  userInputs?: string[];
}

const LEVELS = ['weak', 'fair', 'good', 'strong'] as const;

/** The strength meter and the rule hints of a new password, each hint ticked once met. */
export function PasswordStrength({ id, password, showHints, userInputs }: PasswordStrengthProps) {
  const { t } = useTranslation();
  const tooShort = !PASSWORD_RULES[0].test(password);
  // zxcvbn's estimate (0–4) once loaded: 0–1 weak, 2 fair, 3 good, 4 strong; the rules until then.
  const score = usePasswordScore(password, userInputs);
  const strength = score === null ? passwordStrength(password) : Math.max(0, score - 1);
  const level = tooShort ? 'tooShort' : LEVELS[strength];
  const filled = tooShort ? (password ? 1 : 0) : strength + 1;
  return (
    <div id={id} className={styles.wrap}>
      {password ? (
        <div className={styles.meter}>
          <div className={styles.bars} aria-hidden="true">
            {[0, 1, 2, 3].map((i) => (
              <span key={i} className={styles.bar} data-on={i < filled ? level : undefined} />
            ))}
          </div>
          <span className={styles.label} data-level={level}>
            {t('accounts.password.strength.label')}: {t(`accounts.password.strength.${level}`)}
          </span>
        </div>
      ) : null}
      {showHints ? (
        <ul className={styles.hints} aria-label={t('accounts.password.hintsLabel')}>
          {PASSWORD_RULES.map((rule) => {
            const met = rule.test(password);
            return (
              <li key={rule.key} className={met ? styles.met : undefined}>
                {met ? <CheckCircleFilled aria-hidden="true" /> : <MinusCircleOutlined aria-hidden="true" />}
                <span>
                  {t(rule.key)}
                  {rule.required ? '' : ` ${t('accounts.password.recommended')}`}
                </span>
                <span className="k-sr-only">
                  {met ? t('accounts.password.met') : t('accounts.password.notMet')}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
