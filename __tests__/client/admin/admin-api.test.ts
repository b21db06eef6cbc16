import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { disableStaff, enableStaff, fetchCustomers, loginStaff } from '../../../src/client/features/admin/api/admin-api';
import { asStaff, failureMessage, isSessionEnd, params } from '../../../src/client/features/admin/api/admin-http';
import { downloadCatalogue, fetchPreviewJob, saveProduct, startPreview } from '../../../src/client/features/admin/api/catalogue-api';
import { api, registerTokenSource } from '../../../src/client/lib/api-client';
import { httpError, networkError, staffToken } from './admin-fixtures';

const customerToken = 'customer.token.here';
let sent: InternalAxiosRequestConfig[] = [];

beforeEach(() => {
  sent = [];
  registerTokenSource(() => customerToken);
  api.defaults.adapter = async (config): Promise<AxiosResponse> => {
    sent.push(config);
    return { data: { count: 0, customers: [] }, status: 200, statusText: 'OK', headers: {}, config };
  };
});

afterAll(() => registerTokenSource(() => null));

const authorization = (index = 0) => sent[index].headers.get('Authorization');

describe('back-office calls', () => {
  it('send the staff token, never the customer token the shop adds by itself', async () => {
    await fetchCustomers(staffToken, { state: 'active', q: ' paws ', p: 2 });
    expect(sent[0].url).toBe('/api/admin/customers');
    expect(sent[0].params).toEqual({ state: 'active', q: 'paws', p: 2 });
    expect(authorization()).toBe(`Bearer ${staffToken}`);
  });

  it('keep the customer token off even without a staff token (login, or a session gone)', async () => {
    await loginStaff('ops@petora.ae', 'secret123');
    await fetchCustomers('', { state: 'pending', q: '', p: 1 });
    expect(authorization(0)).toBe('Bearer');
    expect(authorization(1)).toBe('Bearer');
    expect(sent[1].params).toEqual({ state: 'pending', p: 1 });
  });

  it('create with POST and update with PUT', async () => {
    const input = { name: 'Bowl' } as never;
    await saveProduct(staffToken, null, input);
    await saveProduct(staffToken, 3, input);
    expect([sent[0].method, sent[0].url]).toEqual(['post', '/api/admin/products']);
    expect([sent[1].method, sent[1].url]).toEqual(['put', '/api/admin/products/3']);
  });

  it("disable and enable a staff member's account with POST and the staff token", async () => {
    await disableStaff(staffToken, 2);
    await enableStaff(staffToken, 2);
    expect(sent.map((config) => [config.method, config.url])).toEqual([
      ['post', '/api/admin/staff/2/disable'], ['post', '/api/admin/staff/2/enable'],
    ]);
    expect([authorization(0), authorization(1)]).toEqual([`Bearer ${staffToken}`, `Bearer ${staffToken}`]);
  });

  it('send a file for a preview and ask after it beside the import, with the staff token', async () => {
    await startPreview(staffToken, 'sku\nBOWL-S\n');
    await fetchPreviewJob(staffToken, 9);
    expect(sent.map((config) => [config.method, config.url])).toEqual([
      ['post', '/api/admin/catalogue/import/preview'], ['get', '/api/admin/catalogue/import/preview/9'],
    ]);
    expect(JSON.parse(sent[0].data as string)).toEqual({ csv: 'sku\nBOWL-S\n' });
    expect([authorization(0), authorization(1)]).toEqual([`Bearer ${staffToken}`, `Bearer ${staffToken}`]);
  });

  it('fetch the export as text', async () => {
    await downloadCatalogue(staffToken);
    expect(sent[0].responseType).toBe('text');
    expect(sent[0].url).toBe('/api/admin/catalogue/export.csv');
  });
});

describe('back-office failures', () => {
  it('end the session on 401 only', () => {
    expect(isSessionEnd(httpError(401))).toBe(true);
    expect(isSessionEnd(httpError(403))).toBe(false);
    expect(isSessionEnd(networkError)).toBe(false);
  });

  it("read the server's message, else say Error", () => {
    expect(failureMessage(httpError(400, { status: 0, message: 'body/slug is required' }))).toBe('body/slug is required');
    expect(failureMessage(httpError(500, 'Internal'))).toBe('Error');
    expect(failureMessage(networkError)).toBe('Error');
    expect(failureMessage(new Error('boom'))).toBe('Error');
  });

  it('leave blank query values out and keep the rest of the options', () => {
    expect(params({ q: '  ', p: 1, cid: undefined, brid: null })).toEqual({ p: 1 });
    expect(asStaff(staffToken, { params: { p: 2 } })).toEqual({ params: { p: 2 }, headers: { Authorization: `Bearer ${staffToken}` } });
  });
});
