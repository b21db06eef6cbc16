import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/dialog/Modal';
import { Paginator } from '../../../components/paginator/Paginator';
import { selectAddressPage, selectIsAddressModalOpen, selectSelectedAddress } from '../addresses-selectors';
import { addressChosen, modalClosed, modalPageChosen } from '../addresses-slice';
import { AddressForm } from './AddressForm';
import { Muted } from '../../cart/components/cart-page-styles';

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li<{ $current: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};

  p {
    overflow-wrap: anywhere;
  }

  p:first-child {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/**
 * The address modal (spec section 2): saved addresses two a page, paginated only above two,
 * each with Select (which also closes it), and the Register New Address form below.
 */
export function AddressModal() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectIsAddressModalOpen);
  const onClose = () => dispatch(modalClosed());
  const { page, pageCount, items } = useAppSelector(selectAddressPage);
  const selected = useAppSelector(selectSelectedAddress);
  const choose = (id: number) => dispatch(addressChosen(id));
  return (
    <Modal open={open} onClose={onClose} title="Delivery Address" closeLabel="Close address book" width="640px">
      {items.length === 0 ? (
        <Muted>No saved addresses yet.</Muted>
      ) : (
        <Cards aria-label="Saved addresses">
          {items.map((address) => (
            <Card key={address.id} $current={address.id === selected?.id} aria-label={address.name}>
              <div>
                <p>{address.name}</p>
                <p>{address.address}</p>
                <p>Postal Code: {address.postal_code || '—'}</p>
              </div>
              <Button
                $variant={address.id === selected?.id ? 'primary' : 'secondary'}
                aria-label={`Select ${address.name}`}
                aria-pressed={address.id === selected?.id}
                onClick={() => choose(address.id)}
              >
                Select
              </Button>
            </Card>
          ))}
        </Cards>
      )}
      <Paginator page={page} pageCount={pageCount} onChange={(next) => dispatch(modalPageChosen(next))} label="Address pages" />
      <AddressForm />
    </Modal>
  );
}
