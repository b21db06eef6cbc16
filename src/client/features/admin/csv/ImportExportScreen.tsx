import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { CATALOGUE_CSV_COLUMNS } from '../../../../shared/admin-types';
import { selectExport, selectImport } from '../admin-selectors';
import { Actions, ErrorText, FormStack, Muted, Panel, Screen, ScreenHead, SmallButton } from '../shared/admin-styles';
import { readAsText } from '../shared/files';
import { type FilePurpose, csvActions as actions, isBusy } from './csv-slice';
import { selectPreview } from './csv-selectors';
import { ImportPreview } from './ImportPreview';
import { ImportOutcome, ImportProgress } from './ImportResult';

const Columns = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

/** /admin/import-export: the whole catalogue as CSV, and a CSV that creates or updates it. */
export function ImportExportScreen() {
  usePageMeta('Import / Export');
  const dispatch = useAppDispatch();
  const exporting = useAppSelector(selectExport);
  const current = useAppSelector(selectImport);
  const preview = useAppSelector(selectPreview);
  const [file, setFile] = useState<File | null>(null);
  const fileId = useId();
  useEffect(() => {
    // Polling belongs to this screen: it resumes here and stops when staff go elsewhere.
    dispatch(actions.importScreenOpened());
    return () => {
      dispatch(actions.importScreenLeft());
    };
  }, [dispatch]);
  const busy = isBusy(current) || isBusy(preview);
  // The text the check ran on: "Import this file now" imports exactly that, however the file on
  // disk changed since. Kept here, not in the store: it can be megabytes.
  const checkedText = useRef<string | null>(null);
  /** The chosen file's text; null when the browser cannot read it (the screen then says so). */
  const read = async (chosen: File, purpose: FilePurpose): Promise<string | null> => {
    try {
      return await readAsText(chosen);
    } catch {
      dispatch(actions.fileUnreadable({ fileName: chosen.name, purpose }));
      return null;
    }
  };
  const check = async () => {
    if (!file || busy) return;
    const csv = await read(file, 'check');
    if (csv === null) return;
    checkedText.current = csv;
    dispatch(actions.previewAsked({ csv, fileName: file.name }));
  };
  const importChosen = async () => {
    if (!file || busy) return;
    const csv = await read(file, 'import');
    if (csv !== null) dispatch(actions.importSubmitted({ csv, fileName: file.name }));
  };
  const importChecked = () => {
    if (checkedText.current === null || isBusy(current)) return;
    dispatch(actions.importSubmitted({ csv: checkedText.current, fileName: preview.fileName }));
    checkedText.current = null;
    setFile(null);
  };
  const chooseAnother = () => {
    checkedText.current = null;
    setFile(null);
    dispatch(actions.previewDismissed());
  };
  return (
    <Screen aria-labelledby="csv-title">
      <ScreenHead><h1 id="csv-title">Import / Export</h1></ScreenHead>
      <Panel as="section" aria-labelledby="export-title">
        <h2 id="export-title">Export</h2>
        <Muted>One row per variant, with its product's columns repeated. Importing the file again changes nothing.</Muted>
        <Actions>
          <SmallButton disabled={exporting.status === 'submitting'} aria-busy={exporting.status === 'submitting'}
            onClick={() => dispatch(actions.exportRequested())}>
            {exporting.status === 'submitting' ? 'Preparing…' : 'Download CSV'}
          </SmallButton>
          {exporting.status === 'failed' && <ErrorText role="alert">{exporting.error}</ErrorText>}
        </Actions>
      </Panel>
      <Panel as="section" aria-labelledby="import-title">
        <h2 id="import-title">Import</h2>
        <Muted>Products and variants are created or updated by SKU (products by slug). Every row is checked first: one bad row and nothing is imported. Check file shows what the import would do without changing anything.</Muted>
        {preview.status === 'idle' ? (
          <FormStack noValidate onSubmit={(event) => { event.preventDefault(); void check(); }} aria-label="Import a CSV file">
            <Actions>
              <label htmlFor={fileId}>CSV file</label>
              <input id={fileId} type="file" accept=".csv,text/csv" disabled={busy} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
              <SmallButton type="submit" disabled={!file || busy}>Check file</SmallButton>
              <SmallButton $variant="secondary" disabled={!file || busy} onClick={() => void importChosen()}>Import</SmallButton>
            </Actions>
          </FormStack>
        ) : (
          <ImportPreview preview={preview} canImport={checkedText.current !== null && !isBusy(current)} onImport={importChecked} onChooseAnother={chooseAnother} />
        )}
        {current.status === 'uploading' && <Muted role="status">Sending {current.fileName}…</Muted>}
        {current.status === 'running' && current.job && <ImportProgress job={current.job} />}
        {current.status === 'running' && current.error && <ErrorText role="status">{current.error}</ErrorText>}
        {(current.status === 'done' || current.status === 'rejected') && current.job && <ImportOutcome job={current.job} />}
        {current.status === 'failed' && <ErrorText role="alert">{current.error}</ErrorText>}
        <details>
          <summary>Expected columns</summary>
          <Muted>The first line names the columns, in this order. Lists inside a cell (categories, metas, images) are separated by “|”; a cell with a comma, a quote or a line break is quoted, with quotes doubled.</Muted>
          <Columns>{CATALOGUE_CSV_COLUMNS.join(',')}</Columns>
          <Muted>vat_category is S (standard, 5 %), Z (zero-rated) or E (exempt); left empty, or a file without the column, keeps each article's category (S for a new one).</Muted>
        </details>
      </Panel>
    </Screen>
  );
}
