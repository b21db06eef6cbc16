import styled from 'styled-components';

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button.attrs({ type: 'button', role: 'tab' })`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 0;
  border-block-end: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;

  &[aria-selected='true'] {
    border-block-end-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

interface StatusTabsProps<V extends string | number> {
  label: string;
  tabs: ReadonlyArray<{ value: V; label: string }>;
  value: V;
  onChange: (value: V) => void;
}

/** The states a list can show (waiting, active, rejected ...); one is on screen at a time. */
export function StatusTabs<V extends string | number>({ label, tabs, value, onChange }: StatusTabsProps<V>) {
  return (
    <List role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <Tab key={tab.value} aria-selected={tab.value === value} onClick={() => tab.value !== value && onChange(tab.value)}>
          {tab.label}
        </Tab>
      ))}
    </List>
  );
}
