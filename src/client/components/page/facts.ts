import styled from 'styled-components';

/** Label and value pairs (a customer's details, an order's delivery): labels muted, values strong; on a phone each value under its label. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    overflow-wrap: anywhere;
  }

  /* A phone gives the values the whole width, each under its label: an email or a phone number stays on one line. */
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    row-gap: 0;

    dd {
      margin-block-end: ${({ theme }) => theme.space.sm};
    }
  }
`;
