import type { Settings } from 'react-slick';
import { CAROUSEL } from '../../../shared/constants';

/**
 * Spec sections 2 and 9: carousels loop and autoplay with a 2000 ms delay and a 2000 ms
 * transition, and user interaction does not stop them.
 */
export const SHOP_CAROUSEL: Settings = {
  infinite: true,
  autoplay: true,
  autoplaySpeed: CAROUSEL.delay,
  speed: CAROUSEL.speed,
  pauseOnHover: false,
  pauseOnFocus: false,
  pauseOnDotsHover: false,
  arrows: false,
  dots: false,
  swipeToSlide: true,
};
