import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { useTaskCompletion } from '../api/find-task-completion.ts';
import styles from './member-cards.module.css';

/** The reward tasks: what each gives and whether it is done. */
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
            <span>{t(`member.tasks.${task.taskCode}`)}</span>
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
