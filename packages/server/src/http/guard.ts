import { MSG } from '@teamline/shared';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { enforcePublishing } from '../policies/billing.js';
import { type Action, authorize, type Member } from '../policies/index.js';
import { currentUser } from './auth.js';
import { loadMembership, type Membership } from './company-scope.js';
import { AppError, invalid } from './errors.js';

/** Where a company-scoped route finds `company_id`; `form` is a multipart form the handler reads. */
export type CompanySource = 'body' | 'query' | 'params' | 'form';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Callable without a token (login, signup, health, the API docs). */
    public?: boolean;
    /** Any signed-in user, outside a company (their own details, invitations, tray). */
    signedIn?: boolean;
    /** A company-scoped route: where `company_id` comes from, and the action it takes. */
    company?: CompanySource;
    action?: Action;
  }
  interface FastifyRequest {
    /** The caller's membership, loaded by the guard on a company-scoped route. */
    membership: Membership | null;
  }
}

/** What a route declares about access; the boot check and the OpenAPI walk read it. */
export function accessOf(config: {
  public?: boolean;
  signedIn?: boolean;
  company?: CompanySource;
  action?: Action;
}) {
  if (config.public) return 'public' as const;
  if (config.company && config.action) return 'company' as const;
  if (config.signedIn) return 'signed-in' as const;
  return null;
}

/**
 * Loads the caller's membership of `companyId` (404 outside it) and checks the route's declared
 * action (403 below its role). The preHandler calls it; a multipart route calls it once it has
 * read `company_id` from its form.
 */
export async function guardCompany(request: FastifyRequest, companyId: unknown): Promise<Membership> {
  const { action } = request.routeOptions.config;
  if (!action) throw new AppError(500, `${request.routeOptions.url} declares no action`);
  const id = typeof companyId === 'string' && /^\d+$/.test(companyId) ? Number(companyId) : companyId;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0)
    throw invalid({ company_id: [MSG.required] });
  const membership = await loadMembership(request.server.deps.db, currentUser(request).id, id);
  authorize(membership.member, action);
  // A company whose plan lapsed may not publish (policies/billing.ts); 402 names its admins.
  await enforcePublishing({
    db: request.server.deps.db,
    settings: request.server.deps.config.billing,
    method: request.method,
    url: request.routeOptions.url ?? '',
    body: request.body,
    company: membership.company,
  });
  request.membership = membership;
  return membership;
}

/** The membership the guard loaded for this request. */
export function membershipOf(request: FastifyRequest): Membership {
  if (!request.membership) throw new AppError(500, `${request.routeOptions.url} has no company guard`);
  return request.membership;
}

export const memberOf = (request: FastifyRequest): Member => membershipOf(request).member;

/**
 * One guard for every company-scoped route: the route's config says where `company_id` is and
 * which action it takes; no route loads the membership itself.
 */
export function registerGuard(app: FastifyInstance): void {
  app.decorateRequest('membership', null);
  // The declaration is written into the OpenAPI document (x-access; public routes need no bearer),
  // where the access test reads it for every route.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const config = route.config ?? {};
    const access = accessOf(config);
    // A route that says nothing about access is a mistake waiting to leak: refuse to start.
    if (access === null)
      throw new Error(
        `${route.method} ${route.url} declares no access: set config.public, config.signedIn, or config.company with config.action`,
      );
    const declared = access === 'company' ? `company:${config.company}:${config.action}` : access;
    const documented: Record<string, unknown> = {
      ...route.schema,
      'x-access': declared,
      ...(access === 'public' ? { security: [] } : {}),
    };
    route.schema = documented;
    // Only company-scoped routes carry the guard: the others pay no hook at all.
    const company = config.company;
    if (access === 'company' && company !== 'form') {
      const guard: preHandlerAsyncHookHandler = async (request) => {
        const source =
          company === 'body' ? request.body : company === 'query' ? request.query : request.params;
        await guardCompany(request, (source as { company_id?: unknown } | undefined)?.company_id);
      };
      const own = route.preHandler ? [route.preHandler].flat() : [];
      route.preHandler = [guard, ...own];
    }
  });
}
