import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { VisuallyHidden } from '../../../components/Container';
import { Actions, DangerButton, ErrorText, Panel, SmallButton, Table, Toolbar } from '../shared/admin-styles';
import { TextField } from '../shared/fields';
import { ListStatus, Pager } from '../shared/ListStatus';
import { SearchBox } from '../shared/SearchBox';
import { pricingActions as actions } from './pricing-slice';
import { selectContractImport, selectPriceRules, selectPricingChange } from './pricing-selectors';
import { RuleForm } from './RuleForm';
import { amountText, ruleLabel, tiersText } from './rule-text';

/** The contract CSV import of the open list. */
function ContractImport({ listId }: { listId: number }) {
  const dispatch = useAppDispatch();
  const imported = useAppSelector(selectContractImport);
  const change = useAppSelector(selectPricingChange);
  const [csv, setCsv] = useState('');
  const busy = change.status === 'submitting' && change.of === 'contract';
  return (
    <>
      <form noValidate aria-label="Import contract prices" onSubmit={(event) => { event.preventDefault(); dispatch(actions.contractSubmitted({ listId, csv })); }}>
        <TextField label="Contract CSV (sku, price or percent, valid_from, valid_to, tiers)" multiline rows={4} value={csv} onChange={setCsv} />
        <SmallButton type="submit" disabled={csv.trim() === '' || busy}>{busy ? 'Importing…' : 'Import'}</SmallButton>
      </form>
      {imported && 'imported' in imported && <p role="status">{imported.imported} lines imported.</p>}
      {imported && 'errors' in imported && (
        <ErrorText role="alert">Nothing was imported: {imported.errors.map((e) => `line ${e.line}: ${e.message}`).join(' ')}</ErrorText>
      )}
    </>
  );
}

/** The rules of one price list, a page at a time and searchable by SKU or name, a form to add or edit one, and the contract CSV import. */
export function RulesPanel({ listId, name }: { listId: number; name: string }) {
  const dispatch = useAppDispatch();
  const rules = useAppSelector(selectPriceRules);
  const busy = useAppSelector(selectPricingChange).status === 'submitting';
  const { query } = rules;
  const search = (q: string) => dispatch(actions.rulesRequested({ ...query, page: 1, q }));
  return (
    <Panel as="section" aria-labelledby="rules-title">
      <h2 id="rules-title">Rules of {name}</h2>
      <Toolbar>
        <SearchBox label="Find rules" placeholder="SKU or name" initial={query.q} onSearch={search} />
      </Toolbar>
      <ListStatus status={rules.status} error={rules.error} empty={rules.items.length === 0}
        emptyText={query.q === '' ? 'No rules yet.' : `No rule is for a SKU or name with “${query.q}”.`}
        onRetry={() => dispatch(actions.rulesRequested(query))}>
        <Table>
          <thead>
            <tr><th>For</th><th>Price</th><th>% off</th><th>Valid</th><th>Tiers</th><th><VisuallyHidden>Actions</VisuallyHidden></th></tr>
          </thead>
          <tbody>
            {rules.items.map((rule) => (
              <tr key={rule.id}>
                <td>{ruleLabel(rule)}</td>
                <td>{amountText(rule.price)}</td>
                <td>{rule.percent_off ?? ''}</td>
                <td>{rule.valid_from ?? '…'} – {rule.valid_to ?? '…'}</td>
                <td>{tiersText(rule.tiers)}</td>
                <td>
                  <Actions>
                    <SmallButton $variant="ghost" aria-label={`Edit the rule for ${ruleLabel(rule)}`} disabled={busy}
                      onClick={() => dispatch(actions.editOpened({ what: 'rule', id: rule.id }))}>Edit</SmallButton>
                    <DangerButton type="button" aria-label={`Delete the rule for ${ruleLabel(rule)}`} disabled={busy}
                      onClick={() => dispatch(actions.ruleDeleteAsked({ listId, ruleId: rule.id }))}>Delete</DangerButton>
                  </Actions>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        <Pager page={query.page} count={rules.count} label={`Pages of the rules of ${name}`}
          onChange={(page) => dispatch(actions.rulesRequested({ ...query, page }))} />
      </ListStatus>
      <RuleForm listId={listId} />
      <ContractImport listId={listId} />
    </Panel>
  );
}
