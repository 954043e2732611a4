import styles from './route-fact.module.css';

/** One fact the page read from its URL (an order number), shown so a reload visibly restores it. */
export function RouteFact({ label, value }: { label: string; value: string }) {
  return (
    <p className={styles.fact}>
      <span>{label}</span>
      <strong>{value}</strong>
    </p>
  );
}
