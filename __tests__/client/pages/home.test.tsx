import { screen, waitFor, within } from '@testing-library/react';
import { setupStore, type PreloadedRootState } from '../../../src/client/app/store';
import { initialLayoutState } from '../../../src/client/features/layout/layout-slice';
import { HomePage } from '../../../src/client/pages/home/HomePage';
import { renderWithStore } from '../../support/render';
import { brandsFixture } from '../layout/layout-fixtures';

// Spec section 2, Home: the banner slider has 7 desktop images above 767 px and 6 mobile ones.
const originalWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = originalWidth;
  jest.restoreAllMocks();
});

/** The page once its carousels' slider script has arrived (it loads after the first paint). */
async function renderHome(width: number, state: PreloadedRootState = {}) {
  window.innerWidth = width;
  const view = renderWithStore(<HomePage />, { store: setupStore(state, { sagas: false }), route: '/' });
  await waitFor(() => expect(document.querySelector('.slick-slider')).not.toBeNull());
  return view;
}

/** The banner slides, without the copies a looping carousel adds at both ends. */
function bannerImages() {
  const hero = screen.getByRole('region', { name: 'Current offers' });
  return Array.from(hero.querySelectorAll<HTMLImageElement>('.slick-slide:not(.slick-cloned) img'));
}

describe('HomePage banners', () => {
  // First in the file: once loaded, the slider script stays loaded for the later tests.
  it('paints the first banner before the slider script has arrived, then hands it to the slider', async () => {
    window.innerWidth = 1280;
    renderWithStore(<HomePage />, { store: setupStore({}, { sagas: false }), route: '/' });
    const hero = screen.getByRole('region', { name: 'Current offers' });
    const painted = hero.querySelectorAll('img');
    expect(painted).toHaveLength(1);
    expect(painted[0]).toHaveAttribute('src', '/media/banner-desktop-1.webp');
    expect(painted[0]).toHaveAttribute('fetchpriority', 'high');
    await waitFor(() => expect(hero.querySelector('.slick-slider')).not.toBeNull());
    expect(bannerImages()).toHaveLength(7);
  });

  it('shows the 7 desktop banners on a wide screen, each a sized picture with a text and a link', async () => {
    const matchMedia = jest.spyOn(window, 'matchMedia');
    await renderHome(1280);
    expect(matchMedia).toHaveBeenCalledWith('(max-width: 767px)');
    const images = bannerImages();
    expect(images).toHaveLength(7);
    images.forEach((image, index) => {
      expect(image.getAttribute('src')).toBe(`/media/banner-desktop-${index + 1}.webp`);
      expect(image.getAttribute('alt')).not.toBe('');
      expect(image).toHaveAttribute('width', '1920');
      expect(image).toHaveAttribute('height', '640');
      expect(image.closest('a')).toHaveAttribute('href');
    });
    expect(images[0]).toHaveAttribute('alt', 'Ramadan stock-up: 15% off dry food');
    expect(images[0].closest('a')).toHaveAttribute('href', '/shop/30');
  });

  it('loads the first banner at once and the others lazily', async () => {
    await renderHome(1280);
    const [first, ...rest] = bannerImages();
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    rest.forEach((image) => expect(image).toHaveAttribute('loading', 'lazy'));
  });

  it('shows the 6 mobile banners on a 375 px screen', async () => {
    await renderHome(375);
    const images = bannerImages();
    expect(images).toHaveLength(6);
    images.forEach((image, index) => {
      expect(image.getAttribute('src')).toBe(`/media/banner-mobile-${index + 1}.webp`);
      expect(image).toHaveAttribute('width', '750');
      expect(image).toHaveAttribute('height', '900');
    });
    expect(images[0]).toHaveAttribute('loading', 'eager');
  });

  it('switches at 767 px: 767 is mobile, 768 is desktop', async () => {
    const { unmount } = await renderHome(767);
    expect(bannerImages()).toHaveLength(6);
    unmount();
    await renderHome(768);
    expect(bannerImages()).toHaveLength(7);
  });
});

describe('HomePage sections', () => {
  it('has one page heading and titled sections with sized images', async () => {
    await renderHome(1280);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const promos = screen.getByRole('region', { name: 'This month for your shelves' });
    const promoImages = within(promos).getAllByRole('img');
    expect(promoImages).toHaveLength(4);
    promoImages.forEach((image) => {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
      expect(image.getAttribute('alt')).not.toBe('');
    });
    expect(screen.getByRole('region', { name: 'Why retailers buy from us' })).toBeInTheDocument();
  });

  it('shows the brands carousel only once brands are known, linking each brand page', async () => {
    const { unmount } = await renderHome(1280);
    expect(screen.queryByRole('region', { name: 'Our brands' })).toBeNull();
    unmount();
    await renderHome(1280, { layout: { ...initialLayoutState, brands: brandsFixture } });
    const brands = screen.getByRole('region', { name: 'Our brands' });
    const acana = brands.querySelector('.slick-slide:not(.slick-cloned) a[href="/brand/3"]') as HTMLElement;
    expect(acana).toHaveAccessibleName('Acana');
    expect(within(acana).getByRole('img', { hidden: true })).toHaveAttribute('alt', 'Acana');
  });
});
