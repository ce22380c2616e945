import { Navigate } from 'react-router';
import { FORBIDDEN_MESSAGE } from '../lib/api/client.ts';
import { useCan } from '../lib/permissions.ts';
import { Notice } from '../ui/Notice.tsx';
import { allowedNavItems } from './navigation.ts';

/** /backoffice/ opens the first screen the role may see (the dashboard for most). */
export function HomeRedirect() {
  const first = allowedNavItems(useCan())[0];
  return first ? <Navigate to={first.path} replace /> : <Notice tone="error">{FORBIDDEN_MESSAGE}</Notice>;
}
