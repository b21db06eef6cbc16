import styled, { css } from 'styled-components';
import { Button } from '../../../components/Button';

export * from './panel-styles';

// The back office's building blocks: dense tables and compact controls for desktop work,
// every value from the theme.

export const Screen = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
`;

export const ScreenHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  h1 {
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.heavy};
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

export const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;

  th, td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: middle;
  }

  th {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    white-space: nowrap;
  }

  tbody tr:hover, tbody tr[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primaryLight};
  }

  td.number, th.number {
    text-align: end;
    white-space: nowrap;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A button sized for dense tables and toolbars. */
export const SmallButton = styled(Button)`
  min-block-size: 32px;
  padding-block: ${({ theme }) => theme.space.xxs};
  padding-inline: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const DangerButton = styled(SmallButton)`
  background: ${({ theme }) => theme.colors.error};
  color: ${({ theme }) => theme.colors.onPrimary};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.error};
    filter: brightness(0.9);
  }
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const tones = { neutral: 'textMuted', good: 'success', bad: 'error', warn: 'warning', accent: 'accent' } as const;
export type Tone = keyof typeof tones;

export const Badge = styled.span<{ $tone?: Tone }>`
  display: inline-block;
  align-self: flex-start;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
  ${({ theme, $tone = 'neutral' }) => css`
    color: ${theme.colors[tones[$tone]]};
  `}
`;

export const Thumb = styled.img`
  inline-size: 40px;
  block-size: 40px;
  object-fit: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
`;
