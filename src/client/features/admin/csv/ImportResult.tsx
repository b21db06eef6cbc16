import styled from 'styled-components';
import type { ImportJob } from '../../../../shared/admin-types';
import { ErrorText, Table } from '../shared/admin-styles';

const Progress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  progress {
    inline-size: min(100%, 480px);
    block-size: 16px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Rows listed on screen; a file where everything is wrong should not freeze the page. */
export const SHOWN_ERRORS = 500;

const STEP = { validating: 'Checking', importing: 'Importing', done: 'Imported', failed: 'Checked' } as const;
const count = (value: number) => value.toLocaleString('en-GB');

/** How far the server is: every row is checked first, then written. */
export function ImportProgress({ job }: { job: ImportJob }) {
  return (
    <Progress role="status">
      <progress max={Math.max(job.total, 1)} value={job.done} aria-label="Import progress" />
      <span>{STEP[job.state]} row {count(job.done)} of {count(job.total)}…</span>
    </Progress>
  );
}

/** The end of an import: the counts, or every bad row and the fact that nothing was written. */
export function ImportOutcome({ job }: { job: ImportJob }) {
  if (job.state === 'done') {
    return (
      <p role="status">
        Imported {count(job.total)} rows: {count(job.created)} created, {count(job.updated)} updated.
      </p>
    );
  }
  return (
    <div role="alert">
      <ErrorText>Nothing was imported. {job.errors.length === 1 ? 'One row needs' : `${count(job.errors.length)} rows need`} correcting:</ErrorText>
      <Table aria-label="Rows with problems">
        <thead><tr><th className="number">Line</th><th>Problem</th></tr></thead>
        <tbody>
          {job.errors.slice(0, SHOWN_ERRORS).map((error, index) => (
            <tr key={`${error.line}-${index}`}>
              <td className="number">{error.line}</td>
              <td>{error.message}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {job.errors.length > SHOWN_ERRORS && <ErrorText>…and {count(job.errors.length - SHOWN_ERRORS)} more rows.</ErrorText>}
    </div>
  );
}
