import { LoginOutlined } from '@ant-design/icons';
import { THIRD_PARTY_OUTCOMES, type ThirdPartyOutcome } from '@kontor/domain/profile/third-party-schemas';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { authorizeUrl, useSignInProviders } from '../api/third-party.ts';
import styles from './third-party.module.css';

/** The outcome a provider round trip came back with (`?thirdParty=`), if it is one we know. */
export function useThirdPartyOutcome(): ThirdPartyOutcome | null {
  const [params] = useSearchParams();
  const value = params.get('thirdParty');
  return (THIRD_PARTY_OUTCOMES as readonly string[]).includes(value ?? '')
    ? (value as ThirdPartyOutcome)
    : null;
}

/** "Sign in with …" buttons under the login form, and what a returning round trip says. */
export function ThirdPartySignIn({ redirect }: { redirect: string }) {
  const { t } = useTranslation();
  const providers = useSignInProviders();
  const outcome = useThirdPartyOutcome();
  const list = providers.data ?? [];
  if (list.length === 0 && !outcome) return null;
  return (
    <div className={styles.signIn}>
      {outcome ? (
        <Alert type="warning" showIcon role="alert" title={t(`thirdParty.outcome.${outcome}`)} />
      ) : null}
      {list.length > 0 ? <p className={styles.divider}>{t('thirdParty.or')}</p> : null}
      {list.map((p) => (
        <a
          key={p.thirdAccountType}
          className={styles.providerButton}
          href={authorizeUrl(p.thirdAccountType, 'LOGIN', redirect)}
        >
          <LoginOutlined aria-hidden="true" />
          {t('thirdParty.signInWith', { name: p.displayName })}
        </a>
      ))}
    </div>
  );
}
