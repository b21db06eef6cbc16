import type { ComponentType, SVGProps } from 'react';
import { SHOP } from '../../../shared/shop';
import {
  DeliveryIcon, FacebookIcon, InstagramIcon, MoneyBackIcon, QualityIcon, ResponseIcon, TwitterIcon,
} from './footer-icons';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

export interface ShopPromise {
  title: string;
  text: string;
  Icon: Icon;
}

/** The four promises of spec section 1. */
export const PROMISES: ShopPromise[] = [
  {
    title: 'Shipping to all parts of the country',
    text: 'Scheduled deliveries from our Dubai warehouse to all seven emirates.',
    Icon: DeliveryIcon,
  },
  {
    title: 'Product quality assurance',
    text: 'Original products from authorised sources, stored to the maker\u2019s specification.',
    Icon: QualityIcon,
  },
  {
    title: 'Money-back guarantee',
    text: 'If a delivery is not what you ordered, we take it back and refund you.',
    Icon: MoneyBackIcon,
  },
  {
    title: 'Excellent response',
    text: 'Questions about stock, prices or orders are answered the same working day.',
    Icon: ResponseIcon,
  },
];

export interface SocialLink {
  label: string;
  href: string;
  Icon: Icon;
}

export const SOCIAL_LINKS: SocialLink[] = [
  { label: `${SHOP.name} on Facebook`, href: SHOP.social.facebook, Icon: FacebookIcon },
  { label: `${SHOP.name} on Twitter`, href: SHOP.social.twitter, Icon: TwitterIcon },
  { label: `${SHOP.name} on Instagram`, href: SHOP.social.instagram, Icon: InstagramIcon },
];

// Worded apart from the header menu so each link's name says where it leads on its own.
export const SHOP_LINKS = [
  { label: 'Dog supplies', to: '/shop/4' },
  { label: 'Cat supplies', to: '/shop/5' },
  { label: 'New and featured products', to: '/new' },
  { label: 'Brands we carry', to: '/brand' },
  { label: 'About the company', to: '/about-us' },
  { label: 'Saved products', to: '/wishlist' },
];

/** A phone number as a tel: link target (digits and the leading plus only). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
