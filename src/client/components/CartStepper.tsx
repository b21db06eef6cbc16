import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { MAX_CART_COUNT } from '../../shared/constants';
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

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryLight};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const Count = styled.input`
  flex: 1 1 auto;
  min-inline-size: 0;
  inline-size: 100%;
  min-block-size: 44px;
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

/** A typed quantity within the limits the buttons keep: never below 0, never above the server's cap. */
export function typedCount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  return clampCount(Number(trimmed));
}

const clampCount = (count: number) => Math.min(MAX_CART_COUNT, Math.max(0, count));

/**
 * The count as a field: a buyer ordering 240 types 240 (taken on Enter or on leaving the field,
 * so 2, 24 and 240 are not each sent); arrow keys step by one like the buttons.
 */
function CountInput({ count, label, onChoose }: { count: number; label: string; onChoose: (count: number) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const next = typedCount(draft);
    if (next !== null && next !== count) onChoose(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      setDraft(null);
      onChoose(clampCount((typedCount(draft ?? '') ?? count) + (event.key === 'ArrowUp' ? 1 : -1)));
    } else if (event.key === 'Escape' && draft !== null) {
      setDraft(null);
    }
  };
  return (
    <Count
      type="number"
      inputMode="numeric"
      min={0}
      max={MAX_CART_COUNT}
      step={1}
      aria-label={`Quantity of ${label}`}
      value={draft ?? String(count)}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      onBlur={commit}
    />
  );
}

/**
 * Spec section 4, cart control: Add To Cart sets the count to 1; once in the cart a stepper
 * raises and lowers it (0 removes the line), unbounded by stock; delete-all removes it outright.
 * The count can also be typed, within the same limits (0 to the server's cap per line).
 */
export function CartStepper({ count, pending = false, label, removable = false, rule = NO_RULE, onChoose }: CartStepperProps) {
  const { addRef, plusRef, handOff } = useFocusHandoff(count > 0);
  const choose = (next: number) => {
    // The control in use is about to give way to the other one.
    if ((count === 0) !== (next <= 0)) handOff();
    onChoose(clampCount(next));
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
      <CountInput count={count} label={label} onChoose={choose} />
      <Step ref={plusRef} aria-label={`One more ${label}`} disabled={count >= MAX_CART_COUNT} onClick={() => choose(steppedCount(rule, count, 1))}>+</Step>
      {removable && (
        <RemoveAll aria-label={`Remove ${label} from cart`} onClick={() => choose(0)}>
          ✕
        </RemoveAll>
      )}
    </Stepper>
  );
}
