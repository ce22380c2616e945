import { STAFF_AREAS } from '@lale/contracts';
import { PATHS } from '../../lib/api/paths.ts';
import type { AuditRow } from '../../lib/api/types.ts';
import { DataList } from '../../ui/list/DataList.tsx';
import { selectFilter } from '../../ui/list/ListFilters.tsx';
import { Page } from '../../ui/Page.tsx';
import { AUDIT_COLUMNS } from './auditColumns.tsx';
import { VerifyChain } from './VerifyChain.tsx';

const AREA_OPTIONS = STAFF_AREAS.map((area) => ({ value: area, label: area }));

/** Every back-office action, newest first; the chain check proves no row was changed or removed. */
export function AuditPage() {
  return (
    <Page title="Audit log" actions={<VerifyChain />}>
      <DataList<AuditRow>
        label="Audit log"
        path={PATHS.audit}
        columns={AUDIT_COLUMNS}
        filters={[
          { name: 'staffId', label: 'Staff ID', type: 'number' },
          { name: 'area', label: 'Area', type: 'select', options: AREA_OPTIONS },
          { name: 'action', label: 'Action', type: 'text' },
          { name: 'targetType', label: 'Target type', type: 'text' },
          { name: 'targetId', label: 'Target ID', type: 'text' },
          selectFilter('outcome', 'Outcome', { ok: 'OK', refused: 'Refused', failed: 'Failed' }),
          { name: 'from', label: 'From', type: 'date' },
          { name: 'to', label: 'To', type: 'date' },
        ]}
      />
    </Page>
  );
}
