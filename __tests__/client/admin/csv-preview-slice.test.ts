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
});
