import { useState } from 'react';
import type { PriceRuleTargetKind } from '../../../../shared/price-list-types';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { DangerButton, ErrorText, Panel, SmallButton, Table } from '../shared/admin-styles';
import { InlineForm } from '../shared/InlineForm';
import { SelectField, TextField } from '../shared/fields';
import { ListStatus } from '../shared/ListStatus';
import { emptyRuleFields, ruleInput } from './rule-form';
import { pricingActions as actions } from './pricing-slice';
import { selectContractImport, selectPriceRules } from './pricing-selectors';

const amount = (value: number | null) => (value === null ? '' : value.toFixed(2));

/** The rules of one price list, a form to add one, and the contract CSV import. */
export function RulesPanel({ listId, name }: { listId: number; name: string }) {
  const dispatch = useAppDispatch();
  const rules = useAppSelector(selectPriceRules);
  const imported = useAppSelector(selectContractImport);
  const [fields, setFields] = useState(emptyRuleFields);
  const [problem, setProblem] = useState<string | null>(null);
  const [csv, setCsv] = useState('');
  const set = (key: keyof typeof fields) => (value: string) => setFields({ ...fields, [key]: value });
  const addRule = () => {
    const input = ruleInput(fields);
    setProblem(typeof input === 'string' ? input : null);
    if (typeof input !== 'string') dispatch(actions.ruleSubmitted({ listId, input }));
  };
  return (
    <Panel as="section" aria-labelledby="rules-title">
      <h2 id="rules-title">Rules of {name}</h2>
      <ListStatus status={rules.status} error={rules.error} empty={rules.items.length === 0} emptyText="No rules yet."
        onRetry={() => dispatch(actions.rulesOpened({ listId }))}>
        <Table>
          <thead><tr><th>For</th><th>Price</th><th>% off</th><th>Valid</th><th>Tiers</th><th /></tr></thead>
          <tbody>
            {rules.items.map((rule) => (
              <tr key={rule.id}>
                <td>{rule.target_kind} {rule.target_name || `#${rule.target_id}`}</td>
                <td>{amount(rule.price)}</td>
                <td>{rule.percent_off ?? ''}</td>
                <td>{rule.valid_from ?? '…'} – {rule.valid_to ?? '…'}</td>
                <td>{rule.tiers.map((t) => `${t.from}:${t.price.toFixed(2)}`).join(' | ')}</td>
                <td><DangerButton type="button" onClick={() => dispatch(actions.ruleDeleteConfirmed({ listId, ruleId: rule.id }))}>Delete</DangerButton></td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ListStatus>
      <InlineForm label="Add rule" submitLabel="Add rule" onSubmit={addRule}>
        <SelectField label="For" value={fields.kind} onChange={(value) => setFields({ ...fields, kind: value as PriceRuleTargetKind })}>
          <option value="article">Article</option><option value="product">Product</option>
          <option value="category">Category</option><option value="brand">Brand</option>
        </SelectField>
        <TextField label="Id" inputMode="numeric" value={fields.targetId} onChange={set('targetId')} />
        <TextField label="Price (AED)" inputMode="decimal" value={fields.price} onChange={set('price')} />
        <TextField label="% off B2B" inputMode="decimal" value={fields.percent} onChange={set('percent')} />
        <TextField label="Valid from" hint="YYYY-MM-DD" value={fields.validFrom} onChange={set('validFrom')} />
        <TextField label="Valid to" hint="YYYY-MM-DD" value={fields.validTo} onChange={set('validTo')} />
        <TextField label="Tiers" value={fields.tiers} onChange={set('tiers')} hint="e.g. 12:39.50|48:37.00" />
      </InlineForm>
      {problem && <ErrorText role="alert">{problem}</ErrorText>}
      <form noValidate aria-label="Import contract prices" onSubmit={(event) => { event.preventDefault(); dispatch(actions.contractSubmitted({ listId, csv })); }}>
        <TextField label="Contract CSV (sku, price or percent, valid_from, valid_to, tiers)" multiline rows={4} value={csv} onChange={setCsv} />
        <SmallButton type="submit" disabled={csv.trim() === ''}>Import</SmallButton>
      </form>
      {imported && 'imported' in imported && <p role="status">{imported.imported} lines imported.</p>}
      {imported && 'errors' in imported && (
        <ErrorText role="alert">Nothing was imported: {imported.errors.map((e) => `line ${e.line}: ${e.message}`).join(' ')}</ErrorText>
      )}
    </Panel>
  );
}
