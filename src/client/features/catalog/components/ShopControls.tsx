import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { CATEGORY } from '../../../../shared/constants';
import { useAppSelector } from '../../../app/hooks';
import { selectCategoryMenu } from '../../layout/layout-selectors';
import { categoryOptions } from '../shop-categories';

const Tabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Tab = styled(Link)`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Selector = styled.label`
  display: none;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};

  select {
    min-block-size: 44px;
    padding-inline: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
  }

  ${({ theme }) => theme.media.mobile} {
    display: flex;
  }
`;

/**
 * Dog Shop / Cat Shop tab buttons on wide screens, a category selector on mobile (spec section
 * 2). `categoryId` null: a search through every category, which the selector says.
 */
export function ShopControls({ categoryId, animal }: { categoryId: number | null; animal: number | null }) {
  const navigate = useNavigate();
  const menu = useAppSelector(selectCategoryMenu);
  const options = categoryOptions(menu);
  const known = categoryId !== null && options.some((option) => option.id === categoryId);
  return (
    <>
      <Tabs role="group" aria-label="Shop by animal">
        <Tab to={`/shop/${CATEGORY.dog}`} aria-current={animal === CATEGORY.dog ? 'page' : undefined}>Dog Shop</Tab>
        <Tab to={`/shop/${CATEGORY.cat}`} aria-current={animal === CATEGORY.cat ? 'page' : undefined}>Cat Shop</Tab>
      </Tabs>
      <Selector>
        Category
        <select value={known ? categoryId : ''} onChange={(event) => navigate(`/shop/${event.target.value}`)}>
          {!known && <option value="">{categoryId === null ? 'All categories' : 'Choose a category'}</option>}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {`${'\u00a0\u00a0'.repeat(option.depth)}${option.label}`}
            </option>
          ))}
        </select>
      </Selector>
    </>
  );
}
