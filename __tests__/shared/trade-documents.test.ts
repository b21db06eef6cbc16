import {
  checkTradeDocuments, daysBetween, dubaiToday, isIsoDate, isLicenceExpired, licenceExpiredMessage, longDate,
} from '../../src/shared/trade-documents';

const TODAY = '2027-03-01';

describe('trade document fields', () => {
  it('cleans what customers type: TRN groups become digits, blanks become null', () => {
    expect(checkTradeDocuments({
      trn: ' 100-1234-5678-9003 ', licenceNumber: ' DED-778812 ', licenceExpiry: '2027-03-12', trnRegisteredOn: '2019-01-31',
      legalName: '  ', emirate: 'DXB',
    }, TODAY)).toEqual({
      trn: '100123456789003', licenceNumber: 'DED-778812', licenceExpiry: '2027-03-12', trnRegisteredOn: '2019-01-31', legalName: null, emirate: 'DXB',
    });
  });

  it.each([
    [{ trn: '10012345678900' }, 'trn', 'A TRN is 15 digits.'],
    [{ trn: '1001234567890031' }, 'trn', 'A TRN is 15 digits.'],
    [{ trn: '10012345678900A' }, 'trn', 'A TRN is 15 digits.'],
    [{ trnRegisteredOn: '2019-13-01' }, 'trnRegisteredOn', 'Enter the TRN registration date as a real date (YYYY-MM-DD).'],
    [{ trnRegisteredOn: '2027-03-02' }, 'trnRegisteredOn', 'The TRN registration date cannot be in the future.'],
    [{ licenceNumber: '#' }, 'licenceNumber', 'A trade licence number is 2 to 50 letters, digits, spaces, dashes or slashes.'],
    [{ licenceExpiry: '2027-02-29' }, 'licenceExpiry', 'Enter the licence expiry date as a real date (YYYY-MM-DD).'],
    [{ licenceExpiry: '12/03/2027' }, 'licenceExpiry', 'Enter the licence expiry date as a real date (YYYY-MM-DD).'],
    [{ emirate: 'Dubai' }, 'emirate', 'Choose one of the seven emirates.'],
  ])('%p -> %s: %s', (input, field, message) => {
    expect(checkTradeDocuments(input, TODAY)).toEqual({ field, message });
  });
});

describe('dates', () => {
  it.each([['2028-02-29', true], ['2027-02-29', false], ['2027-3-1', false], ['', false], [20270301, false]])('%p is a date: %p', (value, ok) => {
    expect(isIsoDate(value)).toBe(ok);
  });

  it('takes the date in Dubai (UTC+4), not in UTC', () => {
    expect(dubaiToday(new Date('2027-03-12T19:59:59Z'))).toBe('2027-03-12');
    expect(dubaiToday(new Date('2027-03-12T20:00:00Z'))).toBe('2027-03-13');
  });

  it('counts whole days across months and leap years', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-03-12', '2027-03-05')).toBe(-7);
  });

  it('keeps a licence valid through its expiry date', () => {
    expect(isLicenceExpired('2027-03-12', '2027-03-12')).toBe(false);
    expect(isLicenceExpired('2027-03-12', '2027-03-13')).toBe(true);
    expect(isLicenceExpired(null, '2027-03-13')).toBe(false);
  });

  it('words the expired licence with the real date', () => {
    expect(longDate('2027-03-02')).toBe('2 March 2027');
    expect(licenceExpiredMessage('2027-03-12')).toBe('Your trade licence expired on 12 March 2027. Upload the renewed licence to order.');
  });
});
