import { CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './reviews.module.css';

const KEY_PATTERN = /^[\w-]+(\.[\w-]+)+$/;

/** A message that is an i18n key (the shared schema's) or a text the server already localised. */
export function useMessageText() {
  const { t, i18n } = useTranslation();
  return (message: string) => (KEY_PATTERN.test(message) && i18n.exists(message) ? t(message) : message);
}

/** An inline field error with its icon, announced when it appears (spec §8). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const text = useMessageText();
  return (
    <div id={id} className={styles.fieldError} role="alert">
      {message ? (
        <>
          <CloseCircleFilled aria-hidden="true" /> <span>{text(message)}</span>
        </>
      ) : null}
    </div>
  );
}
