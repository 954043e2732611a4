import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './copy-button.module.css';
import { CheckOutlined, CopyOutlined } from './more-icons.tsx';
import { toast } from './toast.ts';

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers and insecure origins: the textarea and execCommand way.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

interface CopyButtonProps {
  text: string;
  /** Accessible name ("Copy order number"). */
  label: string;
  /** Another look for the button than the plain icon. */
  className?: string;
}

/**
 * Copies a text and says so: a toast ("复制成功！", spec §8) and a polite live region, so screen
 * reader users hear the result too.
 */
export function CopyButton({ text, label, className = styles.button }: CopyButtonProps) {
  const { t } = useTranslation();
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (!result) return;
    const timer = window.setTimeout(() => setResult(null), 4000);
    return () => window.clearTimeout(timer);
  }, [result]);

  const onClick = async () => {
    const ok = await copyText(text);
    setResult(ok ? 'copied' : 'failed');
    if (ok) toast.success(t('common.copied'));
    else toast.error(t('common.copyFailed'));
  };

  return (
    <>
      <button type="button" className={className} onClick={() => void onClick()} aria-label={label}>
        {result === 'copied' ? <CheckOutlined aria-hidden="true" /> : <CopyOutlined aria-hidden="true" />}
      </button>
      <span className="k-sr-only" role="status" aria-live="polite">
        {result === 'copied' ? t('common.copied') : result === 'failed' ? t('common.copyFailed') : ''}
      </span>
    </>
  );
}
