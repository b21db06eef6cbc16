import styled from 'styled-components';
import { carouselDots } from '../../components/carousel/carousel-styles';
import { Container } from '../../components/Container';

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  padding-block-end: ${({ theme }) => theme.space.xl};
`;

export const Hero = styled.section`
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primaryLight};

  img {
    inline-size: 100%;
    block-size: auto;
  }

  /* Before the slider script runs only the first slide is laid out, so nothing shifts. */
  .slick-slider:not(.slick-initialized) > div > div:not(:first-child) {
    display: none;
  }
`;

export const Section = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.heavy};
  }
`;

export const TwoColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  a {
    display: block;
    overflow: hidden;
    border-radius: ${({ theme }) => theme.radius.lg};
  }

  img {
    inline-size: 100%;
    block-size: auto;
    transition: transform 300ms ease;
  }

  a:hover img {
    transform: scale(1.02);
  }

  @media (prefers-reduced-motion: reduce) {
    img {
      transition: none;
    }
  }
`;

export const Tiles = styled.div`
  ${carouselDots}

  .slick-slide > div {
    padding-inline: ${({ theme }) => theme.space.sm};
  }

  a {
    display: block;
    overflow: hidden;
    border-radius: ${({ theme }) => theme.radius.lg};
  }

  img {
    inline-size: 100%;
    block-size: auto;
  }
`;

export const Logos = styled.div`
  .slick-slide > div {
    padding-inline: ${({ theme }) => theme.space.sm};
  }

  a {
    display: flex;
    align-items: center;
    justify-content: center;
    block-size: 96px;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
  }

  img {
    max-block-size: 72px;
    inline-size: auto;
    object-fit: contain;
  }
`;
