import { useId } from 'react';
import { Actions, ErrorText, Muted, SmallButton } from '../shared/admin-styles';
import type { CsvState } from './csv-slice';
import { ImportProgress, RowProblems } from './ImportResult';
import { PreviewSummary } from './PreviewSummary';

interface Props {
  preview: CsvState['preview'];
  /** Whether the text the check ran on is still at hand and no import runs. */
  canImport: boolean;
  onImport(): void;
  onChooseAnother(): void;
}

/** The check of a chosen file as it goes, then what importing it would do, and the way on. */
export function ImportPreview({ preview, canImport, onImport, onChooseAnother }: Props) {
  const { status, fileName, job, error } = preview;
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>Check of {fileName}</h3>
      {status === 'uploading' && <Muted role="status">Sending {fileName} to be checked…</Muted>}
      {status === 'running' && job && <ImportProgress job={job} label="Check progress" />}
      {status === 'running' && error && <ErrorText role="status">{error}</ErrorText>}
      {status === 'done' && job?.preview && <PreviewSummary total={job.total} preview={job.preview} />}
      {status === 'rejected' && job && <RowProblems errors={job.errors} lead="Importing this file would import nothing." />}
      {status === 'failed' && <ErrorText role="alert">{error}</ErrorText>}
      <Actions>
        {status === 'done' && <SmallButton disabled={!canImport} onClick={onImport}>Import this file now</SmallButton>}
        <SmallButton $variant="secondary" onClick={onChooseAnother}>Choose another file</SmallButton>
      </Actions>
      {status === 'done' && <Muted>The import checks the file again against the catalogue as it is then.</Muted>}
    </section>
  );
}
