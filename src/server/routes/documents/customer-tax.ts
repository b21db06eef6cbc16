// The customer's own tax details (TRN, legal name, trade licence number, emirate) for invoices.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { customerIdOf } from '../../plugins/auth';
import { loadCustomerTax, saveCustomerTax } from '../../services/invoicing/customer-tax';
import { answer, bodyRoute } from '../admin/admin-schemas';
import { CustomerTaxBody } from './schemas';

const customerTaxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/taxdetails', { preHandler: app.requireCustomer }, async (request) =>
    ({ status: 1, tax: await loadCustomerTax(app.database.db, customerIdOf(request)) }));

  app.post('/taxdetails', { preHandler: app.requireCustomer, ...bodyRoute(CustomerTaxBody) }, async (request, reply) =>
    answer(reply, await saveCustomerTax(app.database.db, customerIdOf(request), request.body)));
};

export default customerTaxRoutes;
