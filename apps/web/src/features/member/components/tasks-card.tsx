import type { TaskCompletion } from '@kontor/domain/members/members-responses';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { paths } from '../../../shared/paths.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useTaskCompletion } from '../api/find-task-completion.ts';
import { useFollowReward } from '../api/follow-media-reward.ts';
import { useSubscribeReward } from '../api/subscribe-email-reward.ts';
import styles from './member-cards.module.css';

/** The reward tasks: what each gives, whether it is done, and how to do the open ones. */
export function TasksCard() {
  const { t } = useTranslation();
  const tasks = useTaskCompletion();
  if (tasks.isPending) return <PageSpinner />;
  if (tasks.isError) return <ErrorAlert error={tasks.error} onRetry={() => tasks.refetch()} />;
  return (
    <section className={styles.card} aria-labelledby="member-tasks">
      <h2 id="member-tasks" className={styles.cardTitle}>
        {t('member.tasks.title')}
      </h2>
      <ul className={styles.list}>
        {tasks.data.map((task) => (
          <li key={task.taskCode}>
            <span className={styles.taskText}>
              <span>{t(`member.tasks.${task.taskCode}`)}</span>
              {task.state === 'COMPLETED' ? null : <TaskAction task={task} />}
            </span>
            {task.state === 'COMPLETED' ? (
              <span className={styles.done}>{t('member.tasks.completed')}</span>
            ) : (
              <span className={styles.plus}>{t('member.tasks.reward', { count: task.points })}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** How to do an open task: a button for the ones done here, a pointer for the others. */
function TaskAction({ task }: { task: TaskCompletion }) {
  const { t } = useTranslation();
  const follow = useFollowReward();
  const subscribe = useSubscribeReward();
  const done = (points: number) => toast.success(t('member.tasks.rewarded', { count: points }));
  const failed = (error: unknown) => toast.error(errorMessage(error, t));
  switch (task.taskCode) {
    case 'FOLLOW_SOCIAL_MEDIA':
      return (
        <button
          type="button"
          className={styles.taskButton}
          disabled={follow.isPending}
          onClick={() => follow.mutate(undefined, { onSuccess: (r) => done(r.points), onError: failed })}
        >
          {t('member.tasks.followAction')}
        </button>
      );
    case 'SUBSCRIBE_EMAIL':
      return (
        <button
          type="button"
          className={styles.taskButton}
          disabled={subscribe.isPending}
          onClick={() => subscribe.mutate(undefined, { onSuccess: (r) => done(r.points), onError: failed })}
        >
          {t('member.tasks.subscribeAction')}
        </button>
      );
    case 'COMPLETE_PROFILE':
      return (
        <Link className={styles.taskLink} to={paths.profile}>
          {t('member.tasks.profileAction')}
        </Link>
      );
    case 'SHARE_PRODUCT':
      return <span className={styles.taskHint}>{t('member.tasks.shareHint')}</span>;
    default:
      return null;
  }
}
