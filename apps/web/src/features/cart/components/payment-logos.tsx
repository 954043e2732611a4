import type { PaymentLogo } from '@kontor/domain/payments/channel-filter';
import { storefrontPaymentLogos } from '@kontor/domain/payments/channel-table';
import type { SiteCode } from '@kontor/domain/sites';
import { useTranslation } from 'react-i18next';
import styles from './payment-logos.module.css';

/**
 * Our own small badges for the payment methods (no provider artwork): the method's name in its
 * colours on a card shape. Colours keep the text at 4.5:1 or more against its ground.
 */
const BADGES: Record<PaymentLogo, { text: string; fg: string; bg: string; size?: number }> = {
  visa: { text: 'VISA', fg: '#ffffff', bg: '#1a1f71' },
  mastercard: { text: 'mastercard', fg: '#ffffff', bg: '#1e1e1e', size: 7.5 },
  amex: { text: 'AMEX', fg: '#ffffff', bg: '#006fcf' },
  cartes_bancaires: { text: 'CB', fg: '#ffffff', bg: '#00498c' },
  paypal: { text: 'PayPal', fg: '#ffffff', bg: '#003087' },
  klarna: { text: 'Klarna', fg: '#17120f', bg: '#ffb3c7' },
  apple_pay: { text: 'Apple Pay', fg: '#ffffff', bg: '#000000', size: 8.5 },
  google_pay: { text: 'G Pay', fg: '#3c4043', bg: '#ffffff' },
  ideal: { text: 'iDEAL', fg: '#ffffff', bg: '#a0005a' },
  bizum: { text: 'bizum', fg: '#ffffff', bg: '#006a72' },
  swish: { text: 'Swish', fg: '#ffffff', bg: '#2d5b3a' },
  blik: { text: 'BLIK', fg: '#ffffff', bg: '#000000' },
  bank_transfer: { text: 'IBAN', fg: '#1c2623', bg: '#eef1ef' },
};

/** The storefront's payment methods under the cart footer (spec §2, §9: DE NL ES SE FR IT PL UK). */
export function PaymentLogos({ site }: { site: SiteCode }) {
  const { t } = useTranslation();
  const logos = storefrontPaymentLogos(site);
  return (
    <div className={styles.logos}>
      <p className={styles.label} id={`payment-logos-${site}`}>
        {t('cart.logos.label')}
      </p>
      <ul className={styles.list} aria-labelledby={`payment-logos-${site}`} data-testid="payment-logos">
        {logos.map((logo) => {
          const badge = BADGES[logo];
          const name = t(`cart.logos.names.${logo}`);
          return (
            <li key={logo}>
              <svg
                className={styles.badge}
                role="img"
                aria-label={name}
                width="52"
                height="32"
                viewBox="0 0 52 32"
                data-logo={logo}
              >
                <title>{name}</title>
                <rect x="0.5" y="0.5" width="51" height="31" rx="5" fill={badge.bg} stroke="#c9cfcc" />
                <text
                  x="26"
                  y="20"
                  textAnchor="middle"
                  fill={badge.fg}
                  fontFamily="system-ui, sans-serif"
                  fontSize={badge.size ?? 11}
                  fontWeight="700"
                >
                  {badge.text}
                </text>
              </svg>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
