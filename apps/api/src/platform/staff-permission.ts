import type { Permission } from '@lale/contracts';

/*
 * Every back-office route (`/api/admin/*`) declares the one permission it needs in its route config:
 * `config: { permission: 'payments.approve' }`. The staff module refuses to start with an admin route
 * that declares none, checks the permission on every call, and lists the route table for the
 * roles × routes test (issue #25).
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
  }
}

export type { Permission };
