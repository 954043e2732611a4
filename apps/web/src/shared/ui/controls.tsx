import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';
import styles from './controls.module.css';
import { CloseCircleFilled } from './icons.tsx';
import { ExclamationCircleFilled, InfoCircleFilled } from './more-icons.tsx';

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  kind?: 'default' | 'primary' | 'link';
  size?: 'middle' | 'large';
  block?: boolean;
  /** Busy: a spinner beside the label (the name stays the label), clicks are ignored. */
  loading?: boolean;
  icon?: ReactNode;
}

/**
 * A button drawn like antd's of the theme, for first screens without antd (decision 075). Like
 * antd's, a busy button stays focusable and ignores clicks; its accessible name is its label only.
 */
export function PlainButton({
  kind = 'default',
  size = 'middle',
  block,
  loading,
  icon,
  className,
  type = 'button',
  onClick,
  children,
  ...rest
}: PlainButtonProps) {
  const classes = [
    styles.button,
    kind === 'primary' ? styles.primary : kind === 'link' ? styles.link : '',
    size === 'large' ? styles.large : '',
    block ? styles.block : '',
    className ?? '',
  ].filter(Boolean);
  return (
    <button
      {...rest}
      type={type}
      className={classes.join(' ')}
      aria-busy={loading || undefined}
      onClick={(e) => {
        if (loading) e.preventDefault();
        else onClick?.(e);
      }}
    >
      {loading ? <span className={styles.busy} aria-hidden="true" /> : icon}
      <span>{children}</span>
    </button>
  );
}

export interface ChoiceProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'children'> {
  type: 'radio' | 'checkbox';
  /** The label's class (the line's layout); the input is drawn by `.choice`. */
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/** A native radio button or checkbox inside its label: the whole line is the target and the name. */
export function Choice({ className, children, 'data-testid': testId, ...input }: ChoiceProps) {
  return (
    <label className={className ? `${styles.choice} ${className}` : styles.choice} data-testid={testId}>
      <input {...input} />
      {children}
    </label>
  );
}

/** Loading placeholder lines, as high as antd's `Skeleton` with `paragraph={{ rows }}`. */
export function SkeletonLines({ rows }: { rows: number }) {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      {Array.from({ length: rows + 1 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lines
        <span key={i} />
      ))}
    </div>
  );
}

const NOTICE_ICONS = {
  info: InfoCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
} as const;

/** A short message in a tinted box, announced like antd's `Alert` (role=alert), with an optional action. */
export function Notice({
  type,
  children,
  action,
}: {
  type: 'info' | 'warning' | 'error';
  children: ReactNode;
  action?: ReactNode;
}) {
  const Icon = NOTICE_ICONS[type];
  return (
    <div className={`${styles.notice} ${styles[type]}`} role="alert">
      <Icon className={styles.noticeIcon} aria-hidden="true" />
      <p className={styles.noticeText}>{children}</p>
      {action ?? null}
    </div>
  );
}

/** The class names of the plain field, radio/checkbox line and button, for markup built in place. */
export const controlStyles = styles;
