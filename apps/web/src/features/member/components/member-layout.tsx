import { CrownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { Avatar, useUserInfo } from '../../profile/index.ts';
import { useMemberCustomer } from '../api/query-customer.ts';
import { levelName } from '../model/member-texts.ts';
import styles from './member-layout.module.css';

const TABS = [
  { key: paths.member, label: 'member.tabs.home' },
  { key: paths.memberEquity, label: 'member.tabs.equity' },
  { key: paths.memberScore, label: 'member.tabs.score' },
  { key: paths.superMember, label: 'member.tabs.superMember' },
] as const;

/**
 * The member area's header with its tabs: home, benefits, points, paid membership (spec §2). The
 * tabs lead to pages, so they are a navigation of links (aria-current on the open one), not an ARIA
 * tablist: antd's Tabs folded them into a "more" menu on phones that left the tablist without its
 * tabs (axe aria-required-children).
 */
export function MemberLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useCurrentUser().data;
  const avatar = useUserInfo(!!user && !user.isTourist).data?.avatar ?? null;
  const level = useMemberCustomer().data?.level;
  const active = TABS.find((tab) => tab.key === pathname.replace(/\/$/, ''))?.key ?? paths.member;
  return (
    <div className={styles.member}>
      <header className={styles.header}>
        {avatar ? (
          <Avatar url={avatar} name={user?.nickname ?? ''} size={48} />
        ) : (
          <span className={styles.badge} aria-hidden="true">
            <CrownOutlined />
          </span>
        )}
        <div>
          <p className={styles.kicker}>{t('member.title')}</p>
          <p className={styles.name}>{user?.nickname}</p>
          {level ? (
            <p className={styles.level} data-testid="member-header-level">
              {t('member.headerLevel', { level: levelName(t, level.levelCode) })}
            </p>
          ) : null}
        </div>
      </header>
      <nav className={styles.tabs} aria-label={t('member.title')}>
        <ul className={styles.tabList}>
          {TABS.map((tab) => (
            <li key={tab.key}>
              <Link
                to={tab.key}
                className={styles.tab}
                aria-current={tab.key === active ? 'page' : undefined}
              >
                {t(tab.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
