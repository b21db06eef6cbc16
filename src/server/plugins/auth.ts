// Who is asking: every request with a Bearer token is checked once, here, against the
// signature, the expiry, its session row (still open?) and the account's state, the last two
// through this instance's SessionCache. Routes then read `request.viewer` (prices depend on it)
// or guard themselves with requireCustomer/requireStaff.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SessionCache, VIEWER_CHANNEL } from '../services/auth/session-cache';
import { SESSION_ENDED, openCustomerSession, openStaffSession } from '../services/auth/sessions';
import { verifyToken } from '../services/auth/tokens';
import { sendError } from './errors';
import { listenWhileOpen } from './listen-while-open';

export type Viewer =
  | { kind: 'guest' }
  /** priceListId: the customer's active price list when the request came in (null: none). */
  | { kind: 'customer'; customerId: number; sessionId: string; priceListId: number | null }
  | { kind: 'staff'; staffId: number; sessionId: string };

/** Why a presented token was not accepted; routes that need one answer 401 with it. */
export type TokenProblem = 'invalid' | null;

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer;
    tokenProblem: TokenProblem;
  }
  interface FastifyContextConfig {
    /**
     * The route may end sessions (logout, password change, rejection...): its answer waits
     * until this instance has heard of the ending, so the next request here is refused.
     */
    endsSessions?: boolean;
  }
  interface FastifyInstance {
    sessionCache: SessionCache;
    /** Waits until this instance has heard every session change committed so far. */
    sessionsHeard: () => Promise<void>;
    requireCustomer: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  }
}

export const AUTH_MESSAGES = {
  loginRequired: 'Please log in to continue.',
  sessionEnded: SESSION_ENDED,
  customersOnly: 'This is available to customer accounts only.',
  staffOnly: 'This is available to shop staff only.',
} as const;

const GUEST: Viewer = { kind: 'guest' };

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

async function resolveViewer(app: FastifyInstance, token: string): Promise<Viewer | null> {
  const verified = await verifyToken(app.config.jwtSecret, token);
  if (!verified) return null;
  const { db } = app.database;
  const { id, sessionId, role } = verified;
  // A logged-out session, or a rejected account, holds no valid token.
  const open = role === 'customer' ? openCustomerSession : openStaffSession;
  const session = await app.sessionCache.read(role, id, sessionId, () => open(db, id, sessionId));
  if (!session) return null;
  return role === 'customer' ? { kind: 'customer', customerId: id, sessionId, priceListId: session.priceListId } : { kind: 'staff', staffId: id, sessionId };
}

async function authPlugin(app: FastifyInstance): Promise<void> {
  const cache = new SessionCache();
  app.decorate('sessionCache', cache);
  const notify = listenWhileOpen(app, VIEWER_CHANNEL, cache);
  app.decorate('sessionsHeard', () => cache.settle(notify));
  app.addHook('onSend', async (request, reply) => {
    // An answer of 400 or more ended nothing (and an outage's 503 must not wait longer).
    if (request.routeOptions.config?.endsSessions && reply.statusCode < 400) await app.sessionsHeard();
  });

  app.decorateRequest('viewer', null as never);
  app.decorateRequest('tokenProblem', null);

  app.addHook('onRequest', async (request) => {
    request.viewer = GUEST;
    request.tokenProblem = null;
    const token = bearerToken(request);
    if (!token) return;
    const viewer = await resolveViewer(app, token);
    // On public routes a stale token just browses as a guest; guarded routes answer 401.
    if (viewer) request.viewer = viewer;
    else request.tokenProblem = 'invalid';
  });

  // A refusal returns the reply: an async hook that answered must, or the route's handler runs
  // as well whenever sending takes longer than the hook (an onSend hook that waits).
  app.decorate('requireCustomer', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.viewer.kind === 'customer') return undefined;
    if (request.viewer.kind === 'staff') return sendError(reply, 403, AUTH_MESSAGES.customersOnly);
    return sendError(reply, 401, request.tokenProblem ? AUTH_MESSAGES.sessionEnded : AUTH_MESSAGES.loginRequired);
  });

  app.decorate('requireStaff', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.viewer.kind === 'staff') return undefined;
    if (request.viewer.kind === 'customer') return sendError(reply, 403, AUTH_MESSAGES.staffOnly);
    return sendError(reply, 401, request.tokenProblem ? AUTH_MESSAGES.sessionEnded : AUTH_MESSAGES.loginRequired);
  });
}

/** The customer id of a request that passed requireCustomer. */
export function customerIdOf(request: FastifyRequest): number {
  if (request.viewer.kind !== 'customer') throw new Error('customerIdOf used on a route without requireCustomer');
  return request.viewer.customerId;
}

/** The session of a request that passed requireCustomer or requireStaff. */
export function sessionIdOf(request: FastifyRequest): string {
  if (request.viewer.kind === 'guest') throw new Error('sessionIdOf used on a route without a guard');
  return request.viewer.sessionId;
}

/** The staff id of a request that passed requireStaff. */
export function staffIdOf(request: FastifyRequest): number {
  if (request.viewer.kind !== 'staff') throw new Error('staffIdOf used on a route without requireStaff');
  return request.viewer.staffId;
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database'] });
