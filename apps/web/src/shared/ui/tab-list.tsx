import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import styles from './tab-list.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  /** Shown beside the label (a count). */
  badge?: ReactNode;
}

interface TabListProps<K extends string> {
  items: readonly TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  label: string;
  /** id prefix; the tab ids are `${id}-${key}` and they control `${id}-panel`. */
  id: string;
  variant?: 'line' | 'pill';
}

/**
 * WAI-ARIA tabs in plain markup (the order list and the review list carry no antd): arrow keys, Home and End move
 * between tabs and select them; only the selected tab is in the tab order.
 */
export function TabList<K extends string>({
  items,
  active,
  onChange,
  label,
  id,
  variant = 'line',
}: TabListProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((i) => i.key === active);
    let next = -1;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % items.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp')
      next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const key = items[next]!.key;
    onChange(key);
    refs.current.get(key)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className={variant === 'pill' ? `${styles.list} ${styles.pill}` : styles.list}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const selected = item.key === active;
        return (
          <button
            key={item.key}
            ref={(el) => {
              if (el) refs.current.set(item.key, el);
              else refs.current.delete(item.key);
            }}
            type="button"
            role="tab"
            id={`${id}-${item.key}`}
            aria-selected={selected}
            aria-controls={`${id}-panel`}
            tabIndex={selected ? 0 : -1}
            className={selected ? `${styles.tab} ${styles.selected}` : styles.tab}
            onClick={() => onChange(item.key)}
          >
            <span>{item.label}</span>
            {item.badge !== undefined ? <span className={styles.badge}>{item.badge}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
