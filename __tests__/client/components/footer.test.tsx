import { screen, within } from '@testing-library/react';
import { Footer } from '../../../src/client/components/footer/Footer';
import { BUILD_YEAR } from '../../../src/client/lib/build-info';
import { SHOP } from '../../../src/shared/shop';
import { renderWithStore } from '../../support/render';

describe('Footer', () => {
  beforeEach(() => {
    renderWithStore(<Footer />);
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

  it('shows the registration and licence numbers', () => {
    for (const text of [SHOP.tradeLicence, SHOP.commercialRegister, SHOP.trn]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText(SHOP.legalName)).toBeInTheDocument();
  });

  it('gives working contact details', () => {
    expect(screen.getByText(SHOP.address)).toBeInTheDocument();
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

describe('Footer copyright year', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is the build year, not the clock of whoever views or replays the page', () => {
    jest.spyOn(Date.prototype, 'getFullYear').mockReturnValue(2031);
    renderWithStore(<Footer />);
    expect(screen.getByText(new RegExp(`© ${BUILD_YEAR} ${SHOP.legalName}`))).toBeInTheDocument();
    expect(screen.queryByText(/© 2031/)).not.toBeInTheDocument();
  });

  it('falls back to the year the shop was established outside a webpack build', () => {
    expect(BUILD_YEAR).toBe(SHOP.established);
  });
});
