import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TEXT_LIMITS } from '../../../shared/constants';
import { customerIdOf } from '../../plugins/auth';
import { sendError, sendNotFound } from '../../plugins/errors';
import { addAddress, findAddress, listAddresses } from '../../services/addresses';

const AddressSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  postal_code: Type.Union([Type.String(), Type.Null()]),
  emirate: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  main_address: Type.Integer(),
});

const AddressListReply = Type.Object({
  status: Type.Integer(),
  message: Type.Optional(Type.String()),
  addresses: Type.Optional(Type.Array(AddressSchema)),
});

const addressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/addresslist', {
    preHandler: app.requireCustomer,
    schema: { response: { 200: AddressListReply } },
  }, async (request) => ({ status: 1, addresses: await listAddresses(app.database.db, customerIdOf(request)) }));

  app.post('/addaddress', {
    preHandler: app.requireCustomer,
    schema: {
      body: Type.Object({
        addressName: Type.String({ maxLength: TEXT_LIMITS.addressName }),
        address: Type.String({ maxLength: TEXT_LIMITS.address }),
        postalCode: Type.Optional(Type.Union([Type.String({ maxLength: TEXT_LIMITS.postalCode }), Type.Null()])),
        emirate: Type.Optional(Type.Union([Type.String({ maxLength: 3 }), Type.Null()])),
      }, { additionalProperties: false }),
      response: { 200: AddressListReply },
    },
  }, async (request, reply) => {
    const outcome = await addAddress(app.database.db, customerIdOf(request), request.body);
    // A blank name or address is malformed input (the storefront never sends it): 400.
    if (outcome.status === 'invalid') return sendError(reply, 400, outcome.message);
    return outcome;
  });

  // One address by id, for a client that wants to re-read a selection. Another customer's
  // address answers exactly like an unknown one.
  app.get('/address/:addressId', {
    preHandler: app.requireCustomer,
    schema: {
      params: Type.Object({ addressId: Type.Integer() }),
      response: { 200: Type.Object({ status: Type.Integer(), address: AddressSchema }) },
    },
  }, async (request, reply) => {
    const address = await findAddress(app.database.db, customerIdOf(request), request.params.addressId);
    if (!address) return sendNotFound(reply);
    return { status: 1, address };
  });
};

export default addressRoutes;
