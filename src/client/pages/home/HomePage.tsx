import { PageIntro } from '../../components/page/PageIntro';
import { ButtonLink } from '../../components/Button';
import styled from 'styled-components';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** / and /home. */
export function HomePage() {
  return (
    <PageIntro
      title="Wholesale pet supplies for the UAE"
      lead="Food, treats, toys, beds and care products for dogs and cats, from 60 international brands, delivered to retailers across all seven emirates."
    >
      <Actions>
        <ButtonLink to="/shop/4">Shop for dogs</ButtonLink>
        <ButtonLink to="/shop/5">Shop for cats</ButtonLink>
        <ButtonLink to="/new" $variant="secondary">
          New and featured
        </ButtonLink>
      </Actions>
    </PageIntro>
  );
}
