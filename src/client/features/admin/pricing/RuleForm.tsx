import type { PriceRuleTargetKind } from '../../../../shared/price-list-types';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectBrands, selectCategories, selectCategoryTree } from '../admin-selectors';
import { ErrorText, Muted, SmallButton } from '../shared/admin-styles';
import { InlineForm } from '../shared/InlineForm';
import { SelectField, TextField } from '../shared/fields';
import { useAfterSuccess } from '../shared/screen-hooks';
import { useDraft } from '../shared/use-draft';
import { pricingActions as actions } from './pricing-slice';
import { selectPriceRules, selectPricingChange, selectPricingEditing } from './pricing-selectors';
import { BusyFieldset } from './pricing-styles';
import { type RuleFields, bySku, emptyRuleFields, fieldsOfRule, ruleRequest } from './rule-form';
import { ruleLabel } from './rule-text';

/** The field that says what a new rule is for: an article's SKU, or a category or brand by name. */
function TargetField({ fields, onChange }: { fields: RuleFields; onChange: (patch: Partial<RuleFields>) => void }) {
  const brands = useAppSelector(selectBrands);
  const categoryList = useAppSelector(selectCategories);
  const categories = useAppSelector(selectCategoryTree);
  if (bySku(fields.kind)) {
    return <TextField label={fields.kind === 'article' ? 'SKU' : 'SKU of one of its articles'} value={fields.sku} onChange={(sku) => onChange({ sku })} />;
  }
  const category = fields.kind === 'category';
  const source = category ? categoryList : brands;
  const waiting = source.status === 'failed' ? source.error ?? 'Error' : source.items.length === 0 && source.status !== 'succeeded' ? 'Loading…' : 'Choose…';
  return (
    <SelectField label={category ? 'Category' : 'Brand'} value={fields.targetId} onChange={(targetId) => onChange({ targetId })}>
      <option value="">{waiting}</option>
      {category
        ? categories.map((c) => <option key={c.id} value={c.id}>{'\u2014 '.repeat(c.depth)}{c.name}</option>)
        : brands.items.map((b) => <option key={b.id} value={b.id}>{b.name}</option>)}
    </SelectField>
  );
}

/** Adds a rule to the open list, or changes the rule open for editing (which keeps its target). */
export function RuleForm({ listId }: { listId: number }) {
  const dispatch = useAppDispatch();
  const change = useAppSelector(selectPricingChange);
  const editingId = useAppSelector(selectPricingEditing).rule;
  const editing = useAppSelector(selectPriceRules).items.find((r) => r.id === editingId) ?? null;
  const key = String(editing?.id ?? 'new');
  const [fields, setFields] = useDraft<RuleFields>(editing ? fieldsOfRule(editing) : emptyRuleFields, key);
  const [problem, setProblem] = useDraft<string | null>(null, key);
  const mine = change.of === 'rule-add' || change.of === 'rule-edit';
  const busy = change.status === 'submitting' && mine;
  useAfterSuccess(change, () => {
    if (change.of === 'rule-add') setFields({ ...emptyRuleFields, kind: fields.kind });
  });
  const set = (key: keyof RuleFields) => (value: string) => setFields({ ...fields, [key]: value });
  const submit = () => {
    const input = ruleRequest(fields, editing !== null);
    setProblem(typeof input === 'string' ? input : null);
    if (typeof input === 'string') return;
    if (editing) dispatch(actions.ruleEditSubmitted({ listId, ruleId: editing.id, input }));
    else dispatch(actions.ruleSubmitted({ listId, input }));
  };
  const label = editing ? `Edit the rule for ${ruleLabel(editing)}` : 'Add rule';
  return (
    <>
      <BusyFieldset disabled={busy}>
        <InlineForm label={label} submitLabel={busy ? 'Saving…' : editing ? 'Save rule' : 'Add rule'} onSubmit={submit}>
          {editing ? <Muted>For {ruleLabel(editing)}</Muted> : (
            <>
              <SelectField label="For" value={fields.kind} onChange={(kind) => setFields({ ...fields, kind: kind as PriceRuleTargetKind, sku: '', targetId: '' })}>
                <option value="article">Article</option><option value="product">Product</option>
                <option value="category">Category</option><option value="brand">Brand</option>
              </SelectField>
              <TargetField fields={fields} onChange={(patch) => setFields({ ...fields, ...patch })} />
            </>
          )}
          <TextField label="Price (AED)" inputMode="decimal" value={fields.price} onChange={set('price')} />
          <TextField label="% off B2B" inputMode="decimal" value={fields.percent} onChange={set('percent')} />
          <TextField label="Valid from" hint="YYYY-MM-DD" value={fields.validFrom} onChange={set('validFrom')} />
          <TextField label="Valid to" hint="YYYY-MM-DD" value={fields.validTo} onChange={set('validTo')} />
          <TextField label="Tiers" value={fields.tiers} onChange={set('tiers')} hint="e.g. 12:39.50|48:37.00" />
          {editing && <SmallButton $variant="secondary" onClick={() => dispatch(actions.editClosed({ what: 'rule' }))}>Cancel</SmallButton>}
        </InlineForm>
      </BusyFieldset>
      {problem && <ErrorText role="alert">{problem}</ErrorText>}
      {!problem && mine && change.status === 'failed' && <ErrorText role="alert">{change.error}</ErrorText>}
    </>
  );
}
