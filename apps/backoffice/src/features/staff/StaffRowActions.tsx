import type { StaffRow } from '../../lib/api/types.ts';
import { Button } from '../../ui/Button.tsx';

export type StaffChange = { kind: 'reset2fa' | 'disable' | 'enable'; row: StaffRow };

export const CHANGE_LABELS: Record<StaffChange['kind'], string> = {
  reset2fa: 'Reset 2FA',
  disable: 'Disable',
  enable: 'Enable',
};

/** A member's row buttons; each opens a confirmation (StaffPage) before anything changes. */
export function StaffRowActions({
  row,
  onChange,
}: {
  row: StaffRow;
  onChange: (change: StaffChange) => void;
}) {
  return (
    <span className="stack">
      <Button small onClick={() => onChange({ kind: 'reset2fa', row })}>
        {CHANGE_LABELS.reset2fa}
      </Button>
      {row.status === 'active' ? (
        <Button small variant="danger" onClick={() => onChange({ kind: 'disable', row })}>
          Disable
        </Button>
      ) : (
        <Button small onClick={() => onChange({ kind: 'enable', row })}>
          Enable
        </Button>
      )}
    </span>
  );
}
