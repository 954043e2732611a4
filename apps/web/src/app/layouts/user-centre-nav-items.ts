import type { ComponentType } from 'react';
import { paths } from '../../shared/paths.ts';
import {
  AppstoreOutlined,
  CommentOutlined,
  CreditCardOutlined,
  CrownOutlined,
  EnvironmentOutlined,
  GiftOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SwapOutlined,
  UserOutlined,
} from '../../shared/ui/icons.tsx';

export interface NavItem {
  to: string;
  labelKey: string;
  descriptionKey: string;
  icon: ComponentType;
  /** Paths under this entry (a detail page keeps its list highlighted). */
  section: string[];
}

export interface NavGroup {
  labelKey: string;
  items: NavItem[];
}

/** The user centre's side navigation: every buyer area of the spec. */
export const USER_CENTRE_NAV: NavGroup[] = [
  {
    labelKey: 'userCentre.groups.overview',
    items: [
      {
        to: paths.buyerIndex,
        labelKey: 'userCentre.nav.overview',
        descriptionKey: 'userCentre.describe.overview',
        icon: AppstoreOutlined,
        section: [paths.buyerIndex],
      },
    ],
  },
  {
    labelKey: 'userCentre.groups.orders',
    items: [
      {
        to: paths.orders,
        labelKey: 'userCentre.nav.orders',
        descriptionKey: 'userCentre.describe.orders',
        icon: ProfileOutlined,
        section: [paths.orders, '/buyer/order/', '/buyer/confirm/', '/buyer/express-trick/'],
      },
      {
        to: paths.afterSalesList,
        labelKey: 'userCentre.nav.afterSales',
        descriptionKey: 'userCentre.describe.afterSales',
        icon: SwapOutlined,
        section: ['/buyer/as/', paths.afterSalesApplyAlias, paths.sendBackItems, paths.mobileLogistics],
      },
      {
        to: paths.comments,
        labelKey: 'userCentre.nav.reviews',
        descriptionKey: 'userCentre.describe.reviews',
        icon: CommentOutlined,
        section: ['/buyer/comment'],
      },
    ],
  },
  {
    labelKey: 'userCentre.groups.account',
    items: [
      {
        to: paths.member,
        labelKey: 'userCentre.nav.member',
        descriptionKey: 'userCentre.describe.member',
        icon: CrownOutlined,
        section: ['/user/'],
      },
      {
        to: paths.profile,
        labelKey: 'userCentre.nav.profile',
        descriptionKey: 'userCentre.describe.profile',
        icon: UserOutlined,
        section: [paths.profile],
      },
      {
        to: paths.coupons,
        labelKey: 'userCentre.nav.coupons',
        descriptionKey: 'userCentre.describe.coupons',
        icon: GiftOutlined,
        section: [paths.coupons],
      },
      {
        to: paths.addresses,
        labelKey: 'userCentre.nav.addresses',
        descriptionKey: 'userCentre.describe.addresses',
        icon: EnvironmentOutlined,
        section: [paths.addresses],
      },
      {
        to: paths.cards,
        labelKey: 'userCentre.nav.cards',
        descriptionKey: 'userCentre.describe.cards',
        icon: CreditCardOutlined,
        section: [paths.cards],
      },
      {
        to: paths.security,
        labelKey: 'userCentre.nav.security',
        descriptionKey: 'userCentre.describe.security',
        icon: SafetyCertificateOutlined,
        section: [paths.security],
      },
    ],
  },
];

export function isInSection(item: NavItem, pathname: string): boolean {
  return item.section.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}
