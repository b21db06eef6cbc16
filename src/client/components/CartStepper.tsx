import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { NO_RULE, type QuantityRule, steppedCount } from '../../shared/quantity-rules';
import { Button } from './Button';
import { VisuallyHidden } from './Container';

const Stepper = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.xs};
  inline-size: 100%;
`;

/**
 * Shows 'Add To Cart' and is named 'Add <article> to cart' by its own text (the article hidden
 * from sight), so the words a speech user reads off the button are part of its name.
 */
const AddButton = styled(Button)`
  text-transform: capitalize;
`;

const Step = styled.button.attrs({ type: 'button' })`
  flex: 0 0 44px;
  min-block-size: 44px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
`;

const Count = styled.output`
  flex: 1 1 auto;
  display: flex;
  align-items: center;
  justify-content: center;
  min-block-size: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const RemoveAll = styled(Step)`
  border-color: ${({ theme }) => theme.colors.error};
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * Add To Cart and the stepper take each other's place once the cart answers. When the control
 * in use goes, focus would fall to the page and a keyboard user would lose their place: it
 * moves to plus, or back to Add To Cart, unless it has gone somewhere else meanwhile.
 */
function useFocusHandoff(inCart: boolean) {
  const addRef = useRef<HTMLButtonElement>(null);
  const plusRef = useRef<HTMLButtonElement>(null);
  const waiting = useRef(false);
  useEffect(() => {
    if (!waiting.current) return;
    waiting.current = false;
    if (document.activeElement && document.activeElement !== document.body) return;
    (inCart ? plusRef : addRef).current?.focus();
  }, [inCart]);
  return { addRef, plusRef, handOff: () => { waiting.current = true; } };
}

export interface CartStepperProps {
  count: number;
  /** A change is on its way to the server. */
  pending?: boolean;
  /** Shown in labels: 'Add Salmon Kibble 2 kg to cart'. */
  label: string;
  /** Offers the delete-all button next to the stepper. */
  removable?: boolean;
  /** The article's quantity rule: Add starts at its minimum and the steps go by whole cases. */
  rule?: QuantityRule;
  onChoose: (count: number) => void;
}

/**
 * Spec section 4, cart control: Add To Cart sets the count to 1; once in the cart a stepper
 * raises and lowers it (0 removes the line), unbounded by stock; delete-all removes it outright.
 */
export function CartStepper({ count, pending = false, label, removable = false, rule = NO_RULE, onChoose }: CartStepperProps) {
  const { addRef, plusRef, handOff } = useFocusHandoff(count > 0);
  const choose = (next: number) => {
    // The control in use is about to give way to the other one.
    if ((count === 0) !== (next <= 0)) handOff();
    onChoose(Math.max(0, next));
  };
  if (count === 0) {
    return (
      <AddButton ref={addRef} $block aria-busy={pending || undefined} onClick={() => choose(steppedCount(rule, 0, 1))}>
        Add<VisuallyHidden> {label}</VisuallyHidden> to cart
      </AddButton>
    );
  }
  return (
    <Stepper role="group" aria-label={`Quantity of ${label} in cart`} aria-busy={pending || undefined}>
      <Step aria-label={`One less ${label}`} onClick={() => choose(steppedCount(rule, count, -1))}>−</Step>
      <Count aria-live="polite" aria-label={`${count} in cart`}>{count}</Count>
      <Step ref={plusRef} aria-label={`One more ${label}`} onClick={() => choose(steppedCount(rule, count, 1))}>+</Step>
      {removable && (
        <RemoveAll aria-label={`Remove ${label} from cart`} onClick={() => choose(0)}>
          ✕
        </RemoveAll>
      )}
    </Stepper>
  );
}
