import { screen, within } from '@testing-library/react';
import type { ExpiringLicence } from '../../../src/shared/trade-documents';
import { renderAdmin, signedInAnswers, stubAdminApi } from './admin-render';

const licence = (over: Partial<ExpiringLicence>): ExpiringLicence => ({
  customerId: 7, name: 'Layla Haddad', companyName: 'Paws & Co Trading', email: 'layla@pawsco.ae', licenceNumber: 'DED-778812',
  licenceExpiry: '2026-12-10', daysLeft: 12, licenceReviewPending: false, ...over,
});

describe('expiring licences screen', () => {
  it('shows licences expiring and expired, then one without an expiry on record, as unknown', async () => {
    stubAdminApi({
      ...signedInAnswers,
      'GET /api/admin/tradedocuments/expiring': {
        status: 1,
        licences: [
          licence({ customerId: 9, companyName: 'Desert Paws', email: 'sara@desertpaws.ae', licenceExpiry: '2026-11-20', daysLeft: -8, licenceReviewPending: true }),
          licence({}),
          licence({ customerId: 3, companyName: 'Falcon Pets', email: 'omar@falconpets.ae', licenceExpiry: null, daysLeft: null }),
        ],
      },
    });
    renderAdmin('/admin/licences');
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'Desert Pawssara@desertpaws.ae', 'Paws & Co Tradinglayla@pawsco.ae', 'Falcon Petsomar@falconpets.ae',
    ]);
    expect(within(rows[0]).getByText('Expired 8 days ago')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Renewal to verify')).toBeInTheDocument();
    expect(within(rows[1]).getByText('In 12 days')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Not on record')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Expiry unknown')).toBeInTheDocument();
  });
});
