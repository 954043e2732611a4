import { HomeOutlined, ShoppingCartOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MerchantEntryLink } from '../../features/merchant/components/merchant-entry-link.tsx';
import { paths } from '../../shared/paths.ts';
import { isMember, useCurrentUser } from '../../shared/session/current-user.ts';
import AntdProvider from '../../shared/ui/antd-provider.tsx';
import styles from './mobile-menu.module.css';
import { PreferenceSelects } from './preference-selects.tsx';
import { useGreeting } from './use-greeting.ts';
import { useSignOut } from './use-sign-out.ts';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

/** The banner's contents on phones, in a drawer (loaded the first time it opens). */
export default function MobileMenu({ open, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const member = isMember(user);
  const greeting = useGreeting();
  const { signOut, pending } = useSignOut();

  return (
    <AntdProvider>
      <Drawer
        open={open}
        onClose={onClose}
        placement="right"
        size={300}
        title={t('banner.menu')}
        closable={{ 'aria-label': t('common.close') }}
      >
        <div className={styles.menu}>
          {greeting ? (
            <p className={styles.greeting}>{greeting}</p>
          ) : (
            <div className={styles.auth}>
              <Link to={paths.login} className={styles.primary} onClick={onClose}>
                {t('banner.signIn')}
              </Link>
              <Link to={paths.signup} className={styles.secondary} onClick={onClose}>
                {t('banner.register')}
              </Link>
            </div>
          )}
          <nav aria-label={t('banner.mainNav')}>
            <ul className={styles.links}>
              <li>
                <Link to={paths.home} onClick={onClose}>
                  <HomeOutlined aria-hidden="true" /> {t('banner.home')}
                </Link>
              </li>
              <li>
                <Link to={paths.buyerIndex} onClick={onClose}>
                  <UserOutlined aria-hidden="true" /> {t('banner.userCentre')}
                </Link>
              </li>
              <li>
                <Link to={paths.cart} onClick={onClose}>
                  <ShoppingCartOutlined aria-hidden="true" /> {t('banner.cart')}
                </Link>
              </li>
              <li>
                <MerchantEntryLink onNavigate={onClose} />
              </li>
            </ul>
          </nav>
          <PreferenceSelects tone="panel" idPrefix="menu" />
          {member ? (
            <Button
              block
              onClick={() => {
                onClose();
                signOut();
              }}
              loading={pending}
            >
              {t('banner.signOut')}
            </Button>
          ) : null}
        </div>
      </Drawer>
    </AntdProvider>
  );
}
