import { ADMIN_MSG } from '../../../src/client/features/admin/admin-messages';
import { csvActions as csv } from '../../../src/client/features/admin/csv/csv-slice';
import { adminAfter, job } from './admin-fixtures';
import { checkedJob, previewJob } from './csv-preview-fixtures';

const asked = csv.previewAsked({ csv: 'sku\nBOWL-S\n', fileName: 'stock.csv' });
const idle = { status: 'idle', fileName: '', job: null, error: null };
const previewAfter = (...events: Array<{ type: string }>) => adminAfter(...events).admin.csv.preview;

describe('the catalogue file check (preview) in the store', () => {
  it('starts idle, and keeps the file name but never the file text once asked', () => {
    expect(previewAfter()).toEqual(idle);
    expect(previewAfter(asked)).toEqual({ status: 'uploading', fileName: 'stock.csv', job: null, error: null });
  });

  it('follows its job: running while rows are checked, done with the summary, rejected with the bad rows', () => {
    expect(previewAfter(asked, csv.previewStarted({ job: previewJob({ done: 600 }) }))).toMatchObject({ status: 'running', job: { done: 600 } });
    expect(previewAfter(asked, csv.previewStarted({ job: previewJob() }), csv.previewProgressed({ job: checkedJob() })))
      .toEqual({ status: 'done', fileName: 'stock.csv', job: checkedJob(), error: null });
    const errors = [{ line: 3, message: 'price is required.' }];
    expect(previewAfter(asked, csv.previewStarted({ job: previewJob({ state: 'failed', errors }) })))
      .toMatchObject({ status: 'rejected', job: { errors } });
  });

  it('ignores the progress of another job, and says it is still trying only while the check runs', () => {
    const running = [asked, csv.previewStarted({ job: previewJob() })];
    expect(previewAfter(...running, csv.previewProgressed({ job: previewJob({ id: 10, state: 'done' }) }))).toMatchObject({ status: 'running', job: { id: 9 } });
    expect(previewAfter(...running, csv.previewUnreachable({ message: 'Still asking.' }))).toMatchObject({ status: 'running', error: 'Still asking.' });
    expect(previewAfter(csv.previewUnreachable({ message: 'Still asking.' }))).toEqual(idle);
    expect(previewAfter(...running, csv.previewFailed({ message: 'Not Found' }))).toMatchObject({ status: 'failed', error: 'Not Found' });
  });

  it('is put away when staff choose another file, import the file, or leave the screen', () => {
    const checked = [asked, csv.previewStarted({ job: checkedJob() })];
    expect(previewAfter(...checked, csv.previewDismissed())).toEqual(idle);
    expect(previewAfter(...checked, csv.importScreenLeft())).toEqual(idle);
    const imported = adminAfter(...checked, csv.importSubmitted({ csv: 'sku\nBOWL-S\n', fileName: 'stock.csv' })).admin.csv;
    expect(imported.preview).toEqual(idle);
    expect(imported.import).toMatchObject({ status: 'uploading', fileName: 'stock.csv' });
  });

  it('clears a finished import when another file is checked, but never a running one', () => {
    const finished = [csv.importSubmitted({ csv: 'x', fileName: 'a.csv' }), csv.importStarted({ job: job({ state: 'done' }) })];
    expect(adminAfter(...finished, asked).admin.csv.import.status).toBe('idle');
    const running = [csv.importSubmitted({ csv: 'x', fileName: 'a.csv' }), csv.importStarted({ job: job({ state: 'importing' }) })];
    expect(adminAfter(...running, asked).admin.csv.import).toMatchObject({ status: 'running', fileName: 'a.csv' });
  });

  it('shows a check that failed as a whole on the server (line 0) as a failed check, not as rows to correct', () => {
    const stopped = 'The check of the file was stopped because another catalogue file was sent. Nothing was imported: please check the file again.';
    const failedJob = previewJob({ state: 'failed', done: 300, errors: [{ line: 0, message: stopped }] });
    expect(previewAfter(asked, csv.previewStarted({ job: previewJob() }), csv.previewProgressed({ job: failedJob })))
      .toEqual({ status: 'failed', fileName: 'stock.csv', job: failedJob, error: stopped });
    expect(previewAfter(asked, csv.previewStarted({ job: failedJob }))).toMatchObject({ status: 'failed', error: stopped });
    // Bad rows stay rows to correct.
    const rows = previewJob({ state: 'failed', errors: [{ line: 1, message: 'Missing column: sku.' }] });
    expect(previewAfter(asked, csv.previewStarted({ job: rows }))).toMatchObject({ status: 'rejected', error: null });
  });

  it('says so when the chosen file cannot be read, in the check or in the import it was read for', () => {
    const unreadable = { status: 'failed', fileName: 'stock.csv', job: null, error: ADMIN_MSG.fileUnreadable('stock.csv') };
    expect(previewAfter(csv.fileUnreadable({ fileName: 'stock.csv', purpose: 'check' }))).toEqual(unreadable);
    expect(ADMIN_MSG.fileUnreadable('stock.csv')).toMatch(/^stock\.csv could not be read/);
    const { csv: state } = adminAfter(csv.fileUnreadable({ fileName: 'stock.csv', purpose: 'import' })).admin;
    expect(state.import).toEqual(unreadable);
    expect(state.preview).toEqual(idle);
    expect(previewAfter(csv.fileUnreadable({ fileName: 'stock.csv', purpose: 'check' }), csv.previewDismissed())).toEqual(idle);
  });
});
