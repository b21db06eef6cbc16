import styled from 'styled-components';
import type { ImportJob, ImportRowError } from '../../../../shared/admin-types';
import { ADMIN_MSG } from '../admin-messages';
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
export const count = (value: number) => value.toLocaleString('en-GB');

/** How far the server is: every row is checked first, then written (a preview only checks). */
export function ImportProgress({ job, label = 'Import progress' }: { job: ImportJob; label?: string }) {
  return (
    <Progress role="status">
      <progress max={Math.max(job.total, 1)} value={job.done} aria-label={label} />
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
  return <RowProblems errors={job.errors} lead={ADMIN_MSG.importFailed} />;
}

/** Every bad row of a file (the first SHOWN_ERRORS listed), after what it means for the file. */
export function RowProblems({ errors, lead }: { errors: ImportRowError[]; lead: string }) {
  return (
    <div role="alert">
      <ErrorText>{lead} {errors.length === 1 ? 'One row needs' : `${count(errors.length)} rows need`} correcting:</ErrorText>
      <Table aria-label="Rows with problems">
        <thead><tr><th className="number">Line</th><th>Problem</th></tr></thead>
        <tbody>
          {errors.slice(0, SHOWN_ERRORS).map((error, index) => (
            <tr key={`${error.line}-${index}`}>
              <td className="number">{error.line}</td>
              <td>{error.message}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {errors.length > SHOWN_ERRORS && <ErrorText>…and {count(errors.length - SHOWN_ERRORS)} more rows.</ErrorText>}
    </div>
  );
}
