import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { CartCountBadge, useCartCount } from '../../features/cart/index.ts';
import { MerchantEntryLink } from '../../features/merchant/components/merchant-entry-link.tsx';
import { paths } from '../../shared/paths.ts';
import { isMember, useCurrentUser } from '../../shared/session/current-user.ts';
import { HomeOutlined, MenuOutlined, ShoppingCartOutlined, UserOutlined } from '../../shared/ui/icons.tsx';
import { useIsMobile } from '../../shared/ui/use-is-mobile.ts';
import { BrandLogo } from './brand-logo.tsx';
import { PreferenceSelects } from './preference-selects.tsx';
import styles from './top-banner.module.css';
import { useGreeting } from './use-greeting.ts';
import { useSignOut } from './use-sign-out.ts';

const MobileMenu = lazy(() => import('./mobile-menu.tsx'));

function navClass({ isActive }: { isActive: boolean }) {
  return isActive ? `${styles.navLink} ${styles.navActive}` : styles.navLink;
}

/** The top banner on every page: greeting or sign-in links, merchant entry, storefront and language, sign-out. */
export function TopBanner() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const user = useCurrentUser().data;
  const member = isMember(user);
  const greeting = useGreeting();
  const { signOut, pending } = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const cartCount = useCartCount();
  const cartName = cartCount ? t('banner.cartWithCount', { count: cartCount }) : t('banner.cart');

  if (mobile) {
    return (
      <header className={styles.banner}>
        <div className={`${styles.mobileBar} k-container`}>
          <BrandLogo />
          <div className={styles.mobileActions}>
            <Link to={paths.cart} className={`${styles.iconLink} ${styles.cartLink}`} aria-label={cartName}>
              <ShoppingCartOutlined aria-hidden="true" />
              <CartCountBadge count={cartCount} />
            </Link>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('banner.menu')}
              aria-expanded={menuOpen}
              aria-haspopup="dialog"
              onClick={() => {
                setMenuLoaded(true);
                setMenuOpen(true);
              }}
            >
              <MenuOutlined aria-hidden="true" />
            </button>
          </div>
        </div>
        {menuLoaded ? (
          <Suspense fallback={null}>
            <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
          </Suspense>
        ) : null}
      </header>
    );
  }

  return (
    <header className={styles.banner}>
      <div className={styles.utility}>
        <div className={`${styles.utilityInner} k-container`}>
          <div className={styles.welcome}>
            {greeting ? (
              <span className={styles.greeting}>{greeting}</span>
            ) : (
              <>
                <span>{t('banner.welcome')}</span>
                <Link to={paths.login} className={styles.utilityLink}>
                  {t('banner.signIn')}
                </Link>
                <Link to={paths.signup} className={styles.utilityLink}>
                  {t('banner.register')}
                </Link>
              </>
            )}
          </div>
          <div className={styles.utilityEnd}>
            <MerchantEntryLink className={styles.utilityLink} />
            <PreferenceSelects tone="bar" idPrefix="banner" />
            {member ? (
              <button type="button" className={styles.signOut} onClick={signOut} disabled={pending}>
                {t('banner.signOut')}
              </button>
            ) : null}
          </div>
        </div>
      </div>
      <div className={styles.main}>
        <div className={`${styles.mainInner} k-container`}>
          <BrandLogo />
          <nav className={styles.nav} aria-label={t('banner.mainNav')}>
            <NavLink to={paths.home} end className={navClass}>
              <HomeOutlined aria-hidden="true" /> {t('banner.home')}
            </NavLink>
            <NavLink to={paths.buyerIndex} className={navClass}>
              <UserOutlined aria-hidden="true" /> {t('banner.userCentre')}
            </NavLink>
            <NavLink to={paths.cart} className={navClass} aria-label={cartName}>
              <ShoppingCartOutlined aria-hidden="true" /> {t('banner.cart')}
              <CartCountBadge count={cartCount} />
            </NavLink>
          </nav>
        </div>
      </div>
    </header>
  );
}
