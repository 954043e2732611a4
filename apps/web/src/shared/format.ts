import { formatNumber, formatQuantity } from '@kontor/domain/locale-numbers';
import { formatMoney, type Money } from '@kontor/domain/money';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * Every amount, weight, quantity and date on screen goes through these (decision 020): numbers in
 * the interface language's conventions, an amount in its own currency. Numbers placed into
 * translated texts ({{count}}, {{max}}) take the same path through i18next (shared/i18n/i18n.ts).
 */

/** Money with two decimals in its own currency, written the interface language's way. */
export function useFormatMoney(): (m: Money | null | undefined) => string {
  const { i18n } = useTranslation();
  return useCallback((m) => formatMoney(m, i18n.language), [i18n.language]);
}

/** A number (up to three decimals) in the interface language. */
export function useFormatNumber(): (n: number) => string {
  const { i18n } = useTranslation();
  return useCallback((n) => formatNumber(n, i18n.language), [i18n.language]);
}

/** A quantity with its unit when it has one (`2,5 kg`), in the interface language. */
export function useFormatQuantity(): (qty: number, unit?: string | null) => string {
  const { i18n } = useTranslation();
  return useCallback((qty, unit) => formatQuantity(qty, i18n.language, unit), [i18n.language]);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date (and time) in the interface language: the one way every screen writes a moment. */
export function formatDateTime(iso: string | number | Date, language: string, withTime = true): string {
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const key = `${language}|${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
    });
    dateFormats.set(key, format);
  }
  return format.format(date);
}

export function useFormatDateTime(): (iso: string | number | Date, withTime?: boolean) => string {
  const { i18n } = useTranslation();
  return useCallback((iso, withTime) => formatDateTime(iso, i18n.language, withTime), [i18n.language]);
}
