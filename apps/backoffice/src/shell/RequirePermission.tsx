import type { ReactNode } from 'react';
import type { Permission } from '@lale/contracts';
import { FORBIDDEN_MESSAGE } from '../lib/api/client.ts';
import { useCan } from '../lib/permissions.ts';
import { Notice } from '../ui/Notice.tsx';
import { canAny } from './navigation.ts';

/** A screen the role lacks (typed URL, old bookmark) says so instead of failing call by call. */
export function RequirePermission({
  permission,
  children,
}: {
  /** One permission, or several of which any opens the screen. */
  permission: Permission | readonly Permission[];
  children: ReactNode;
}) {
  const can = useCan();
  if (!canAny(can, permission)) return <Notice tone="error">{FORBIDDEN_MESSAGE}</Notice>;
  return children;
}
