import styled from 'styled-components';
import { ruleOf } from '../../../../shared/quantity-rules';
import type { Product, Variant } from '../../../../shared/api-types';
import { useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../components/dialog/Modal';
import { selectIsLoggedIn } from '../../auth/auth-selectors';
import { canBeAdded } from '../../../lib/price-view';
import { CartControl } from '../../cart/components/CartControl';
import { PriceBlock } from './PriceBlock';
import { StockText } from './StockText';

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 56px 1fr;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  align-items: center;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};

  img {
    inline-size: 56px;
    block-size: 56px;
    object-fit: contain;
  }

  > div:last-child {
    grid-column: 1 / -1;
  }
`;

const Name = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export function variantLabel(product: Pick<Product, 'name'>, variant: Pick<Variant, 'attribute_name'>): string {
  return variant.attribute_name ? `${product.name} ${variant.attribute_name}` : product.name;
}

/** Spec section 2: Add To Cart on a product with several variants lists them to choose from. */
export function VariantPicker({ product, open, onClose }: { product: Product; open: boolean; onClose: () => void }) {
  const b2b = useAppSelector(selectIsLoggedIn);
  return (
    <Modal open={open} onClose={onClose} title={product.name} closeLabel="Close variant picker">
      <Rows>
        {product.product_attributes.map((variant) => (
          <Row key={variant.id}>
            <img src={variant.thumbnail || product.thumbnail} alt="" width={56} height={56} loading="lazy" />
            <span>
              <Name>{variant.attribute_name || variant.sku}</Name>
              <PriceBlock variant={variant} b2b={b2b} />
              <StockText stock={variant.stock} />
            </span>
            {canBeAdded(variant) && (
              <div>
                <CartControl aid={variant.id} label={variantLabel(product, variant)} removable rule={ruleOf(variant)} />
              </div>
            )}
          </Row>
        ))}
      </Rows>
    </Modal>
  );
}
