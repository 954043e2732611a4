import { CrownOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import styles from './member-layout.module.css';

const TABS = [
  { key: paths.member, label: 'member.tabs.home' },
  { key: paths.memberEquity, label: 'member.tabs.equity' },
  { key: paths.memberScore, label: 'member.tabs.score' },
  { key: paths.superMember, label: 'member.tabs.superMember' },
] as const;

/** The member area's header with its tabs: home, benefits, points, paid membership (spec §2). */
export function MemberLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useCurrentUser().data;
  const active = TABS.find((tab) => tab.key === pathname.replace(/\/$/, ''))?.key ?? paths.member;
  return (
    <div className={styles.member}>
      <header className={styles.header}>
        <span className={styles.badge} aria-hidden="true">
          <CrownOutlined />
        </span>
        <div>
          <p className={styles.kicker}>{t('member.title')}</p>
          <p className={styles.name}>{user?.nickname}</p>
        </div>
      </header>
      <Tabs
        className={styles.tabs}
        activeKey={active}
        onChange={(key) => navigate(key)}
        items={TABS.map((tab) => ({ key: tab.key, label: t(tab.label) }))}
      />
      <Outlet />
    </div>
  );
}
