import { useId } from 'react';
import styled from 'styled-components';
import type { Product, Variant } from '../../../../shared/api-types';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { offersToggled, selectOffersOpen } from '../product-view-slice';
import type { VariantChoice } from '../variant-choice';
import { offersOf, optionsOf } from '../variant-choice';
import { OptionChips } from './OptionChips';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Toggle = styled.button.attrs({ type: 'button' })`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: underline;
  cursor: pointer;
`;

const Offers = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  button {
    inline-size: 100%;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px dashed ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.accentLight};
    text-align: start;
    cursor: pointer;
  }

  button[aria-pressed='true'] {
    border-style: solid;
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.accent};
  }
`;

const NoMatch = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

interface AttributeChoosersProps {
  product: Product;
  choice: VariantChoice;
  variant: Variant | null;
  onFirst: (id: number) => void;
  onSecond: (id: number) => void;
  onOffer: (variantId: number) => void;
}

/**
 * Spec section 4, variant selection: one or two dimensions of options; special offers (type 3)
 * wait behind a 'Click here' toggle and selecting one selects that variant.
 */
export function AttributeChoosers({ product, choice, variant, onFirst, onSecond, onOffer }: AttributeChoosersProps) {
  const dispatch = useAppDispatch();
  const offersOpen = useAppSelector(selectOffersOpen);
  const offersId = useId();
  const first = optionsOf(product, 1);
  const second = optionsOf(product, 2);
  const offers = offersOf(product);
  const chosenOffer = choice.offerId;
  return (
    <Stack>
      {first.length > 0 && <OptionChips options={first} selected={chosenOffer ? null : choice.first} onPick={onFirst} />}
      {second.length > 0 && <OptionChips options={second} selected={chosenOffer ? null : choice.second} onPick={onSecond} />}
      {!variant && <NoMatch role="status">This combination is not available.</NoMatch>}
      {offers.length > 0 && (
        <>
          <p>
            Special offers:{' '}
            <Toggle aria-expanded={offersOpen} aria-controls={offersId} onClick={() => dispatch(offersToggled())}>
              Click here
            </Toggle>
          </p>
          {offersOpen && (
            <Offers id={offersId}>
              {offers.map((offer) => (
                <li key={offer.id}>
                  <button type="button" aria-pressed={offer.id === chosenOffer} onClick={() => onOffer(offer.id)}>
                    <strong>{offer.attribute_name}</strong>
                    {offer.attribute_description && <span> — {offer.attribute_description}</span>}
                  </button>
                </li>
              ))}
            </Offers>
          )}
        </>
      )}
    </Stack>
  );
}
