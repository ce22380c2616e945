export { staffModule, type StaffModule } from './module.ts';
export { staffConfigSlice, type StaffConfig } from './config.ts';
export { staffMessages, staffOutcomes, type StaffOutcome } from './outcomes.ts';
export { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './demo-credentials.ts';
export { type AdminRoute } from './guard.ts';
export { type StaffAudit, type StaffAuditEntry } from './audit-port.ts';
// The members' service for the staff:create command (src/staff-create.ts), built without the app.
export { staffMembersOutsideApp } from './members-outside-app.ts';
