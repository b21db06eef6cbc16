// The request's price view (services/pricing.ts), looked up once per request: the cache hooks
// of the listings need it for their key before the handler needs it for the answer.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type PriceView, priceViewFor } from '../services/pricing';

const views = new WeakMap<FastifyRequest, Promise<PriceView>>();

export function priceViewOf(app: FastifyInstance, request: FastifyRequest): Promise<PriceView> {
  let view = views.get(request);
  if (!view) {
    view = priceViewFor(app.database.db, request.viewer);
    views.set(request, view);
  }
  return view;
}
