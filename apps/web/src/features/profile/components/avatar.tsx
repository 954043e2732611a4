import styles from './profile.module.css';

/** The member's picture, or the first letter of their name on a coloured disc. */
export function Avatar({ url, name, size = 48 }: { url: string | null; name: string; size?: number }) {
  const box = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (url) return <img className={styles.avatar} src={url} alt="" width={size} height={size} style={box} />;
  return (
    <span className={styles.avatar} style={box} aria-hidden="true">
      {(name || '?').slice(0, 1).toUpperCase()}
    </span>
  );
}
