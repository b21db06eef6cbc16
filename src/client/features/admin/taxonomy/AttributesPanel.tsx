import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectAttributes, selectTaxonomyChange } from '../admin-selectors';
import { InlineFields, Muted, Panel, SmallButton, Table } from '../shared/admin-styles';
import { SelectField, TextField } from '../shared/fields';
import { useAfterSuccess } from '../shared/screen-hooks';
import { taxonomyActions } from './taxonomy-slice';

const TYPE_KIND = { 1: 'Colour swatch', 2: 'Plain', 3: 'Special offer' } as const;

/** The attributes variants are made of (Colour: Red, Size: L ...), and forms to add more. */
export function AttributesPanel() {
  const dispatch = useAppDispatch();
  const types = useAppSelector(selectAttributes).items;
  const change = useAppSelector(selectTaxonomyChange);
  const [typeName, setTypeName] = useState('');
  const [typeKind, setTypeKind] = useState('2');
  const [typeId, setTypeId] = useState('');
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  useAfterSuccess(change, () => {
    setTypeName('');
    setName('');
    setValue('');
  });
  const addType = (event: FormEvent) => {
    event.preventDefault();
    dispatch(taxonomyActions.changeSubmitted({ kind: 'attributeType', input: { name: typeName.trim(), type: Number(typeKind) as 1 | 2 | 3 } }));
  };
  const addAttribute = (event: FormEvent) => {
    event.preventDefault();
    if (!typeId) return;
    const input = { type_id: Number(typeId), name: name.trim(), ...(value.trim() ? { value: value.trim() } : {}) };
    dispatch(taxonomyActions.changeSubmitted({ kind: 'attribute', input }));
  };
  return (
    <Panel as="section" aria-labelledby="attributes-title">
      <h2 id="attributes-title">Attributes</h2>
      {types.length === 0 ? <Muted>No attribute types yet.</Muted> : (
        <Table>
          <thead><tr><th>Type</th><th>Shown as</th><th>Attributes</th></tr></thead>
          <tbody>
            {types.map((type) => (
              <tr key={type.id}>
                <td>{type.name}</td>
                <td>{TYPE_KIND[type.type]}</td>
                <td>{type.attributes.map((attribute) => attribute.name).join(', ') || '—'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <form noValidate onSubmit={addType} aria-label="Add attribute type">
        <InlineFields>
          <TextField label="New type" value={typeName} onChange={setTypeName} />
          <SelectField label="Shown as" value={typeKind} onChange={setTypeKind}>
            {Object.entries(TYPE_KIND).map(([kind, label]) => <option key={kind} value={kind}>{label}</option>)}
          </SelectField>
          <SmallButton type="submit" disabled={change.status === 'submitting'}>Add type</SmallButton>
        </InlineFields>
      </form>
      <form noValidate onSubmit={addAttribute} aria-label="Add attribute">
        <InlineFields>
          <SelectField label="Of type" value={typeId} onChange={setTypeId}>
            <option value="">Choose a type</option>
            {types.map((type) => <option key={type.id} value={type.id}>{type.name}</option>)}
          </SelectField>
          <TextField label="New attribute" value={name} onChange={setName} />
          <TextField label="Colour value (swatches)" value={value} onChange={setValue} hint="e.g. #c2410c" />
          <SmallButton type="submit" disabled={!typeId || change.status === 'submitting'}>Add attribute</SmallButton>
        </InlineFields>
      </form>
    </Panel>
  );
}
