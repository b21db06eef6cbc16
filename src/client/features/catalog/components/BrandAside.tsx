import { Link } from 'react-router';
import styled from 'styled-components';
import type { Brand } from '../../../../shared/api-types';

const Side = styled.nav`
  display: none;

  ${({ theme }) => theme.media.md} {
    display: block;
  }

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    max-block-size: 70vh;
    overflow: auto;
  }

  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  a:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }

  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  img {
    inline-size: 32px;
    block-size: 32px;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Chip = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  align-self: flex-start;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  img {
    inline-size: 40px;
    block-size: 40px;
    border-radius: ${({ theme }) => theme.radius.pill};
    object-fit: contain;
  }

  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

/** Spec section 2: the list of brands at the side on wide screens. */
export function BrandList({ brands, current }: { brands: readonly Brand[]; current: number | null }) {
  return (
    <Side aria-label="Brands">
      <ul>
        {brands.map((brand) => (
          <li key={brand.id}>
            <Link to={`/brand/${brand.id}`} aria-current={brand.id === current ? 'page' : undefined}>
              {brand.thumbnail && <img src={brand.thumbnail} alt="" width={32} height={32} loading="lazy" />}
              {brand.name}
            </Link>
          </li>
        ))}
      </ul>
    </Side>
  );
}

/** Spec section 2: on smaller screens a single badge names the brand shown. */
export function BrandBadge({ brand }: { brand: Brand | null }) {
  if (!brand) return null;
  return (
    <Chip>
      {brand.thumbnail && <img src={brand.thumbnail} alt="" width={40} height={40} />}
      {brand.name}
    </Chip>
  );
}
