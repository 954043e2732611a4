import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { to } from '../../../shared/paths.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { LevelCard } from '../components/level-card.tsx';
import styles from '../components/member-cards.module.css';
import { SignInCard } from '../components/sign-in-card.tsx';
import { SuperMemberStatus } from '../components/super-member-status.tsx';
import { TasksCard } from '../components/tasks-card.tsx';

/** /user/member: level, growth bar, level-up difference, the sign-in calendar and the reward tasks. */
export default function MemberHomePage() {
  const { t } = useTranslation();
  usePageTitle(t('member.tabs.home'));
  return (
    <>
      <PageHeading
        title={t('member.tabs.home')}
        extra={<Link to={to('helpArticle', { code: 'member-rules' })}>{t('member.rulesLink')}</Link>}
      />
      <div className={styles.grid}>
        <LevelCard />
        <SignInCard />
        <TasksCard />
        <SuperMemberStatus withLink />
      </div>
    </>
  );
}
