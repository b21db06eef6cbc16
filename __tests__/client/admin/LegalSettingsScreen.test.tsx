import { screen, waitFor } from '@testing-library/react';
import type { ShopLegalSettings } from '../../../src/shared/admin-types';
import { renderAdmin, signedInAnswers, stubAdminApi, type SentCall } from './admin-render';

const saved: ShopLegalSettings = {
  legalNameEn: 'Petora Trading L.L.C.', legalNameAr: 'بيتورا للتجارة', address: 'Warehouse 12', city: 'Dubai', emirate: 'DXB',
  trn: '100123456700003', licenceNumber: '1234567', licenceAuthority: 'DET Dubai', invoicePrefix: 'INV', creditNotePrefix: 'CN',
  logo: 'l1-00112233aabbccdd.webp',
};
const puts = (calls: SentCall[]) => calls.filter((call) => call.method === 'PUT').map((call) => call.body as ShopLegalSettings);

describe('legal details screen', () => {
  const render = () => {
    const calls = stubAdminApi({
      ...signedInAnswers,
      'GET /api/admin/settings/legal': { status: 1, settings: saved },
      'PUT /api/admin/settings/legal': (call: SentCall) => ({ status: 1, settings: { ...(call.body as ShopLegalSettings), logo: 'l1-ffeeddccbbaa9988.webp' } }),
    });
    return { calls, ...renderAdmin('/admin/tax/settings') };
  };

  it('writes the Arabic legal name right to left, marked as Arabic', async () => {
    render();
    const arabic = await screen.findByLabelText('Legal name (Arabic) *');
    expect(arabic).toHaveValue('بيتورا للتجارة');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveAttribute('lang', 'ar');
    const english = screen.getByLabelText('Legal name (English) *');
    expect(english).not.toHaveAttribute('dir');
    expect(english).not.toHaveAttribute('lang');
  });

  it('shows the saved logo and sends it back by its name when only a text changes', async () => {
    const { calls, user } = render();
    expect(await screen.findByRole('img', { name: 'Logo on the documents' })).toHaveAttribute('src', '/media/l1-00112233aabbccdd.webp');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].logo).toBe('l1-00112233aabbccdd.webp');
  });

  it('sends a newly chosen logo as a data URL, previewed before saving', async () => {
    const { calls, user } = render();
    await user.upload(await screen.findByLabelText('Logo on the documents (PNG, JPEG or WebP)'), new File(['png'], 'logo.png', { type: 'image/png' }));
    // The saved logo shows until the chosen file has been read, however long that takes.
    const logo = () => screen.getByRole('img', { name: 'Logo on the documents' });
    await waitFor(() => expect(logo()).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/)));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].logo).toMatch(/^data:image\/png;base64,/);
    // The saved settings come back with the stored picture's name.
    await waitFor(() => expect(logo()).toHaveAttribute('src', '/media/l1-ffeeddccbbaa9988.webp'));
  });

  it('takes the logo off the next documents with Remove logo', async () => {
    const { calls, user } = render();
    await user.click(await screen.findByRole('button', { name: 'Remove logo' }));
    expect(screen.queryByRole('img', { name: 'Logo on the documents' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].logo).toBeNull();
  });
});
