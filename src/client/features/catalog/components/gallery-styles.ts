import styled from 'styled-components';
import { carouselDots } from '../../../components/carousel/carousel-styles';

export const GalleryFrame = styled.div`
  display: grid;
  grid-template-columns: 88px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;

export const Thumbs = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  .slick-slider {
    position: relative;
    padding-block: 28px;
  }

  .slick-arrow {
    position: absolute;
    inset-inline: 0;
    z-index: 1;
    block-size: 24px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.primaryLight};
    color: transparent;
    font-size: 0;
    cursor: pointer;
  }

  .slick-arrow::after {
    content: '';
    display: block;
    inline-size: 8px;
    block-size: 8px;
    margin: auto;
    border-block-start: 2px solid ${({ theme }) => theme.colors.primary};
    border-inline-start: 2px solid ${({ theme }) => theme.colors.primary};
  }

  .slick-prev {
    inset-block-start: 0;
  }

  .slick-prev::after {
    transform: translateY(2px) rotate(45deg);
  }

  .slick-next {
    inset-block-end: 0;
  }

  .slick-next::after {
    transform: translateY(-2px) rotate(225deg);
  }

  .slick-disabled {
    opacity: 0.4;
  }

  .slick-slide > div {
    padding-block: ${({ theme }) => theme.space.xs};
  }
`;

export const Thumb = styled.button.attrs({ type: 'button' })`
  display: block;
  inline-size: 80px;
  block-size: 80px;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: contain;
  }
`;

export const MainImage = styled.div`
  position: relative;
  grid-column: 2;
  aspect-ratio: 1 / 1;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: contain;
  }
`;

export const ZoomImage = styled.img`
  inline-size: 100%;
  block-size: auto;
  max-block-size: 75vh;
  object-fit: contain;
`;

export const MobileSlides = styled.section`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};

  img {
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 1 / 1;
    object-fit: contain;
  }

  ${carouselDots}
`;
