// Accounts for e2e tests, made through the shop's own API as a staff member would: register,
// read the mailed code from the back-office outbox, confirm, approve. Browser steps stay in the
// tests; these only prepare what a test is not about.
import { randomBytes } from 'node:crypto';
import type { OutboxMail } from '../../src/shared/admin-types';
import { e2eBaseUrl } from './e2e-server';
import { decodeQuotedPrintable, mailsIn, subjectOf } from './smtp-capture';

/** A 1x1 PNG, enough for a licence document the server checks by its bytes. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function call<T>(method: string, pathname: string, body?: unknown, token?: string): Promise<{ status: number; data: T }> {
  const res = await fetch(`${e2eBaseUrl()}${pathname}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, data: (text ? JSON.parse(text) : null) as T };
}

let staffToken: string | null = null;

/** The token of the staff account the e2e server was started with. */
export async function staffLogin(): Promise<string> {
  if (staffToken) return staffToken;
  const { data } = await call<{ token?: string }>('POST', '/api/admin/login', {
    email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD,
  });
  if (!data.token) throw new Error('the e2e staff account could not log in');
  staffToken = data.token;
  return staffToken;
}

/** The newest mail to an address whose subject matches, from the back-office outbox. */
export async function latestMail(to: string, subject: RegExp): Promise<OutboxMail> {
  const token = await staffLogin();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const { data } = await call<{ mails: OutboxMail[] }>('GET', '/api/admin/outbox?p=1', undefined, token);
    const mail = data.mails.find((m) => m.to.toLowerCase() === to.toLowerCase() && subject.test(m.subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

/** The newest mail an address received over SMTP whose subject matches, its body decoded. */
export async function deliveredMail(to: string, subject: RegExp): Promise<{ subject: string; body: string }> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: the e2e global setup starts the mailbox');
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const mail = mailsIn(dir).reverse()
      .find((m) => m.to.some((address) => address.toLowerCase() === to.toLowerCase()) && subject.test(subjectOf(m)));
    if (mail) return { subject: subjectOf(mail), body: decodeQuotedPrintable(mail.raw) };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail delivered to ${to} matching ${subject}`);
}

export async function confirmationCode(email: string): Promise<string> {
  const mail = await latestMail(email, /confirmation code/i);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`the confirmation mail to ${email} carries no 6-digit code`);
  return code;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@e2e.petora.test`;
}

export interface Company { name: string; companyName: string; email: string; password: string }

export function newCompany(prefix: string): Company {
  return { name: 'Omar Al Mansoori', companyName: `Falcon Pet Supplies ${prefix}`, email: uniqueEmail(prefix), password: 'Sunrise-Kibble-42' };
}

/** Registers through the API with a licence document. */
export async function registerCompany(company: Company): Promise<void> {
  const { data } = await call<{ status: number }>('POST', '/api/customer/register', {
    name: company.name, companyName: company.companyName, country: 225, mobile: '+971501112233',
    email: company.email, password: company.password,
    lisence: `data:image/png;base64,${TINY_PNG.toString('base64')}`, otrn: '',
  });
  if (data.status !== 1) throw new Error(`registration of ${company.email} answered status ${data.status}`);
}

export async function confirmCompany(email: string): Promise<void> {
  const { data } = await call<{ status: number }>('POST', '/api/customer/confirm', { email, code: await confirmationCode(email) });
  if (data.status !== 1) throw new Error(`confirmation of ${email} answered status ${data.status}`);
}

/** Staff approval of the pending account with this email. */
export async function approveCompany(email: string): Promise<void> {
  const token = await staffLogin();
  const { data } = await call<{ customers: Array<{ id: number; email: string }> }>(
    'GET', `/api/admin/customers?state=pending&q=${encodeURIComponent(email)}`, undefined, token,
  );
  const customer = data.customers.find((c) => c.email.toLowerCase() === email.toLowerCase());
  if (!customer) throw new Error(`${email} is not waiting for approval`);
  const approved = await call<{ status: number }>('POST', `/api/admin/customers/${customer.id}/approve`, {}, token);
  if (approved.data.status !== 1) throw new Error(`approval of ${email} answered status ${approved.data.status}`);
}

/** A company that can log in: registered, confirmed and approved. */
export async function approvedCompany(prefix: string): Promise<Company> {
  const company = newCompany(prefix);
  await registerCompany(company);
  await confirmCompany(company.email);
  await approveCompany(company.email);
  return company;
}

/** A customer token straight from the API, for reading what the server holds. */
export async function customerToken(company: Pick<Company, 'email' | 'password'>): Promise<string> {
  const { data } = await call<{ token?: string }>('POST', '/api/customer/login', { username: company.email, password: company.password });
  if (!data.token) throw new Error(`${company.email} could not log in through the API`);
  return data.token;
}

export { call as apiCall };
