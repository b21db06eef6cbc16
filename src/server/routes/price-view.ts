// The request's price view (services/pricing.ts), made once per request: the cache hooks of the
// listings need it for their key before the handler needs it for the answer, and the terms it
// gathers while pricing are kept for the rest of the request.
import type { FastifyRequest } from 'fastify';
import { type PriceView, priceViewFor } from '../services/pricing';

const views = new WeakMap<FastifyRequest, PriceView>();

export function priceViewOf(request: FastifyRequest): PriceView {
  let view = views.get(request);
  if (!view) {
    view = priceViewFor(request.viewer);
    views.set(request, view);
  }
  return view;
}
