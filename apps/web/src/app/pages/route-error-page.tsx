import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import AntdProvider from '../../shared/ui/antd-provider.tsx';
import styles from './status-page.module.css';

/** A route that failed to load or render (for instance an old bundle after a release). */
export default function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <AntdProvider>
      <div className="k-container" style={{ paddingTop: 32 }}>
        <Result
          className={styles.status}
          status="error"
          title={<h1 className={styles.title}>{t('pages.error.title')}</h1>}
          subTitle={t('pages.error.text')}
          extra={
            <Button type="primary" onClick={() => window.location.reload()}>
              {t('pages.error.reload')}
            </Button>
          }
        />
      </div>
    </AntdProvider>
  );
}
