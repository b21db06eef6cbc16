// The dated trade documents at registration: stored as entered, refused with a message when
// malformed (nothing written), verified by the approval, and carried in the customer's token.
import { customers } from '../../../src/server/db/schema';
import type { TestApp } from '../../support/test-app';
import { DB_KINDS } from '../../support/test-db';
import {
  PASSWORD, accountsApp, customerByEmail, get, mailCount, payloadOf, post, registerConfirmed, registration, staffToken,
} from '../accounts/account-helpers';

const DOCUMENTS = {
  licenceNumber: 'DED-778812', licenceExpiry: '2027-03-12', trn: '100 1234 5678 9003', trnRegisteredOn: '2019-01-31',
  legalName: 'Paws Corner Trading L.L.C.', emirate: 'SHJ',
};

describe.each(DB_KINDS)('trade documents at registration (%s)', (kind) => {
  let shop: TestApp;
  beforeAll(async () => { shop = await accountsApp(kind); });
  afterAll(async () => shop.close());

  it('stores the licence and TRN with their dates, and approval verifies the licence', async () => {
    const email = `docs-${kind}@paws.ae`;
    const id = await registerConfirmed(shop, email, DOCUMENTS);
    expect(await customerByEmail(shop, email)).toMatchObject({
      tradeLicenceNo: 'DED-778812', licenceExpiry: '2027-03-12', trn: '100123456789003', trnRegisteredOn: '2019-01-31',
      legalName: 'Paws Corner Trading L.L.C.', emirate: 'SHJ', licenceVerifiedExpiry: null,
    });
    const staff = await staffToken(shop);
    expect((await post(shop, `/api/admin/customers/${id}/approve`, {}, staff)).json().status).toBe(1);
    expect(await customerByEmail(shop, email)).toMatchObject({ licenceVerifiedExpiry: '2027-03-12', licenceReviewPending: false });

    const login = (await post(shop, '/api/customer/login', { username: email, password: PASSWORD })).json() as { token: string };
    expect(payloadOf(login.token)).toMatchObject({ licence_number: 'DED-778812', licence_expiry: '2027-03-12', trn: '100123456789003', emirate: 'SHJ' });
    const mine = (await get(shop, '/api/customer/tradedocuments', login.token)).json();
    expect(mine).toMatchObject({ status: 1, documents: { licenceVerifiedExpiry: '2027-03-12', licenceReviewPending: false } });
  });

  it.each([
    [{ trn: '10012345678900' }, 'A TRN is 15 digits.'],
    [{ licenceExpiry: '2027-02-30' }, 'Enter the licence expiry date as a real date (YYYY-MM-DD).'],
    [{ trnRegisteredOn: '2999-01-01' }, 'The TRN registration date cannot be in the future.'],
    [{ emirate: 'XX' }, 'Choose one of the seven emirates.'],
  ])('refuses %p with 400 and its message, writing nothing', async (field, message) => {
    const before = await shop.database.db.select({ id: customers.id }).from(customers);
    const mails = await mailCount(shop);
    const res = await post(shop, '/api/customer/register', registration(`bad-${kind}-${Object.keys(field)[0]}@paws.ae`, { ...DOCUMENTS, ...field }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message });
    expect(await shop.database.db.select({ id: customers.id }).from(customers)).toHaveLength(before.length);
    expect(await mailCount(shop)).toBe(mails);
  });
});
