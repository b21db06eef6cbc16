import styled, { css } from 'styled-components';
import type { AttributeOption } from '../../../../shared/api-types';
import { COLOUR_TYPE } from '../../../../shared/variants';

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const chosen = css`
  border-color: ${({ theme }) => theme.colors.primary};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.primary};
`;

const Chip = styled.button.attrs({ type: 'button' })<{ $swatch?: string | null }>`
  min-block-size: 32px;
  min-inline-size: 32px;
  padding-inline: ${({ $swatch, theme }) => ($swatch ? '0' : theme.space.sm)};
  /* A pale colour (Sand) on white needs an outline of at least 3:1 to be seen at all. */
  border: 1px solid ${({ $swatch, theme }) => ($swatch ? theme.colors.textMuted : theme.colors.border)};
  border-radius: ${({ $swatch, theme }) => ($swatch ? theme.radius.pill : theme.radius.sm)};
  background: ${({ $swatch, theme }) => $swatch ?? theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;

  &[aria-pressed='true'] {
    ${chosen}
  }
`;

const Legend = styled.span`
  display: block;
  margin-block-end: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** Only plain colour values become a swatch's background: nothing else reaches the style sheet. */
export function safeColour(value: string | null): string | null {
  return value && /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value) ? value : null;
}

interface OptionChipsProps {
  options: readonly AttributeOption[];
  selected: number | null;
  onPick: (id: number) => void;
  /** Names the group ('Size', 'Colour'); the first option's type name by default. */
  legend?: string;
  showLegend?: boolean;
}

/** One dimension of a product's variants: colour swatches (type 1) or named chips. */
export function OptionChips({ options, selected, onPick, legend, showLegend = true }: OptionChipsProps) {
  if (options.length === 0) return null;
  const name = legend ?? options[0].type_name;
  return (
    <div role="group" aria-label={name}>
      {showLegend && <Legend aria-hidden="true">{name}</Legend>}
      <List>
        {options.map((option) => {
          const swatch = option.type === COLOUR_TYPE ? safeColour(option.value) : null;
          return (
            <Chip
              key={option.id}
              $swatch={swatch}
              aria-pressed={option.id === selected}
              aria-label={swatch ? option.name : undefined}
              title={option.name}
              onClick={() => onPick(option.id)}
            >
              {swatch ? null : option.name}
            </Chip>
          );
        })}
      </List>
    </div>
  );
}
