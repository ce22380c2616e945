import { AML_PENDING_STATUSES } from '@lale/contracts';
import { useState } from 'react';
import type { AmlCase } from '../../lib/api/types.ts';
import { useCan } from '../../lib/permissions.ts';
import { useSession } from '../../lib/session.ts';
import { Button } from '../../ui/Button.tsx';
import { SelectField } from '../../ui/Field.tsx';
import { ErrorNotice } from '../../ui/Notice.tsx';
import styles from './Aml.module.css';
import { useAmlAssignees, useAssignAmlCase } from './amlApi.ts';

/*
 * Who works a case (issue #26): anyone with aml.edit takes an unassigned case; with aml.approve a case is
 * given to any member who may see AML cases, or to nobody. A decided case keeps its last holder, shown.
 */

const NOBODY = '';

export function AmlAssignment({ found }: { found: AmlCase }) {
  const can = useCan();
  const me = useSession().session?.staff.username;
  const pending = AML_PENDING_STATUSES.includes(found.status);
  const mayGive = pending && can('aml.approve');
  const assignees = useAmlAssignees(mayGive);
  const assign = useAssignAmlCase(String(found.id));
  const current = assignees.data?.find((member) => member.username === found.assignee);
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen ?? (current ? String(current.id) : NOBODY);

  return (
    <div className="stack">
      <p>{found.assignee ? `Assigned to ${found.assignee}.` : 'Nobody has taken this case yet.'}</p>
      {pending && can('aml.edit') && found.assignee === null && (
        <div>
          <Button onClick={() => assign.mutate({ take: true })} disabled={assign.isPending}>
            Take this case
          </Button>
        </div>
      )}
      {mayGive && assignees.data && (
        <form
          className={styles.actions}
          aria-label="Assign the case"
          onSubmit={(event) => {
            event.preventDefault();
            assign.mutate(
              { staffId: selected === NOBODY ? null : Number(selected) },
              { onSuccess: () => setChosen(null) },
            );
          }}
        >
          <SelectField
            label="Assign to"
            value={selected}
            onChange={(event) => setChosen(event.target.value)}
            options={[
              { value: NOBODY, label: 'Nobody' },
              ...assignees.data.map((member) => ({
                value: String(member.id),
                label: member.username === me ? `${member.username} (me)` : member.username,
              })),
            ]}
          />
          <Button type="submit" disabled={assign.isPending}>
            Assign
          </Button>
        </form>
      )}
      {assign.isError && <ErrorNotice error={assign.error} />}
      {assignees.isError && <ErrorNotice error={assignees.error} />}
    </div>
  );
}
