import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { Carousel } from '../../components/carousel/Carousel';
import { SHOP_CAROUSEL } from '../../components/carousel/carousel-settings';
import { VisuallyHidden } from '../../components/Container';
import { usePageMeta } from '../../components/page/use-page-meta';
import { HOME_DESCRIPTION } from '../../../shared/page-meta';
import { selectBrands } from '../../features/layout/layout-selectors';
import { useIsMobile } from '../../lib/use-media-query';
import { BANNER_SIZE, DESKTOP_BANNERS, MOBILE_BANNERS, PROMISES, PROMO_SIZE, PROMOS, TILE_SIZE } from './home-content';
import { Hero, Logos, Section, Stack, Tiles, TwoColumns } from './home-styles';

const TILE_BREAKPOINTS = [
  { breakpoint: 900, settings: { slidesToShow: 2 } },
  { breakpoint: 600, settings: { slidesToShow: 1 } },
];

/** The banner slider: the desktop set above 767 px, the mobile set below (spec section 2). */
function Banners() {
  const mobile = useIsMobile();
  const banners = mobile ? MOBILE_BANNERS : DESKTOP_BANNERS;
  const size = mobile ? BANNER_SIZE.mobile : BANNER_SIZE.desktop;
  return (
    <Hero aria-label="Current offers">
      <h1><VisuallyHidden>Petora: wholesale pet supplies in the UAE</VisuallyHidden></h1>
      <Carousel key={mobile ? 'mobile' : 'desktop'} {...SHOP_CAROUSEL}>
        {banners.map((banner, index) => (
          <div key={banner.src}>
            <Link to={banner.to}>
              <img
                src={banner.src}
                alt={banner.alt}
                width={size.width}
                height={size.height}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
              />
            </Link>
          </div>
        ))}
      </Carousel>
    </Hero>
  );
}

/** / and /home: campaign carousels and image grids, then the footer (spec section 2). */
export function HomePage() {
  usePageMeta('', HOME_DESCRIPTION);
  const brands = useAppSelector(selectBrands);
  return (
    <Stack>
      <Banners />
      <Section as="section" aria-labelledby="home-promos">
        <h2 id="home-promos">This month for your shelves</h2>
        <TwoColumns>
          {PROMOS.map((promo) => (
            <Link key={promo.src} to={promo.to}>
              <picture>
                <source media="(max-width: 767px)" srcSet={promo.mobileSrc} width={PROMO_SIZE.mobile.width} height={PROMO_SIZE.mobile.height} />
                <img src={promo.src} alt={promo.alt} width={PROMO_SIZE.desktop.width} height={PROMO_SIZE.desktop.height} loading="lazy" />
              </picture>
            </Link>
          ))}
        </TwoColumns>
      </Section>
      <Section as="section" aria-labelledby="home-promises">
        <h2 id="home-promises">Why retailers buy from us</h2>
        <Tiles>
          <Carousel {...SHOP_CAROUSEL} slidesToShow={3} dots responsive={TILE_BREAKPOINTS}>
            {PROMISES.map((tile) => (
              <div key={tile.src}>
                <Link to={tile.to}>
                  <picture>
                    <source media="(max-width: 767px)" srcSet={tile.mobileSrc} />
                    <img src={tile.src} alt={tile.alt} width={TILE_SIZE.width} height={TILE_SIZE.height} loading="lazy" />
                  </picture>
                </Link>
              </div>
            ))}
          </Carousel>
        </Tiles>
      </Section>
      {brands.length > 0 && (
        <Section as="section" aria-labelledby="home-brands">
          <h2 id="home-brands">Our brands</h2>
          <Logos>
            <Carousel {...SHOP_CAROUSEL} slidesToShow={6} responsive={[{ breakpoint: 900, settings: { slidesToShow: 4 } }, { breakpoint: 600, settings: { slidesToShow: 2 } }]}>
              {brands.map((brand) => (
                <div key={brand.id}>
                  <Link to={`/brand/${brand.id}`} aria-label={brand.name}>
                    {brand.thumbnail ? <img src={brand.thumbnail} alt={brand.name} width={160} height={72} loading="lazy" /> : brand.name}
                  </Link>
                </div>
              ))}
            </Carousel>
          </Logos>
        </Section>
      )}
    </Stack>
  );
}
