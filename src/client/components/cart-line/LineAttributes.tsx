import styled from 'styled-components';
import type { CartAttribute } from '../../../shared/api-types';
import { COLOUR_TYPE } from '../../../shared/variants';
import { VisuallyHidden } from '../Container';
import { swatchColour } from './line-image';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Swatch = styled.span`
  display: inline-block;
  inline-size: 18px;
  block-size: 18px;
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radius.pill};
  vertical-align: middle;
`;

/** The text of one attribute: 'Size:2 kg' as the spec writes it (type_name:name). */
export function attributeText(attribute: Pick<CartAttribute, 'type_name' | 'name'>): string {
  return `${attribute.type_name}:${attribute.name}`;
}

/**
 * The attributes of a cart or order line (spec section 2): a colour (type 1) as a swatch of
 * its value, named for screen readers; every other type as type_name:name.
 */
export function LineAttributes({ attributes }: { attributes: readonly CartAttribute[] }) {
  if (attributes.length === 0) return null;
  return (
    <List aria-label="Attributes">
      {attributes.map((attribute) => {
        const colour = attribute.type === COLOUR_TYPE ? swatchColour(attribute.value) : null;
        return (
          <li key={`${attribute.type_name}:${attribute.name}`}>
            {colour ? (
              <>
                <Swatch data-testid="swatch" title={attribute.name} style={{ background: colour }} aria-hidden="true" />
                <VisuallyHidden>{attributeText(attribute)}</VisuallyHidden>
              </>
            ) : (
              attributeText(attribute)
            )}
          </li>
        );
      })}
    </List>
  );
}
