import { formatMoney, type Money } from '@kontor/domain/money';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from './storefront/site-store.ts';

/** Money with two decimals in the storefront's locale (spec §9 "Amount decimals"). */
export function useFormatMoney(): (m: Money | null | undefined) => string {
  const { locale } = useSite();
  return useCallback((m) => formatMoney(m, locale), [locale]);
}

/** A date (and time) in the interface language. */
export function formatDateTime(iso: string | number | Date, language: string, withTime = true): string {
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(date);
}

export function useFormatDateTime(): (iso: string | number | Date, withTime?: boolean) => string {
  const { i18n } = useTranslation();
  return useCallback((iso, withTime) => formatDateTime(iso, i18n.language, withTime), [i18n.language]);
}
