import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import AntdProvider from '../../shared/ui/antd-provider.tsx';
import { usePageTitle } from '../../shared/ui/use-page-title.ts';
import styles from './status-page.module.css';

/** A signed-in user without the role a console needs (403). */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.forbidden.title'));
  return (
    <AntdProvider>
      <Result
        className={styles.status}
        status="403"
        title={<h1 className={styles.title}>{t('pages.forbidden.title')}</h1>}
        subTitle={t('pages.forbidden.text')}
        extra={
          <Link className={styles.action} to={paths.home}>
            {t('common.backHome')}
          </Link>
        }
      />
    </AntdProvider>
  );
}
