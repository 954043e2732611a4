import { useTranslation } from 'react-i18next';
import styles from './addresses.module.css';

/** A country's name in the interface language ("Deutschland", "Vereinigtes Königreich", "英国"). */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * An address in the lines its country writes it (the server formats them with the country's
 * template, decision 025), the country's name in the reader's language last.
 */
export function AddressLines({ lines, country }: { lines: readonly string[]; country?: string | null }) {
  const { i18n } = useTranslation();
  const all = country ? [...lines, countryName(country, i18n.language)] : lines;
  return (
    <address className={styles.lines}>
      {all.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one address never reorder (and may repeat)
        <span key={i} className={styles.line}>
          {line}
        </span>
      ))}
    </address>
  );
}
