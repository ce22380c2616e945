import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import type { StaffRole } from '@lale/contracts';
import { api } from '../../lib/api/client.ts';
import { PATHS } from '../../lib/api/paths.ts';
import type { StaffRow } from '../../lib/api/types.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { DataList, listQueryKey, type Columns } from '../../ui/list/DataList.tsx';
import { withActions } from '../../ui/list/withActions.tsx';
import { ErrorNotice } from '../../ui/Notice.tsx';
import { Page } from '../../ui/Page.tsx';
import { InviteStaffDialog, ROLE_OPTIONS } from './InviteStaffDialog.tsx';
import { CHANGE_LABELS, StaffRowActions, type StaffChange } from './StaffRowActions.tsx';

const column = createColumnHelper<StaffRow>();

const BASE_COLUMNS: Columns<StaffRow> = [
  column.accessor('username', { header: 'Username' }),
  column.accessor('displayName', { header: 'Name' }),
  column.accessor('email', { header: 'E-mail' }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <Badge tone={info.getValue() === 'active' ? 'ok' : 'danger'}>{info.getValue()}</Badge>,
  }),
  column.accessor('totpEnrolled', {
    header: '2FA',
    cell: (info) => (info.getValue() ? 'Enrolled' : 'Not yet'),
  }),
  column.accessor('lastSignInAt', {
    header: 'Last sign-in',
    cell: (info) => formatDateTime(info.getValue()),
  }),
];

const CONFIRM_TEXT = {
  reset2fa: (row: StaffRow) => `${row.displayName} will enrol a new authenticator at their next sign-in.`,
  disable: (row: StaffRow) => `${row.displayName} will no longer be able to sign in; their sessions end.`,
  enable: (row: StaffRow) => `${row.displayName} will be able to sign in again.`,
};

/** The operator's staff: invite, change a role, reset a lost authenticator, disable. */
export function StaffPage() {
  const can = useCan();
  const queryClient = useQueryClient();
  const [inviting, setInviting] = useState(false);
  const [change, setChange] = useState<StaffChange | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: listQueryKey(PATHS.staff) });
  const roleChange = useMutation({
    mutationFn: ({ row, role }: { row: StaffRow; role: StaffRole }) =>
      api.put<StaffRow>(PATHS.staffMember(row.id), { role }),
    onSuccess: refresh,
  });
  const columns = withActions<StaffRow>(
    [
      ...BASE_COLUMNS.slice(0, 3),
      column.accessor('role', {
        header: 'Role',
        cell: ({ row }) =>
          can('staff.edit') ? (
            <select
              aria-label={`Role of ${row.original.username}`}
              value={row.original.role}
              onChange={(event) =>
                roleChange.mutate({ row: row.original, role: event.target.value as StaffRole })
              }
            >
              {ROLE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            row.original.role
          ),
      }),
      ...BASE_COLUMNS.slice(3),
    ],
    can('staff.edit') && ((row) => <StaffRowActions row={row} onChange={setChange} />),
  );
  return (
    <Page
      title="Staff"
      actions={
        can('staff.edit') && (
          <Button variant="primary" onClick={() => setInviting(true)}>
            Invite
          </Button>
        )
      }
    >
      {roleChange.isError && <ErrorNotice error={roleChange.error} />}
      <DataList label="Staff" path={PATHS.staff} columns={columns} exportable={false} />
      {inviting && <InviteStaffDialog onDone={() => void refresh()} onClose={() => setInviting(false)} />}
      {change && (
        <ConfirmDialog
          title={`${CHANGE_LABELS[change.kind]}: ${change.row.username}`}
          message={CONFIRM_TEXT[change.kind](change.row)}
          confirmLabel={CHANGE_LABELS[change.kind]}
          onConfirm={() =>
            change.kind === 'reset2fa'
              ? api.post<StaffRow>(PATHS.staffReset2fa(change.row.id))
              : api.put<StaffRow>(PATHS.staffMember(change.row.id), {
                  status: change.kind === 'disable' ? 'disabled' : 'active',
                })
          }
          onDone={() => {
            setChange(null);
            void refresh();
          }}
          onClose={() => setChange(null)}
        />
      )}
    </Page>
  );
}
