import { CheckOutlined, CopyOutlined, InboxOutlined, LeftOutlined, PictureOutlined } from '@ant-design/icons';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../shared/ui/toast.ts';
import type { AsAttribute } from '../api/after-sales-types.ts';
import { statusTone } from '../model/status.ts';
import styles from './after-sales.module.css';

/** Attributes joined by semicolons (spec §2): `Colour: Oak; Size: 160 cm`. */
export function attributesText(attributes: readonly AsAttribute[] | null | undefined): string {
  return (attributes ?? [])
    .filter((a) => a.attrVal)
    .map((a) => (a.attrKey ? `${a.attrKey}: ${a.attrVal}` : a.attrVal))
    .join('; ');
}

/** A product picture with a placeholder when missing or broken. */
export function Thumb({ src, alt = '', small }: { src?: string | null; alt?: string; small?: boolean }) {
  const [broken, setBroken] = useState(false);
  const className = small ? `${styles.thumb} ${styles.thumbSmall}` : styles.thumb;
  if (!src || broken) {
    return (
      <span className={`${className} ${styles.placeholder}`} aria-hidden={alt ? undefined : true}>
        <PictureOutlined aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}

/** The heading of an after-sales page: an optional back link and the page's one h1. */
export function AsHeading({
  title,
  back,
  extra,
}: {
  title: string;
  back?: { to: string; label: string } | null;
  extra?: ReactNode;
}) {
  return (
    <div className={styles.heading}>
      {back ? (
        <Link to={back.to} className={styles.back}>
          <LeftOutlined aria-hidden="true" />
          {back.label}
        </Link>
      ) : null}
      <h1 className={styles.title}>{title}</h1>
      {extra}
    </div>
  );
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
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

/** Copies a text and says so ("复制成功！", spec §8), also to screen readers. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (!result) return;
    const timer = window.setTimeout(() => setResult(null), 4000);
    return () => window.clearTimeout(timer);
  }, [result]);
  return (
    <>
      <button
        type="button"
        className={styles.copy}
        aria-label={label}
        onClick={async () => {
          const ok = await copyText(text);
          setResult(ok ? 'copied' : 'failed');
          if (ok) toast.success(t('afterSales.copied'));
          else toast.error(t('afterSales.copyFailed'));
        }}
      >
        {result === 'copied' ? <CheckOutlined aria-hidden="true" /> : <CopyOutlined aria-hidden="true" />}
      </button>
      <span className="k-sr-only" role="status">
        {result === 'copied' ? t('afterSales.copied') : result === 'failed' ? t('afterSales.copyFailed') : ''}
      </span>
    </>
  );
}

export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  const tone = statusTone(status);
  const className =
    tone === 'done'
      ? `${styles.status} ${styles.statusDone}`
      : tone === 'closed'
        ? `${styles.status} ${styles.statusClosed}`
        : tone === 'failed'
          ? `${styles.status} ${styles.statusFailed}`
          : styles.status;
  return <span className={className}>{statusLabel(t, status)}</span>;
}

type T = ReturnType<typeof useTranslation>['t'];

/** Status and type labels live under H3's `afterSales.status.*` / `afterSales.type.*` keys. */
export function statusLabel(t: T, status: string): string {
  return t(`afterSales.status.${status}`, { defaultValue: status });
}

export function typeLabel(t: T, type: string): string {
  return t(`afterSales.type.${type}`, {
    defaultValue: t(`orders.reverseTypes.${type}`, { defaultValue: type }),
  });
}

export function EmptyBlock({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <InboxOutlined className={styles.emptyIcon} aria-hidden="true" />
      <p>{text}</p>
      {children}
    </div>
  );
}
