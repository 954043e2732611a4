import { LinkOutlined } from '@ant-design/icons';
import { Alert, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../shared/format.ts';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { paths } from '../../../shared/paths.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import {
  authorizeUrl,
  useBoundAccounts,
  useSignInProviders,
  useUnbindThirdParty,
} from '../api/third-party.ts';
import styles from './third-party.module.css';
import { useThirdPartyOutcome } from './third-party-sign-in.tsx';

/**
 * Third-party accounts on /buyer/security (spec §7 `third-part/list-bound`, `third-part/unbind`): each
 * provider the shop offers, bound or not; binding goes through the provider's page; unbinding the last
 * way to sign in is refused by the server (409), whose message is shown.
 */
export function ThirdPartySection() {
  const { t } = useTranslation();
  const formatDate = useFormatDateTime();
  const providers = useSignInProviders();
  const bound = useBoundAccounts();
  const unbind = useUnbindThirdParty();
  const outcome = useThirdPartyOutcome();

  const onUnbind = (type: string, name: string) =>
    unbind.mutate(type, {
      onSuccess: () => toast.success(t('thirdParty.unbound', { name })),
      onError: (error) => toast.error(errorMessage(error, t)),
    });

  return (
    <section className={styles.section} aria-labelledby="third-party-title">
      <h2 id="third-party-title" className={styles.title}>
        {t('thirdParty.title')}
      </h2>
      <p className={styles.intro}>{t('thirdParty.intro')}</p>
      {outcome ? (
        <Alert
          type={outcome === 'bound' ? 'success' : 'warning'}
          showIcon
          role={outcome === 'bound' ? 'status' : 'alert'}
          className="k-mb-16"
          title={t(`thirdParty.outcome.${outcome}`)}
        />
      ) : null}
      {providers.isPending || bound.isPending ? (
        <PageSpinner />
      ) : providers.isError || bound.isError ? (
        <ErrorAlert
          error={providers.error ?? bound.error}
          onRetry={() => void Promise.all([providers.refetch(), bound.refetch()])}
        />
      ) : providers.data.length === 0 && bound.data.length === 0 ? (
        <p className={styles.intro}>{t('thirdParty.none')}</p>
      ) : (
        <ul className={styles.list}>
          {[
            ...providers.data.map((p) => ({ type: p.thirdAccountType, name: p.displayName })),
            ...bound.data
              .filter((b) => !providers.data.some((p) => p.thirdAccountType === b.thirdAccountType))
              .map((b) => ({ type: b.thirdAccountType, name: b.displayName })),
          ].map(({ type, name }) => {
            const account = bound.data.find((b) => b.thirdAccountType === type);
            return (
              <li key={type} className={styles.row} aria-label={name}>
                <div>
                  <span className={styles.name}>{name}</span>
                  <span className={styles.state}>
                    {account
                      ? t('thirdParty.boundAs', {
                          account: account.accountLabel,
                          date: formatDate(account.boundAt, false),
                        })
                      : t('thirdParty.notBound')}
                  </span>
                </div>
                {account ? (
                  <Popconfirm
                    title={t('thirdParty.action.unbindConfirm', { name })}
                    okText={t('thirdParty.action.unbind')}
                    cancelText={t('thirdParty.action.keep')}
                    onConfirm={() => onUnbind(type, name)}
                  >
                    <Button danger loading={unbind.isPending && unbind.variables === type}>
                      {t('thirdParty.action.unbind')}
                    </Button>
                  </Popconfirm>
                ) : providers.data.some((p) => p.thirdAccountType === type) ? (
                  <Button
                    icon={<LinkOutlined aria-hidden="true" />}
                    href={authorizeUrl(type, 'BIND', paths.security)}
                  >
                    {t('thirdParty.action.bind')}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
