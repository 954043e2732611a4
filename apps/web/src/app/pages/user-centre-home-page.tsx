import { SITES } from '@kontor/domain/sites';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserInfo } from '../../features/profile/index.ts';
import { LANGUAGE_NAMES } from '../../shared/i18n/languages.ts';
import { loginWithRedirect, paths } from '../../shared/paths.ts';
import { isMember, useCurrentUser } from '../../shared/session/current-user.ts';
import { useSite } from '../../shared/storefront/site-store.ts';
import { PairList } from '../../shared/ui/pair-list.tsx';
import { useIsMobile } from '../../shared/ui/use-is-mobile.ts';
import { usePageTitle } from '../../shared/ui/use-page-title.ts';
import { useGreeting } from '../layouts/use-greeting.ts';
import { UserCentreNav } from '../layouts/user-centre-nav.tsx';
import { USER_CENTRE_NAV } from '../layouts/user-centre-nav-items.ts';
import styles from './user-centre-home-page.module.css';

/** /buyer/index: the user centre's overview, a doorway to every buyer area. */
export default function UserCentreHomePage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('userCentre.title'));
  const user = useCurrentUser().data;
  const greeting = useGreeting();
  const mobile = useIsMobile();
  const site = useSite();
  const profile = useUserInfo(isMember(user));

  if (!isMember(user)) {
    return (
      <section className={styles.guest} aria-labelledby="uc-title">
        <h1 id="uc-title" className={styles.title}>
          {t('userCentre.guest.title')}
        </h1>
        <p className={styles.text}>{t('userCentre.guest.text')}</p>
        <div className={styles.actions}>
          <Link className={styles.primary} to={loginWithRedirect(paths.buyerIndex)}>
            {t('banner.signIn')}
          </Link>
          <Link className={styles.secondary} to={paths.signup}>
            {t('banner.register')}
          </Link>
        </div>
      </section>
    );
  }

  const initial = (user.nickname || user.username || '?').slice(0, 1).toUpperCase();
  const areas = USER_CENTRE_NAV.flatMap((group) => group.items).filter(
    (item) => item.to !== paths.buyerIndex,
  );

  return (
    <div className={styles.page}>
      <section className={styles.profile} aria-labelledby="uc-title">
        {profile.data?.avatar ? (
          <img className={styles.avatar} src={profile.data.avatar} alt="" width={64} height={64} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initial}
          </span>
        )}
        <div className={styles.who}>
          <h1 id="uc-title" className={styles.title}>
            {t('userCentre.title')}
          </h1>
          <p className={styles.greeting}>{greeting}</p>
          <PairList
            className={styles.facts}
            rows={[
              user.email ? [t('userCentre.email'), user.email] : null,
              [
                t('banner.storefront'),
                <>
                  {site.code} · {SITES[site.code].currency}
                </>,
              ],
              [
                t('banner.language'),
                LANGUAGE_NAMES[i18n.language as keyof typeof LANGUAGE_NAMES] ?? i18n.language,
              ],
            ]}
          />
          <Link className={styles.profileLink} to={paths.profile}>
            {t('profile.edit')}
          </Link>
        </div>
      </section>

      {mobile ? (
        <UserCentreNav variant="list" />
      ) : (
        <section aria-labelledby="uc-areas">
          <h2 id="uc-areas" className={styles.sectionTitle}>
            {t('userCentre.areas')}
          </h2>
          <ul className={styles.tiles}>
            {areas.map((item) => {
              const Icon = item.icon;
              return (
                <li key={item.to}>
                  <Link className={styles.tile} to={item.to}>
                    <span className={styles.tileIcon} aria-hidden="true">
                      <Icon />
                    </span>
                    <span className={styles.tileLabel}>{t(item.labelKey)}</span>
                    <span className={styles.tileText}>{t(item.descriptionKey)}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
