import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api/client.ts';
import { PATHS } from '../../lib/api/paths.ts';
import type { ChainCheck } from '../../lib/api/types.ts';
import { formatCount } from '../../lib/format.ts';
import { Button } from '../../ui/Button.tsx';
import { ErrorNotice, Notice } from '../../ui/Notice.tsx';
import styles from './VerifyChain.module.css';

/** Re-computes the audit rows' hash chain on the server: OK, or the first row that breaks it. */
export function VerifyChain() {
  const verify = useMutation({ mutationFn: () => api.post<ChainCheck>(PATHS.auditVerify) });
  const result = verify.data;
  return (
    <div className={`stack ${styles.verify}`}>
      <Button onClick={() => verify.mutate()} disabled={verify.isPending}>
        {verify.isPending ? 'Verifying…' : 'Verify chain'}
      </Button>
      {verify.isError && <ErrorNotice error={verify.error} />}
      {result?.ok && <Notice tone="ok">Chain OK: {formatCount(result.checked)} rows checked.</Notice>}
      {result && !result.ok && (
        <Notice tone="error">
          Chain broken at row #{result.firstBroken?.seq} (id {result.firstBroken?.id}):{' '}
          {result.firstBroken?.reason}
        </Notice>
      )}
    </div>
  );
}
