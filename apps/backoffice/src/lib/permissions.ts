import type { Permission } from '@lale/contracts';
import { hasPermission, useSession } from './session.ts';

/** Whether the signed-in member's role grants `permission` (only to hide what they cannot use). */
export function useCan(): (permission: Permission) => boolean {
  const { session } = useSession();
  return (permission) => hasPermission(session, permission);
}
