import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { Input } from './fields';
import { SmallButton } from './admin-styles';
import { useDraft } from './use-draft';

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }

  input {
    inline-size: 280px;
  }
`;

interface SearchBoxProps {
  label: string;
  placeholder?: string;
  /** The store's search term: the field shows it whenever it changes, typing only drafts the next one. */
  initial: string;
  onSearch: (term: string) => void;
}

/** A search that runs on Enter or the button, not on every key: each search is a server call. */
export function SearchBox({ label, placeholder, initial, onSearch }: SearchBoxProps) {
  const [term, setTerm] = useDraft(initial);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(term.trim());
  };
  return (
    <Form role="search" onSubmit={submit}>
      <label htmlFor={id}>
        {label}
        <Input id={id} type="search" value={term} placeholder={placeholder} onChange={(event) => setTerm(event.target.value)} />
      </label>
      <SmallButton type="submit">Search</SmallButton>
    </Form>
  );
}
