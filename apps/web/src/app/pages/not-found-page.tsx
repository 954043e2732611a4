import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import AntdProvider from '../../shared/ui/antd-provider.tsx';
import { usePageTitle } from '../../shared/ui/use-page-title.ts';
import styles from './status-page.module.css';

/** Any route we do not have. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.notFound.title'));
  return (
    <AntdProvider>
      <Result
        className={styles.status}
        status="404"
        title={<h1 className={styles.title}>{t('pages.notFound.title')}</h1>}
        subTitle={t('pages.notFound.text')}
        extra={
          <Link className={styles.action} to={paths.home}>
            {t('common.backHome')}
          </Link>
        }
      />
    </AntdProvider>
  );
}
