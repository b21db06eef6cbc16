import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { MAX_CART_COUNT } from '../../shared/constants';
import { highestCount, nearestCount, NO_RULE, type QuantityRule, steppedCount } from '../../shared/quantity-rules';
import { AddButton, Count, oneRowWidth, RemoveAll, Step, StepRow, Stepper } from './cart-stepper-styles';
import { VisuallyHidden } from './Container';

/**
 * Add To Cart and the stepper take each other's place once the cart answers. When the control
 * in use goes, focus would fall to the page and a keyboard user would lose their place: it
 * moves to plus (minus when the first count is already the highest), or back to Add To Cart,
 * unless it has gone somewhere else meanwhile.
 */
function useFocusHandoff(inCart: boolean) {
  const addRef = useRef<HTMLButtonElement>(null);
  const minusRef = useRef<HTMLButtonElement>(null);
  const plusRef = useRef<HTMLButtonElement>(null);
  const waiting = useRef(false);
  useEffect(() => {
    if (!waiting.current) return;
    waiting.current = false;
    if (document.activeElement && document.activeElement !== document.body) return;
    if (!inCart) addRef.current?.focus();
    else (plusRef.current?.disabled ? minusRef : plusRef).current?.focus();
  }, [inCart]);
  return { addRef, minusRef, plusRef, handOff: () => { waiting.current = true; } };
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
  /** Called with a count other than the one shown: choosing the shown count again sends nothing. */
  onChoose: (count: number) => void;
}

/** A typed quantity within the limits the buttons keep: never below 0, never above the server's cap. */
export function typedCount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  return clampCount(Number(trimmed));
}

const clampCount = (count: number) => Math.min(MAX_CART_COUNT, Math.max(0, count));

/** A typed count as the article's rule allows it: 0 still removes the line, 13 of a case of 12 is 12. */
export function allowedTypedCount(rule: QuantityRule, text: string): number | null {
  const typed = typedCount(text);
  return typed === null || typed === 0 ? typed : nearestCount(rule, typed);
}

interface CountInputProps {
  count: number;
  label: string;
  rule: QuantityRule;
  onChoose: (count: number) => void;
}

/**
 * The count as a field: a buyer ordering 240 types 240 (taken on Enter or on leaving the field,
 * so 2, 24 and 240 are not each sent), moved to the nearest count the article's rule allows;
 * arrow keys step like the buttons, a whole case at a time.
 */
function CountInput({ count, label, rule, onChoose }: CountInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const next = allowedTypedCount(rule, draft);
    if (next !== null) onChoose(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      setDraft(null);
      onChoose(steppedCount(rule, typedCount(draft ?? '') ?? count, event.key === 'ArrowUp' ? 1 : -1));
    } else if (event.key === 'Escape' && draft !== null) {
      setDraft(null);
    }
  };
  return (
    <Count
      type="number"
      inputMode="numeric"
      min={0}
      max={highestCount(rule)}
      step={Math.max(1, rule.order_multiple)}
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
 * The count can also be typed, within the same limits (0 to the server's cap per line). An
 * article with a quantity rule moves by whole cases from its minimum, and plus stops at the
 * highest count the rule allows.
 */
export function CartStepper({ count, pending = false, label, removable = false, rule = NO_RULE, onChoose }: CartStepperProps) {
  const { addRef, minusRef, plusRef, handOff } = useFocusHandoff(count > 0);
  const top = highestCount(rule);
  const choose = (wanted: number) => {
    const next = clampCount(wanted);
    // Nothing changes (plus at the top, a typed count that rounds to the one shown): nothing to send.
    if (next === count) return;
    // The control in use is about to give way to the other one.
    if ((count === 0) !== (next === 0)) handOff();
    onChoose(next);
  };
  const more = () => {
    const next = steppedCount(rule, count, 1);
    // Plus is about to be disabled under the keyboard: minus keeps the user's place.
    if (next >= top && document.activeElement === plusRef.current) minusRef.current?.focus();
    choose(next);
  };
  if (count === 0) {
    return (
      <AddButton ref={addRef} $block aria-busy={pending || undefined} onClick={() => choose(steppedCount(rule, 0, 1))}>
        {/* One run of text: the button lays its children out apart, which put a gap between "Add" and "to cart". */}
        <span>Add<VisuallyHidden> {label}</VisuallyHidden> to cart</span>
      </AddButton>
    );
  }
  return (
    <Stepper role="group" aria-label={`Quantity of ${label} in cart`} aria-busy={pending || undefined}>
      <StepRow $oneRowWidth={oneRowWidth(removable ? 3 : 2)}>
        <Step ref={minusRef} aria-label={`One less ${label}`} onClick={() => choose(steppedCount(rule, count, -1))}>−</Step>
        <CountInput count={count} label={label} rule={rule} onChoose={choose} />
        <Step ref={plusRef} aria-label={`One more ${label}`} disabled={count >= top} onClick={more}>+</Step>
        {removable && (
          <RemoveAll aria-label={`Remove ${label} from cart`} onClick={() => choose(0)}>
            ✕
          </RemoveAll>
        )}
      </StepRow>
    </Stepper>
  );
}
