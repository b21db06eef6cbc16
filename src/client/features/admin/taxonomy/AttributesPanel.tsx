import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectAttributes, selectTaxonomyChange } from '../admin-selectors';
import { Muted, Panel, Table } from '../shared/admin-styles';
import { InlineForm } from '../shared/InlineForm';
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
  const addType = () => {
    dispatch(taxonomyActions.changeSubmitted({ kind: 'attributeType', input: { name: typeName.trim(), type: Number(typeKind) as 1 | 2 | 3 } }));
  };
  const addAttribute = () => {
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
      <InlineForm label="Add attribute type" submitLabel="Add type" onSubmit={addType} disabled={change.status === 'submitting'}>
        <TextField label="New type" value={typeName} onChange={setTypeName} />
        <SelectField label="Shown as" value={typeKind} onChange={setTypeKind}>
          {Object.entries(TYPE_KIND).map(([kind, label]) => <option key={kind} value={kind}>{label}</option>)}
        </SelectField>
      </InlineForm>
      <InlineForm label="Add attribute" submitLabel="Add attribute" onSubmit={addAttribute} disabled={!typeId || change.status === 'submitting'}>
        <SelectField label="Of type" value={typeId} onChange={setTypeId}>
          <option value="">Choose a type</option>
          {types.map((type) => <option key={type.id} value={type.id}>{type.name}</option>)}
        </SelectField>
        <TextField label="New attribute" value={name} onChange={setName} />
        <TextField label="Colour value (swatches)" value={value} onChange={setValue} hint="e.g. #c2410c" />
      </InlineForm>
    </Panel>
  );
}
