import styled from 'styled-components';
import { CAROUSEL } from '../../../../shared/constants';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Carousel } from '../../../components/carousel/Carousel';
import { SHOP_CAROUSEL } from '../../../components/carousel/carousel-settings';
import { Modal } from '../../../components/dialog/Modal';
import { IconButton } from '../../../components/dialog/dialog-styles';
import { useIsMobile } from '../../../lib/use-media-query';
import { selectChosenImage, selectZoomed, thumbnailChosen, zoomClosed, zoomOpened } from '../product-view-slice';
import { GalleryFrame, MainImage, MobileSlides, Thumb, Thumbs, ZoomImage } from './gallery-styles';

const ZoomButton = styled(IconButton)`
  position: absolute;
  inset-block-end: ${({ theme }) => theme.space.sm};
  inset-inline-end: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

interface GalleryProps {
  name: string;
  images: string[];
  /** The chosen variant's own picture, shown in place of the gallery's current image. */
  variantImage: string | null;
}

function ThumbButton({ src, index, name, chosen, onChoose }: { src: string; index: number; name: string; chosen: boolean; onChoose: () => void }) {
  return (
    <Thumb aria-pressed={chosen} aria-label={`Show image ${index + 1} of ${name}`} onClick={onChoose}>
      <img src={src} alt="" width={80} height={80} loading="lazy" />
    </Thumb>
  );
}

/**
 * Spec section 2, product gallery. Desktop: the main image with thumbnails to choose from (a
 * vertical slider above 4 images) and a zoom dialog. Mobile: an autoplaying looping carousel.
 */
export function Gallery({ name, images, variantImage }: GalleryProps) {
  const mobile = useIsMobile();
  const dispatch = useAppDispatch();
  // The thumbnail and the zoom live in the store; choosing a variant clears the thumbnail there.
  const chosen = useAppSelector(selectChosenImage);
  const zoomed = useAppSelector(selectZoomed);
  const main = (chosen !== null ? images[chosen] : variantImage) ?? images[0] ?? '';

  if (mobile) {
    return (
      <MobileSlides aria-label={`Images of ${name}`}>
        <Carousel {...SHOP_CAROUSEL} autoplaySpeed={CAROUSEL.productMobileDelay} dots>
          {(variantImage ? [variantImage, ...images.filter((src) => src !== variantImage)] : images).map((src, i) => (
            <div key={src}>
              <img src={src} alt={`${name}, image ${i + 1}`} width={600} height={600} loading={i === 0 ? 'eager' : 'lazy'} />
            </div>
          ))}
        </Carousel>
      </MobileSlides>
    );
  }

  const thumbs = images.map((src, i) => (
    <ThumbButton key={src} src={src} index={i} name={name} chosen={chosen === i} onChoose={() => dispatch(thumbnailChosen(i))} />
  ));
  return (
    <GalleryFrame>
      {images.length > 1 && (
        <Thumbs>
          {images.length > CAROUSEL.productSliderAbove ? (
            <Carousel vertical verticalSwiping infinite={false} slidesToShow={CAROUSEL.productSliderAbove} slidesToScroll={1} arrows dots={false}>
              {thumbs}
            </Carousel>
          ) : (
            thumbs
          )}
        </Thumbs>
      )}
      <MainImage>
        <img src={main} alt={name} width={600} height={600} fetchPriority="high" />
        <ZoomButton aria-label="Zoom image" aria-haspopup="dialog" onClick={() => dispatch(zoomOpened())}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
            <circle cx="11" cy="11" r="6.5" />
            <path d="M16 16l4.5 4.5M11 8v6M8 11h6" strokeLinecap="round" />
          </svg>
        </ZoomButton>
      </MainImage>
      <Modal open={zoomed} onClose={() => dispatch(zoomClosed())} title={name} width="960px" closeLabel="Close image">
        <ZoomImage src={main} alt={name} width={1200} height={1200} />
      </Modal>
    </GalleryFrame>
  );
}
