import {
  accountApprovedMail, accountRejectedMail, confirmationCodeMail, emailChangedMail, passwordChangedMail, resetLinkMail,
} from '../../../src/server/services/mail/templates';
import { APPROVAL_INVOICE_LINE, orderApprovedMail, orderCancelledMail, sayInvoice } from '../../../src/server/services/mail/order-templates';
import { renderMail } from '../../../src/server/services/mail/layout';
import type { MailMessage } from '../../../src/server/services/mail/templates';
import type { ShopIdentity } from '../../../src/shared/shop-identity';

/** A mail as queueMail renders it, signed as `identity` names the shop (null: no legal details saved). */
const rendered = (mail: MailMessage, identity: ShopIdentity | null = null) => ({ ...mail, ...renderMail(mail.content, identity) });

const petora: ShopIdentity = {
  legalName: 'Petora Trading L.L.C.', legalNameAr: 'بيتورا للتجارة ش.ذ.م.م', address: 'Warehouse 12, Street 18, Al Quoz Industrial Area 3, P.O. Box 123456',
  city: 'Dubai', emirate: 'DXB', trn: '100123456700003', licenceNumber: '1234567', licenceAuthority: 'Dubai Department of Economy and Tourism',
};

describe('mail templates', () => {
  const all = [
    confirmationCodeMail('a@example.ae', 'Layla', '042917', 15),
    resetLinkMail('a@example.ae', 'Layla', 'https://shop.petora.ae/reset/abc_DEF-123', 'abc_DEF-123', 60),
    passwordChangedMail('a@example.ae', 'Layla'),
    accountApprovedMail('a@example.ae', 'Layla', 'https://shop.petora.ae/login'),
    accountRejectedMail('a@example.ae', 'Layla', 'Licence expired'),
    emailChangedMail('a@example.ae', 'Layla', 'b@example.ae'),
  ].map((mail) => rendered(mail));

  it('gives every mail a subject with the shop name, plain text with the signature and a simple HTML page', () => {
    for (const mail of all) {
      expect(mail.to).toBe('a@example.ae');
      expect(mail.subject).toMatch(/^Petora: /);
      expect(mail.text).toMatch(/^Hello Layla,\n/);
      // Signed when queued, as the legal settings say then; with none saved, the trading name only.
      expect(mail.text.endsWith('\n\n--\nPetora\n+971 4 338 7210 | sales@petora.ae\n')).toBe(true);
      expect(mail.html).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
      expect(mail.html).toContain('>Petora</h1>');
      expect(mail.html).not.toMatch(/<script|javascript:/i);
    }
  });

  it('puts the code, the link and the reason where the reader finds them', () => {
    const [code, reset, , approved, rejected] = all;
    expect(code.subject).toBe('Petora: your confirmation code 042917');
    expect(code.text).toContain('    042917\n');
    expect(code.text).toContain('valid for 15 minutes');
    expect(reset.text).toContain('Choose a new password: https://shop.petora.ae/reset/abc_DEF-123\n');
    expect(reset.html).toContain('href="https://shop.petora.ae/reset/abc_DEF-123"');
    expect(reset.text).toContain('works once and for 60 minutes');
    expect(reset.secrets).toEqual(['abc_DEF-123']);
    expect(approved.html).toContain('href="https://shop.petora.ae/login"');
    expect(rejected.text).toContain('Reason: Licence expired');
    expect(rendered(accountRejectedMail('a@example.ae', 'Layla', null)).text).not.toContain('Reason');
  });

  it('escapes what customers typed in the HTML part and leaves the text part as typed', () => {
    const mail = rendered(accountRejectedMail('a@example.ae', '<img src=x onerror=alert(1)>', 'Bad "quote" & <b>tag</b>'));
    expect(mail.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail.html).toContain('Reason: Bad &quot;quote&quot; &amp; &lt;b&gt;tag&lt;/b&gt;');
    expect(mail.html).not.toContain('<img');
    expect(mail.text).toContain('Hello <img src=x onerror=alert(1)>,');
  });

  it('says an order\'s total is before VAT, as the tax invoice that goes with it adds the VAT', () => {
    const order = { orderId: 12, total: 1000, address: 'Warehouse 4, Al Quoz' };
    expect(rendered(orderApprovedMail('a@example.ae', 'Layla', order, 'https://shop.petora.ae/dashboard/orders', 'INV-2026-000012')).text)
      .toContain('Your order 12 (AED 1,000.00 excl. VAT) has been approved');
    expect(rendered(orderCancelledMail('a@example.ae', 'Layla', order, 'Out of stock', 'https://shop.petora.ae/dashboard/orders')).text)
      .toContain('your order 12 (AED 1,000.00 excl. VAT) was cancelled');
  });

  it('has the approval mail say its invoice\'s PDF follows, in both parts, until the PDF is attached to it', () => {
    const order = { orderId: 12, total: 1000, address: 'Warehouse 4, Al Quoz' };
    const queued = rendered(orderApprovedMail('a@example.ae', 'Layla', order, 'https://shop.petora.ae/dashboard/orders', 'INV-2026-000012'));
    const follows = 'Your tax invoice INV-2026-000012 is in your order history, with its e-invoice; we will email you its PDF separately as soon as it is ready.';
    expect(APPROVAL_INVOICE_LINE.follows('INV-2026-000012')).toBe(follows);
    expect(queued.text).toContain(`\n${follows}\n`);
    expect(queued.html).toContain(`>${follows}</p>`);
    for (const part of [queued.text, queued.html]) expect(part).not.toMatch(/attach/i);

    const attached = sayInvoice(queued, 'INV-2026-000012', 'attached');
    const line = 'Your tax invoice INV-2026-000012 is attached as a PDF; it is also in your order history, with its e-invoice.';
    expect(attached.text).toBe(queued.text.replace(follows, line));
    expect(attached.html).toBe(queued.html.replace(follows, line));
    expect(attached.html).toContain(`>${line}</p>`);

    // Rendering gave up: it leaves promising no mail; a PDF made again later still says attached.
    const delayed = sayInvoice(queued, 'INV-2026-000012', 'delayed');
    const later = 'Your tax invoice INV-2026-000012 is in your order history, with its e-invoice; its PDF will be there as soon as it is ready.';
    expect(delayed.text).toBe(queued.text.replace(follows, later));
    expect(delayed.html).toContain(`>${later}</p>`);
    expect(sayInvoice(delayed, 'INV-2026-000012', 'attached')).toEqual(attached);
  });

  it('changes nothing in a mail that does not say the PDF follows', () => {
    const old = { text: 'Your tax invoice INV-1 is attached as a PDF.', html: '<p>Your tax invoice INV-1 is attached as a PDF.</p>' };
    expect(sayInvoice(old, 'INV-1', 'attached')).toEqual(old);
    // Another invoice's line is not this one's.
    const other = rendered(orderApprovedMail('a@example.ae', 'Layla', { orderId: 3, total: 5, address: 'Dubai' }, 'https://shop.petora.ae/dashboard/orders', 'INV-2026-000003'));
    expect(sayInvoice(other, 'INV-2026-000030', 'attached')).toEqual({ text: other.text, html: other.html });
  });

  it('signs a mail as the shop\'s legal settings name it when it is queued', () => {
    const mail = accountRejectedMail('a@example.ae', 'Layla', 'Reason with\n--\na dash line & <tags>');
    const unsigned = rendered(mail);
    const signed = rendered(mail, petora);
    const lines = ['Petora (Petora Trading L.L.C.)', 'Warehouse 12, Street 18, Al Quoz Industrial Area 3, P.O. Box 123456, Dubai, UAE', '+971 4 338 7210 | sales@petora.ae'];
    expect(signed.text).toBe(unsigned.text.replace('\n--\nPetora\n+971 4 338 7210 | sales@petora.ae\n', `\n--\n${lines.join('\n')}\n`));
    expect(signed.html).toContain(`>${lines.join('<br>')}</p>\n</div></body></html>`);
    expect(signed.to).toBe(mail.to);
    // What the reason said before the signature stays as it was.
    expect(signed.text).toContain('Reason: Reason with\n--\na dash line & <tags>');
    const moved = rendered(mail, { ...petora, legalName: 'Petora Pet Supplies L.L.C.', address: 'Unit 9,\nAl Saja\'a', city: 'Sharjah', emirate: 'SHJ' });
    expect(moved.text.endsWith('\n--\nPetora (Petora Pet Supplies L.L.C.)\nUnit 9, Al Saja\'a, Sharjah, UAE\n+971 4 338 7210 | sales@petora.ae\n')).toBe(true);
    expect(moved.html).toContain('>Petora (Petora Pet Supplies L.L.C.)<br>Unit 9, Al Saja&#39;a, Sharjah, UAE<br>');
    expect(moved.html).not.toContain('Al Quoz');
  });
});
