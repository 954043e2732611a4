import { useTranslation } from 'react-i18next';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button.tsx';
import { CatalogBrowser } from '../../features/catalog/components/catalog-browser.tsx';
import { useSite } from '../../shared/storefront/site-store.ts';
import { usePageTitle } from '../../shared/ui/use-page-title.ts';
import styles from './home-page.module.css';

/** `/`: the catalogue, each card with the cart's add-to-cart button. */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('home.title'));
  const site = useSite();
  const country = (() => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'region' }).of(site.country) ?? site.code;
    } catch {
      return site.code;
    }
  })();
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroText}>
          <p className={styles.kicker}>{t('home.kicker')}</p>
          <h1 id="home-title" className={styles.title}>
            {t('home.headline')}
          </h1>
          <p className={styles.lead}>{t('home.lead', { country, currency: site.currency })}</p>
          <ul className={styles.points}>
            <li>{t('home.points.shops')}</li>
            <li>{t('home.points.storefronts')}</li>
            <li>{t('home.points.account')}</li>
          </ul>
        </div>
        <div className={styles.heroArt} aria-hidden="true">
          <span className={styles.desk} />
          <span className={styles.lamp} />
          <span className={styles.chair} />
        </div>
      </section>
      <CatalogBrowser
        renderAction={(card) => (
          <AddToCartButton
            block
            productName={card.itemName}
            line={{
              sku: { id: card.skuId },
              item: { id: card.itemId },
              shop: { id: card.shopId },
              seller: { id: card.sellerId },
            }}
          />
        )}
      />
    </>
  );
}
