import { useId } from 'react';
import { COUNTRIES } from '../../../shared/countries';
import { ACCOUNT_MSG } from '../../../shared/messages';
import { Control, FieldBox, Label } from './field-styles';

interface CountryFieldProps {
  value: number;
  onValueChange: (id: number) => void;
  /** Offers 'Choose a country' (id 0), the profile's default (spec section 3). */
  allowNone?: boolean;
}

// Built once: the same elements on every render let React skip the 240 options while typing.
const OPTIONS = COUNTRIES.map((country) => (
  <option key={country.id} value={country.id}>
    {country.name}
  </option>
));

/** The select of the 240 countries of spec section 3. */
export function CountryField({ value, onValueChange, allowNone }: CountryFieldProps) {
  const id = useId();
  return (
    <FieldBox>
      <Label htmlFor={id}>Country</Label>
      <Control as="select" id={id} value={String(value)} onChange={(event) => onValueChange(Number(event.target.value))}>
        {allowNone && <option value="0">{ACCOUNT_MSG.chooseCountry}</option>}
        {OPTIONS}
      </Control>
    </FieldBox>
  );
}
