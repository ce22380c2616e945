import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { STAFF_ROLES, type StaffRole } from '@lale/contracts';
import { api } from '../../lib/api/client.ts';
import { PATHS } from '../../lib/api/paths.ts';
import type { StaffInvite } from '../../lib/api/types.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog, DialogActions, FormDialogFooter } from '../../ui/Dialog.tsx';
import { SelectField, TextField } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';

type InviteForm = { username: string; displayName: string; email: string; role: StaffRole };

export const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: role }));

/**
 * Invite a member with a role. The answer carries a temporary password, shown here once: the new
 * member signs in with it and enrols their authenticator.
 */
export function InviteStaffDialog({ onDone, onClose }: { onDone: () => void; onClose: () => void }) {
  const form = useForm<InviteForm>({
    defaultValues: { username: '', displayName: '', email: '', role: 'support' },
  });
  const invite = useMutation({
    mutationFn: (values: InviteForm) => api.post<StaffInvite>(PATHS.staff, values),
    onSuccess: onDone,
  });
  const { errors } = form.formState;
  const required = { validate: (value: string) => value.trim().length > 0 || 'This field is required.' };
  if (invite.data) {
    return (
      <Dialog title={`${invite.data.staff.displayName} is invited`} onClose={onClose}>
        <Notice tone="warn">
          Temporary password (shown once): <code>{invite.data.temporaryPassword}</code>
        </Notice>
        <p>
          Give it to {invite.data.staff.username} by a safe channel. They set up two-step sign-in at first
          sign-in.
        </p>
        <DialogActions>
          <Button variant="primary" onClick={onClose}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <Dialog title="Invite a staff member" onClose={onClose}>
      <form noValidate className="stack" onSubmit={form.handleSubmit((values) => invite.mutate(values))}>
        <TextField
          label="Username"
          autoComplete="off"
          error={errors.username?.message}
          {...form.register('username', required)}
        />
        <TextField
          label="Display name"
          error={errors.displayName?.message}
          {...form.register('displayName', required)}
        />
        <TextField
          label="E-mail"
          type="email"
          error={errors.email?.message}
          {...form.register('email', required)}
        />
        <SelectField label="Role" options={ROLE_OPTIONS} {...form.register('role')} />
        <FormDialogFooter
          submitLabel="Invite"
          onCancel={onClose}
          pending={invite.isPending}
          error={invite.error}
        />
      </form>
    </Dialog>
  );
}
