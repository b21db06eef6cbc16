import { Link } from 'react-router';
import { SHOP } from '../../../shared/shop';
import { BUILD_YEAR } from '../../lib/build-info';
import { VisuallyHidden } from '../Container';
import { SupportLogLink } from '../SupportLogLink';
import { PROMISES, SHOP_LINKS, SOCIAL_LINKS, telHref } from './footer-content';
import {
  BottomBar, Brand, Column, Columns, Main, PromiseItem, PromiseList, PromiseStrip, SocialList,
} from './footer-styles';

/** The promises, company details, contact and social links shown at the foot of every page. */
export function Footer() {
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
            <Brand id="footer-company">{SHOP.legalName}</Brand>
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
              <li>{SHOP.tradeLicence}</li>
              <li>{SHOP.commercialRegister}</li>
              <li>{SHOP.trn}</li>
            </ul>
          </Column>
          <Column as="address" aria-labelledby="footer-contact">
            <h2 id="footer-contact">Contact</h2>
            <ul>
              <li>{SHOP.address}</li>
              <li>{SHOP.poBox}</li>
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
            &copy; {BUILD_YEAR} {SHOP.legalName}, {SHOP.city}, {SHOP.country}. All rights reserved.
          </p>
          <p>
            <SupportLogLink />
          </p>
        </BottomBar>
      </Main>
    </footer>
  );
}
