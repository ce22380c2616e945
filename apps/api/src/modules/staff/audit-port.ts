import type { Permission, StaffRole } from '@lale/contracts';

/*
 * What the staff module writes to the audit trail (modules/audit): sign-ins and their failures, every
 * back-office write, refused access, and the reads a route marks. The audit module supplies it through
 * the module list; this module never reads the trail.
 */

export type StaffAuditEntry = {
  staff: { staffId: number; username: string; role: StaffRole } | null;
  staffUsername: string;
  ip: string;
  area: string;
  action: string;
  permission: Permission | null;
  outcome: 'ok' | 'refused' | 'failed';
  targetType?: string | null;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
};

export type StaffAudit = { record(entry: StaffAuditEntry): Promise<void> };
