import styled from 'styled-components';
import { Button } from './Button';

/** The stepper's square buttons: 44 px, the smallest touch target the shop uses. */
const STEP_PX = 44;
/** The count field never gets narrower than five digits (10000, the cap per line) and its padding. */
const COUNT_MIN = 'calc(5ch + 12px)';
/** Room the count field needs in px, a little more than COUNT_MIN at the shop's font size. */
const COUNT_MIN_PX = 64;

/**
 * Below this width one row cannot hold the buttons and a readable count: a card in the
 * two-column phone grid, a cart line beside its image.
 */
export const oneRowWidth = (buttons: number) => buttons * (STEP_PX + 4) + COUNT_MIN_PX;

/** The box the stepper measures itself against (a container query: the card, line or drawer it sits in). */
export const Stepper = styled.div`
  container: cart-stepper / inline-size;
  inline-size: 100%;
`;

/**
 * Minus, count, plus (and delete-all) in one row where they fit. Where they do not, the count
 * takes a row of its own above the buttons rather than shrinking out of sight; and should a
 * wider font still not fit, the row wraps instead of running past its container.
 */
export const StepRow = styled.div<{ $oneRowWidth: number }>`
  display: flex;
  flex-wrap: wrap;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.xs};

  @container cart-stepper (max-width: ${({ $oneRowWidth }) => $oneRowWidth - 0.5}px) {
    > input {
      flex-basis: 100%;
      order: -1;
    }

    > button {
      flex: 1 1 ${STEP_PX}px;
    }
  }
`;

/**
 * Shows 'Add To Cart' and is named 'Add <article> to cart' by its own text (the article hidden
 * from sight), so the words a speech user reads off the button are part of its name.
 */
export const AddButton = styled(Button)`
  text-transform: capitalize;
`;

export const Step = styled.button.attrs({ type: 'button' })`
  flex: 0 0 ${STEP_PX}px;
  min-block-size: ${STEP_PX}px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryLight};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export const Count = styled.input`
  flex: 1 1 ${COUNT_MIN};
  min-inline-size: ${COUNT_MIN};
  min-block-size: ${STEP_PX}px;
  padding-inline: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  text-align: center;
  appearance: textfield;

  &::-webkit-inner-spin-button,
  &::-webkit-outer-spin-button {
    appearance: none;
    margin: 0;
  }
`;

export const RemoveAll = styled(Step)`
  border-color: ${({ theme }) => theme.colors.error};
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
