import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { VatCategory } from '../../../../../shared/tax';
import { useAppSelector } from '../../../../app/hooks';
import { selectAttributes } from '../../admin-selectors';
import { Input, Select } from '../../shared/fields';

const CellError = styled.span`
  display: block;
  max-inline-size: 16ch;
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.font.size.xs};
  white-space: normal;
`;

interface CellProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  numeric?: boolean;
}

/** An input inside the variants table: the column header shows the name, aria-label says it in full. */
export function CellInput({ label, value, onChange, error, numeric }: CellProps) {
  const errorId = useId();
  return (
    <>
      <Input aria-label={label} value={value} inputMode={numeric ? 'decimal' : undefined} style={numeric ? { inlineSize: '9ch' } : undefined}
        aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)} />
      {error && <CellError id={errorId}>{error}</CellError>}
    </>
  );
}

/** The attribute choices, grouped by their type (Colour, Size, Special offer ...). */
export function AttributeSelect({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const types = useAppSelector(selectAttributes).items;
  return (
    <Select aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">None</option>
      {types.map((type) => (
        <optgroup key={type.id} label={type.name}>
          {type.attributes.map((attribute) => <option key={attribute.id} value={attribute.id}>{attribute.name}</option>)}
        </optgroup>
      ))}
    </Select>
  );
}

export function ThumbnailSelect({ label, value, names, onChange }: { label: string; value: string; names: string[]; onChange: (value: string) => void }) {
  const options: ReactNode[] = names.map((name) => <option key={name} value={name}>{name}</option>);
  return (
    <Select aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">Product image</option>
      {options}
    </Select>
  );
}

/** The VAT categories staff choose from, in the words of the tax invoice. */
export const VAT_CHOICES: ReadonlyArray<[VatCategory, string]> = [
  ['S', 'Standard 5 %'], ['Z', 'Zero-rated 0 %'], ['E', 'Exempt'],
];

export function VatSelect({ label, value, onChange }: { label: string; value: VatCategory; onChange: (value: VatCategory) => void }) {
  return (
    <Select aria-label={label} value={value} onChange={(event) => onChange(event.target.value as VatCategory)}>
      {VAT_CHOICES.map(([code, name]) => <option key={code} value={code}>{name}</option>)}
    </Select>
  );
}
