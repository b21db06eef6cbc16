import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { EMIRATES } from '../../../../shared/tax';
import { type TradeDocumentField, longDate } from '../../../../shared/trade-documents';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Actions, Badge, ErrorText, SmallButton } from '../shared/admin-styles';
import { Select, TextField } from '../shared/fields';
import { licencesActions as actions } from './licences-slice';
import { selectCustomerLicence } from './licences-selectors';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  label { font-size: ${({ theme }) => theme.font.size.sm}; font-weight: ${({ theme }) => theme.font.weight.semibold}; }
`;

type Values = Record<TradeDocumentField, string>;
const EMPTY: Values = { licenceNumber: '', licenceExpiry: '', trn: '', trnRegisteredOn: '', legalName: '', emirate: '' };

/**
 * The customer's trade licence and TRN as entered, for staff to compare with the uploaded
 * documents, correct, and verify (verifying is what lets a renewed licence count for ordering).
 */
export function CustomerDocumentsPanel({ customerId }: { customerId: number }) {
  const dispatch = useAppDispatch();
  const licence = useAppSelector(selectCustomerLicence);
  const [values, setValues] = useState<Values>(EMPTY);
  const documents = licence.id === customerId ? licence.documents : null;

  useEffect(() => {
    dispatch(actions.documentsOpened({ id: customerId }));
  }, [dispatch, customerId]);
  useEffect(() => {
    if (!documents) return;
    const { licenceNumber, licenceExpiry, trn, trnRegisteredOn, legalName, emirate } = documents;
    setValues({
      licenceNumber: licenceNumber ?? '', licenceExpiry: licenceExpiry ?? '', trn: trn ?? '',
      trnRegisteredOn: trnRegisteredOn ?? '', legalName: legalName ?? '', emirate: emirate ?? '',
    });
  }, [documents]);

  const set = (field: TradeDocumentField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  };
  const submit = (verify: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    // Always dispatched, so the log shows the click; the saga checks the fields and puts documentsRejected.
    dispatch(actions.documentsSubmitted({ id: customerId, input: values, verify }));
  };
  const problem = licence.id === customerId ? licence.problem : null;
  const errorOf = (field: TradeDocumentField) => (problem?.field === field ? problem.message : undefined);

  return (
    <section aria-labelledby="trade-documents-title">
      <h3 id="trade-documents-title">Trade licence and TRN</h3>
      {licence.status === 'loading' && <p>Loading…</p>}
      {documents?.licenceReviewPending && <Badge $tone="warn">Renewed licence waiting for verification</Badge>}
      {documents?.orderBlock && <ErrorText>Cannot order: {documents.orderBlock}</ErrorText>}
      {documents && (
        <p>
          Verified expiry: {documents.licenceVerifiedExpiry ? longDate(documents.licenceVerifiedExpiry) : 'not verified yet'}
        </p>
      )}
      <Form onSubmit={submit(false)} aria-label="Trade documents">
        <TextField label="Legal name" value={values.legalName} onChange={set('legalName')} error={errorOf('legalName')} />
        <div>
          <label htmlFor="trade-documents-emirate">Emirate</label>
          <Select id="trade-documents-emirate" value={values.emirate} onChange={(event) => set('emirate')(event.target.value)}>
            <option value="">None</option>
            {EMIRATES.map((e) => <option key={e.code} value={e.code}>{e.en}</option>)}
          </Select>
        </div>
        <TextField label="Trade licence number" value={values.licenceNumber} onChange={set('licenceNumber')} error={errorOf('licenceNumber')} />
        <TextField label="Licence expiry date" type="date" value={values.licenceExpiry} onChange={set('licenceExpiry')} error={errorOf('licenceExpiry')} />
        <TextField label="TRN" hint="15 digits" inputMode="numeric" value={values.trn} onChange={set('trn')} error={errorOf('trn')} />
        <TextField label="TRN registration date" type="date" value={values.trnRegisteredOn} onChange={set('trnRegisteredOn')} error={errorOf('trnRegisteredOn')} />
        <Actions>
          <SmallButton type="submit" $variant="secondary" disabled={licence.saving}>Save corrections</SmallButton>
          <SmallButton type="button" disabled={licence.saving} onClick={() => submit(true)()}>Save and verify licence</SmallButton>
        </Actions>
      </Form>
      {licence.error && <ErrorText role="alert">{licence.error}</ErrorText>}
    </section>
  );
}
