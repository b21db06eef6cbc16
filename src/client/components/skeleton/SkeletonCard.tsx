import styled, { keyframes } from 'styled-components';
import { PLACEHOLDERS } from '../../../shared/constants';
import { VisuallyHidden } from '../Container';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

export const SkeletonBlock = styled.span<{ $height?: string; $width?: string }>`
  display: block;
  block-size: ${({ $height = '1em' }) => $height};
  inline-size: ${({ $width = '100%' }) => $width};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.border} 25%,
    ${({ theme }) => theme.colors.background} 50%,
    ${({ theme }) => theme.colors.border} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Stand-in for a product card while a listing loads; same footprint, so nothing shifts. */
export function SkeletonCard() {
  return (
    <Card aria-hidden="true" data-testid="skeleton-card">
      <SkeletonBlock style={{ aspectRatio: '1 / 1' }} $height="auto" />
      <SkeletonBlock $height="1.1em" $width="85%" />
      <SkeletonBlock $height="0.9em" $width="60%" />
      <SkeletonBlock $height="1.3em" $width="40%" />
    </Card>
  );
}

export const CardGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(2, minmax(0, 1fr));

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** A grid of placeholder cards (spec section 9: 4 by default, 24 on listings). */
export function SkeletonGrid({ count = PLACEHOLDERS.default, label = 'Loading products' }: { count?: number; label?: string }) {
  return (
    <CardGrid role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <SkeletonCard key={index} />
      ))}
    </CardGrid>
  );
}
