import { act, screen, within } from '@testing-library/react';
import { Footer } from '../../../src/client/components/footer/Footer';
import { identityLoaded } from '../../../src/client/features/shop-identity/shop-identity-slice';
import { BUILD_YEAR } from '../../../src/client/lib/build-info';
import { SHOP } from '../../../src/shared/shop';
import { renderWithStore } from '../../support/render';
import { identityState, petora, renamed } from '../shop-identity/identity-fixtures';

const registration = () => within(screen.getByRole('region', { name: 'Registration' })).getAllByRole('listitem').map((item) => item.textContent);
const contact = () => screen.getByRole('group', { name: 'Contact' });

describe('Footer', () => {
  beforeEach(() => {
    renderWithStore(<Footer />, { preloadedState: identityState(petora) });
  });

  it('makes the four promises of the shop, each with its own icon', () => {
    const promises = screen.getByRole('region', { name: 'Our promises' });
    const items = within(promises).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Shipping to all parts of the country',
      'Product quality assurance',
      'Money-back guarantee',
      'Excellent response',
    ]);
    items.forEach((item) => expect(item.querySelector('svg[aria-hidden="true"]')).not.toBeNull());
  });

  it('shows the registration and licence numbers of the legal settings', () => {
    expect(registration()).toEqual([
      'Trade Licence No. 1234567 (Dubai Department of Economy and Tourism)', SHOP.commercialRegister, 'TRN 100123456700003',
    ]);
    expect(screen.getByRole('region', { name: 'Petora Trading L.L.C.' })).toBeInTheDocument();
    expect(screen.getByText(petora.legalNameAr)).toHaveAttribute('lang', 'ar');
  });

  it('gives working contact details', () => {
    expect(within(contact()).getByText('Warehouse 12, Street 18, Al Quoz Industrial Area 3, P.O. Box 123456, Dubai, UAE')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SHOP.phone })).toHaveAttribute('href', 'tel:+97143387210');
    expect(screen.getByRole('link', { name: SHOP.email })).toHaveAttribute('href', `mailto:${SHOP.email}`);
  });

  it.each([
    ['Facebook', SHOP.social.facebook],
    ['Twitter', SHOP.social.twitter],
    ['Instagram', SHOP.social.instagram],
  ])('links to %s in a new tab with a named icon', (network, href) => {
    const link = screen.getByRole('link', { name: `Petora on ${network}` });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('svg')).not.toBeNull();
  });

  it('links to the main shop sections', () => {
    const nav = screen.getByRole('navigation', { name: 'Shop' });
    expect(within(nav).getByRole('link', { name: 'Dog supplies' })).toHaveAttribute('href', '/shop/4');
    expect(within(nav).getByRole('link', { name: 'Cat supplies' })).toHaveAttribute('href', '/shop/5');
    expect(within(nav).getByRole('link', { name: 'About the company' })).toHaveAttribute('href', '/about-us');
  });
});

describe('Footer and the legal settings', () => {
  it('shows no legal name, licence, TRN or address before the settings have loaded, only what SHOP holds', () => {
    renderWithStore(<Footer />);
    expect(screen.getByRole('region', { name: SHOP.name })).toBeInTheDocument();
    expect(registration()).toEqual([SHOP.commercialRegister]);
    expect(screen.queryByText(/TRN|Trade Licence|Warehouse/)).toBeNull();
    expect(screen.getByRole('link', { name: SHOP.phone })).toBeInTheDocument();
    expect(screen.getByText(`© ${BUILD_YEAR} ${SHOP.name}, ${SHOP.country}. All rights reserved.`)).toBeInTheDocument();
  });

  it('shows the settings staff saved as soon as they arrive, and none of the old ones', () => {
    const { store } = renderWithStore(<Footer />, { preloadedState: identityState(petora) });
    act(() => {
      store.dispatch(identityLoaded({ identity: renamed }));
    });
    expect(registration()).toEqual([
      'Trade Licence No. SHJ-778899 (Sharjah Economic Development Department)', SHOP.commercialRegister, 'TRN 100555666700003',
    ]);
    expect(within(contact()).getByText('Unit 9, Al Saja\'a Industrial Area, Sharjah, UAE')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: renamed.legalName })).toBeInTheDocument();
    expect(screen.queryByText(/Petora Trading L\.L\.C\.|100123456700003|Al Quoz/)).toBeNull();
  });

  it('names the shop by its trading name while no legal details are saved', () => {
    renderWithStore(<Footer />, { preloadedState: identityState(null) });
    expect(registration()).toEqual([SHOP.commercialRegister]);
    expect(screen.queryByText(/TRN/)).toBeNull();
  });
});

describe('Footer copyright year', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is the build year, not the clock of whoever views or replays the page', () => {
    jest.spyOn(Date.prototype, 'getFullYear').mockReturnValue(2031);
    renderWithStore(<Footer />, { preloadedState: identityState(petora) });
    expect(screen.getByText(`© ${BUILD_YEAR} Petora Trading L.L.C., Dubai, ${SHOP.country}. All rights reserved.`)).toBeInTheDocument();
    expect(screen.queryByText(/© 2031/)).not.toBeInTheDocument();
  });

  it('falls back to the year the shop was established outside a webpack build', () => {
    expect(BUILD_YEAR).toBe(SHOP.established);
  });
});
