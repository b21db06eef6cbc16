import { Link } from 'react-router';
import { SHOP } from '../../../shared/shop';
import { useAppSelector } from '../../app/hooks';
import { selectFooterIdentity } from '../../features/shop-identity/shop-identity-selectors';
import { BUILD_YEAR } from '../../lib/build-info';
import { VisuallyHidden } from '../Container';
import { SupportLogLink } from '../SupportLogLink';
import { PROMISES, SHOP_LINKS, SOCIAL_LINKS, telHref } from './footer-content';
import {
  BottomBar, Brand, Column, Columns, Main, PromiseItem, PromiseList, PromiseStrip, SocialList,
} from './footer-styles';

/**
 * The promises, company details, contact and social links shown at the foot of every page. The
 * legal name, licence, TRN and address are the shop's legal settings as the server last said
 * (shop-identity feature); until they have loaded the footer names the shop by its trading name
 * and leaves those lines out rather than show ones staff may have replaced.
 */
export function Footer() {
  const identity = useAppSelector(selectFooterIdentity);
  return (
    <footer className="site-footer">
      <PromiseStrip aria-labelledby="footer-promises">
        {/* Keeps the outline in order: a page's h1, then this h2, then each promise's h3. */}
        <VisuallyHidden as="h2" id="footer-promises">Our promises</VisuallyHidden>
        <PromiseList>
          {PROMISES.map(({ title, text, Icon }) => (
            <PromiseItem key={title}>
              <Icon />
              <div>
                <h3>{title}</h3>
                <p>{text}</p>
              </div>
            </PromiseItem>
          ))}
        </PromiseList>
      </PromiseStrip>
      <Main>
        <Columns>
          <Column aria-labelledby="footer-company">
            <Brand id="footer-company">{identity.name}</Brand>
            {identity.nameAr && <p lang="ar" dir="rtl">{identity.nameAr}</p>}
            <p>
              Wholesale pet supplies for retailers, wholesalers and chain stores across the UAE, since {SHOP.established}.
            </p>
            <SocialList aria-label="Social networks">
              {SOCIAL_LINKS.map(({ label, href, Icon }) => (
                <li key={href}>
                  <a href={href} aria-label={label} target="_blank" rel="noopener noreferrer">
                    <Icon />
                  </a>
                </li>
              ))}
            </SocialList>
          </Column>
          <Column aria-labelledby="footer-registration">
            <h2 id="footer-registration">Registration</h2>
            <ul>
              {identity.registration.map((line) => <li key={line}>{line}</li>)}
            </ul>
          </Column>
          <Column as="address" aria-labelledby="footer-contact">
            <h2 id="footer-contact">Contact</h2>
            <ul>
              {identity.address && <li>{identity.address}</li>}
              <li>
                Phone: <a href={telHref(SHOP.phone)}>{SHOP.phone}</a>
              </li>
              <li>
                WhatsApp: <a href={telHref(SHOP.whatsapp)}>{SHOP.whatsapp}</a>
              </li>
              <li>
                Email: <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>
              </li>
              <li>{SHOP.hours}</li>
            </ul>
          </Column>
          <Column as="nav" aria-labelledby="footer-shop">
            <h2 id="footer-shop">Shop</h2>
            <ul>
              {SHOP_LINKS.map(({ label, to }) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </Column>
        </Columns>
        <BottomBar>
          <p>
            &copy; {BUILD_YEAR} {identity.name}, {identity.seat}. All rights reserved.
          </p>
          <p>
            <SupportLogLink />
          </p>
        </BottomBar>
      </Main>
    </footer>
  );
}
