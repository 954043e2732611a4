import type { CardProviderConfig } from '@kontor/domain/cards/cards-responses';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type BillingDetails,
  type CardFieldsReport,
  type ConfirmResult,
  loadCardProvider,
  type MountedCardFields,
} from '../model/card-provider-script.ts';
import styles from './cards.module.css';

export interface CardFieldsHandle {
  /** Whether the provider's fields are loaded and mounted. */
  ready(): boolean;
  /** What the fields last reported (empty fields, complete, the provider's own message). */
  report(): CardFieldsReport;
  confirmSetup(clientSecret: string, billing: BillingDetails): Promise<ConfirmResult>;
  confirmPayment(clientSecret: string, billing?: BillingDetails): Promise<ConfirmResult>;
}

interface CardFieldsProps {
  config: CardProviderConfig | undefined;
  /** The provider could not be loaded (or its configuration not fetched). */
  configFailed?: boolean;
  /** A message about the fields from the form (e.g. "card number cannot be empty"). */
  error?: string | null;
  ref?: Ref<CardFieldsHandle>;
  onReport?: (report: CardFieldsReport) => void;
}

const EMPTY: CardFieldsReport = { empty: { number: true, expiry: true, cvc: true }, complete: false };

/**
 * The card provider's hosted fields (number, expiry, security code), whatever the provider: its
 * script is loaded here, so only routes that show card fields fetch it. Checkout uses it too
 * (confirmPayment).
 */
export function CardFields({ config, configFailed, error, ref, onReport }: CardFieldsProps) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const mounted = useRef<MountedCardFields | null>(null);
  const last = useRef<CardFieldsReport>(EMPTY);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  // The latest listener, without remounting the provider's fields when the parent re-renders.
  const listener = useRef(onReport);
  listener.current = onReport;
  const labels = useRef({
    number: t('cards.form.cardNumber'),
    expiry: t('cards.form.expiry'),
    cvc: t('cards.form.cvc'),
  });

  useEffect(() => {
    if (!config || !host.current) return;
    let gone = false;
    setFailed(false);
    loadCardProvider(config)
      .then((adapter) => {
        if (gone || !host.current) return;
        mounted.current = adapter.mount(
          host.current,
          (report) => {
            last.current = report;
            listener.current?.(report);
          },
          labels.current,
        );
        setLoading(false);
      })
      .catch(() => {
        if (!gone) {
          setFailed(true);
          setLoading(false);
        }
      });
    return () => {
      gone = true;
      mounted.current?.destroy();
      mounted.current = null;
    };
  }, [config]);

  useImperativeHandle(
    ref,
    () => ({
      ready: () => mounted.current !== null,
      report: () => last.current,
      confirmSetup: (secret, billing) => mounted.current!.confirmSetup(secret, billing),
      confirmPayment: (secret, billing) => mounted.current!.confirmPayment(secret, billing),
    }),
    [],
  );

  const loadError = failed || configFailed ? t('cards.form.providerNotReady') : null;
  const shown = loadError ?? error;
  return (
    <div className={styles.cardFields}>
      <div
        ref={host}
        className={styles.cardFieldsHost}
        aria-busy={loading && !loadError}
        data-testid="card-fields"
      />
      {loading && !loadError ? <p className={styles.muted}>{t('cards.form.loadingFields')}</p> : null}
      {shown ? (
        <p className={styles.fieldsError} role="alert">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
