// A customer whose trade licence has expired sees why in the cart, with the way out, and
// cannot register the invoice; the server refuses the order with the same words.
import type { ProductList } from '../../src/shared/api-types';
import { apiCall, approvedCompany, customerToken, staffLogin } from '../support/e2e-accounts';
import { DESKTOP, logInThroughForm, newPage, useBrowser } from '../support/browser';
import { getJson } from '../support/e2e-server';

jest.setTimeout(180_000);

const browser = useBrowser();
const EXPIRED = 'Your trade licence expired on 12 March 2026. Upload the renewed licence to order.';

describe('ordering with an expired trade licence', () => {
  it('shows the reason in the cart, keeps Register Invoice disabled, and the server refuses the order', async () => {
    const company = await approvedCompany('expired-licence');
    const staff = await staffLogin();
    const { data: list } = await apiCall<{ customers: Array<{ id: number; email: string }> }>(
      'GET', `/api/admin/customers?q=${encodeURIComponent(company.email)}`, undefined, staff,
    );
    const id = list.customers.find((c) => c.email.toLowerCase() === company.email.toLowerCase())!.id;
    const corrected = await apiCall<{ status: number }>('POST', `/api/admin/customers/${id}/tradedocuments`, {
      licenceNumber: 'DED-778812', licenceExpiry: '2026-03-12', verify: true,
    }, staff);
    expect(corrected.data.status).toBe(1);

    const token = await customerToken(company);
    const { products } = await getJson<ProductList>('/api/product/productlist?p=1');
    const variant = products.flatMap((p) => p.product_attributes).find((v) => v.stock > 2 && v.price > 0)!;
    await apiCall('POST', '/api/cart/addtocart', { aid: variant.id, count: 1 }, token);
    await apiCall('POST', '/api/customer/addaddress', { addressName: 'Shop', address: 'Shop 7, Al Nahda', emirate: 'DXB' }, token);

    const { page, errors } = await newPage(browser.context, { viewport: DESKTOP });
    await logInThroughForm(page, company, { home: true });
    await page.goto('/cart');
    const notice = page.getByTestId('licence-notice');
    await notice.getByText(EXPIRED, { exact: true }).waitFor();
    await expect(notice.getByRole('link', { name: 'Upload the renewed licence in your profile' }).getAttribute('href')).resolves.toBe('/dashboard/profile');
    const register = page.getByRole('button', { name: 'Register Invoice' });
    expect(await register.isDisabled()).toBe(true);
    expect(await register.getAttribute('aria-describedby')).toBe(await notice.getAttribute('id'));

    const refused = await apiCall<{ status: number; message: string }>('POST', '/api/order/add', { address: 'Shop 7, Al Nahda' }, token);
    expect(refused.data).toEqual({ status: 0, message: EXPIRED });
    expect(errors).toEqual([]);
    await page.close();
  });
});
