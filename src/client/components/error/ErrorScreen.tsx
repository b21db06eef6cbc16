import { useRouteError } from 'react-router';
import styled from 'styled-components';
import { MSG } from '../../../shared/messages';
import { Button, ButtonLink } from '../Button';
import { Container } from '../Container';
import { usePageMeta } from '../page/use-page-meta';
import { describeError } from './describe-error';

const Panel = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.xxl};
  min-block-size: 50vh;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.heavy};
`;

const Status = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.error};
`;

const Detail = styled.p`
  max-inline-size: 60ch;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

interface ErrorScreenProps {
  /** Set for screens that are not thrown errors, such as an unknown address (404). */
  status?: number;
  statusText?: string;
}

/** The fallback screen of spec section 2, for thrown route errors and unknown addresses. */
export function ErrorScreen({ status, statusText }: ErrorScreenProps) {
  const error = useRouteError();
  const described =
    status !== undefined
      ? { headline: `${status} ${statusText ?? ''}`.trim(), detail: '', reloadable: false }
      : describeError(error);
  usePageMeta(MSG.fallbackTitle);
  return (
    <Panel as="section" aria-labelledby="error-title">
      <Title id="error-title">{MSG.fallbackTitle}</Title>
      <Status>{described.headline}</Status>
      {described.detail && <Detail>{described.detail}</Detail>}
      <Actions>
        {described.reloadable && <Button onClick={() => window.location.reload()}>Reload page</Button>}
        <ButtonLink to="/" $variant={described.reloadable ? 'secondary' : 'primary'}>
          Back to the home page
        </ButtonLink>
      </Actions>
    </Panel>
  );
}
