import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../components/dialog/Modal';
import type { AdminMeta } from '../../../../shared/admin-types';
import { selectTaxonomyChange } from '../admin-selectors';
import { Actions, ErrorText, FormStack, SmallButton } from '../shared/admin-styles';
import { CheckField, SelectField, TextField } from '../shared/fields';
import { taxonomyActions } from './taxonomy-slice';

/** Adds or changes a feature or badge; a badge with display off stays on its products unseen. */
export function MetaDialog({ meta, onClose }: { meta: AdminMeta | null; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const change = useAppSelector(selectTaxonomyChange);
  const [name, setName] = useState(meta?.name ?? '');
  const [kind, setKind] = useState<AdminMeta['kind']>(meta?.kind ?? 'feature');
  const [shown, setShown] = useState(meta ? meta.display === 1 : true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { name: name.trim(), kind, display: shown ? 1 : 0 } as const;
    dispatch(taxonomyActions.changeSubmitted({ kind: 'meta', id: meta?.id ?? null, input }));
  };
  const busy = change.status === 'submitting';
  return (
    <Modal open title={meta ? `Edit ${meta.name}` : 'Add meta'} onClose={onClose} width="440px">
      <FormStack noValidate onSubmit={submit}>
        <TextField label="Name" required value={name} onChange={setName} />
        <SelectField label="Kind" value={kind} onChange={(value) => setKind(value as AdminMeta['kind'])}>
          <option value="feature">Feature</option>
          <option value="badge">Badge</option>
        </SelectField>
        <CheckField label="Show it on product cards and pages" checked={shown} onChange={setShown} />
        {change.status === 'failed' && <ErrorText role="alert">{change.error}</ErrorText>}
        <Actions>
          <SmallButton type="submit" disabled={busy} aria-busy={busy}>{busy ? 'Saving…' : 'Save meta'}</SmallButton>
          <SmallButton $variant="secondary" onClick={onClose}>Back</SmallButton>
        </Actions>
      </FormStack>
    </Modal>
  );
}
