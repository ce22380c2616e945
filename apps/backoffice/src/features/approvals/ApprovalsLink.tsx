import type { ApprovalArea } from '@lale/contracts';
import { Link } from 'react-router';
import { approvalsPath } from './approvalsApi.ts';

/** Beside a "waits for a second approver" message: where the change now waits. */
export function ApprovalsLink({ area }: { area: ApprovalArea }) {
  return <Link to={approvalsPath(area)}>Open Approvals</Link>;
}
