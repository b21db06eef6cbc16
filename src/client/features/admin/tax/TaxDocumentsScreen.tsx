import { useEffect, type FormEvent } from 'react';
import type { TaxPeriod } from '../../../../shared/admin-types';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { usePageMeta } from '../../../components/page/use-page-meta';
import type { TaxExport } from '../api/tax-api';
import { selectTaxDocuments, selectTaxDownload, selectTaxPdfRetries } from '../admin-selectors';
import { Screen, ScreenHead, SmallButton, Table, Toolbar } from '../shared/admin-styles';
import { TextField } from '../shared/fields';
import { ListStatus, Pager } from '../shared/ListStatus';
import { idleAction } from '../shared/paged-list';
import { useDraft } from '../shared/use-draft';
import { TaxDocumentRow } from './TaxDocumentRow';
import { taxActions as actions, type TaxDownload } from './tax-slice';

const EXPORT_LABELS: Record<TaxExport, string> = { documents: 'Export documents (CSV)', emirates: 'VAT by emirate (CSV)' };

/**
 * /admin/tax/documents: every tax invoice and credit note issued in a period (UAE days), each
 * with its PDF and e-invoice XML, and the period's CSV files for the VAT return. A PDF that
 * rendering gave up on says so, with why, and can be queued again.
 */
export function TaxDocumentsScreen() {
  usePageMeta('Tax documents');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectTaxDocuments);
  const downloading = useAppSelector(selectTaxDownload);
  const retries = useAppSelector(selectTaxPdfRetries);
  const { p: page, ...shown } = list.query;
  // The fields show the store's period (also after a replayed documentsRequested); edits are a draft until Show.
  const [period, setPeriod] = useDraft<TaxPeriod>(shown, `${shown.from}/${shown.to}`);
  useEffect(() => {
    dispatch(actions.documentsOpened());
  }, [dispatch]);
  const show = (event: FormEvent) => {
    event.preventDefault();
    dispatch(actions.documentsRequested({ ...period, p: 1 }));
  };
  const download = (request: TaxDownload) => dispatch(actions.downloadRequested(request));
  const retry = (number: string) => dispatch(actions.pdfRetryRequested({ number }));
  return (
    <Screen aria-labelledby="tax-documents-title">
      <ScreenHead><h1 id="tax-documents-title">Tax documents</h1></ScreenHead>
      <Toolbar as="form" onSubmit={show} aria-label="Period">
        <TextField label="From" type="date" value={period.from} onChange={(from) => setPeriod({ ...period, from })} />
        <TextField label="To" type="date" value={period.to} onChange={(to) => setPeriod({ ...period, to })} />
        <SmallButton type="submit">Show</SmallButton>
        {(Object.keys(EXPORT_LABELS) as TaxExport[]).map((kind) => (
          <SmallButton key={kind} type="button" $variant="secondary" disabled={downloading !== null}
            onClick={() => download({ kind: 'export', export: kind, period: shown })}>{EXPORT_LABELS[kind]}</SmallButton>
        ))}
      </Toolbar>
      <ListStatus status={list.status} error={list.error} empty={list.items.length === 0} emptyText="No documents were issued in this period."
        onRetry={() => dispatch(actions.documentsRequested(list.query))}>
        <Table>
          <thead>
            <tr><th>Number</th><th>Kind</th><th>Issued</th><th>Order</th><th>Customer</th><th>Emirate</th><th>Net</th><th>VAT</th><th>Gross</th><th>E-invoice</th><th>Files</th></tr>
          </thead>
          <tbody>
            {list.items.map((doc) => (
              <TaxDocumentRow key={doc.number} doc={doc} downloading={downloading !== null} retry={retries[doc.number] ?? idleAction}
                onDownload={download} onRetry={retry} />
            ))}
          </tbody>
        </Table>
      </ListStatus>
      <Pager label="Document pages" page={page} count={list.count} onChange={(p) => dispatch(actions.documentsRequested({ ...shown, p }))} />
    </Screen>
  );
}
