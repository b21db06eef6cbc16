// The bilingual captions of a tax document: English first, Arabic second.

export const LABELS = {
  invoiceTitle: ['Tax Invoice', 'فاتورة ضريبية'],
  creditTitle: ['Tax Credit Note', 'إشعار دائن ضريبي'],
  supplier: ['Supplier', 'المورد'],
  recipient: ['Recipient', 'المستلم'],
  trn: ['TRN', 'رقم التسجيل الضريبي'],
  unregistered: ['Recipient not registered for VAT', 'المستلم غير مسجل لضريبة القيمة المضافة'],
  licence: ['Trade licence', 'الرخصة التجارية'],
  invoiceNumber: ['Number', 'رقم الفاتورة'],
  creditNumber: ['Number', 'رقم الإشعار الدائن'],
  issueDate: ['Date of issue', 'تاريخ الإصدار'],
  supplyDate: ['Date of supply', 'تاريخ التوريد'],
  order: ['Order', 'الطلب'],
  reference: ['Credit for invoice', 'إشعار دائن للفاتورة'],
  reason: ['Reason', 'السبب'],
  description: ['Description', 'الوصف'],
  quantity: ['Qty', 'الكمية'],
  unitPrice: ['Unit price', 'سعر الوحدة'],
  discount: ['Discount', 'الخصم'],
  taxable: ['Taxable amount', 'المبلغ الخاضع للضريبة'],
  rate: ['VAT rate', 'نسبة الضريبة'],
  vat: ['VAT amount', 'مبلغ الضريبة'],
  lineTotal: ['Total', 'الإجمالي'],
  net: ['Total excluding VAT', 'الإجمالي باستثناء الضريبة'],
  vatTotal: ['Total VAT', 'إجمالي ضريبة القيمة المضافة'],
  gross: ['Total including VAT', 'الإجمالي شامل الضريبة'],
  currency: ['All amounts in AED', 'جميع المبالغ بالدرهم الإماراتي'],
  zeroRated: ['Zero rated', 'خاضع لنسبة الصفر'],
  exempt: ['Exempt', 'معفى'],
} as const;

export type LabelKey = keyof typeof LABELS;
