import { AML_DECISIONS, AML_PENDING_STATUSES, type AmlDecision } from '@lale/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { apiUrl } from '../../lib/api/client.ts';
import { PATHS } from '../../lib/api/paths.ts';
import type { AmlCase } from '../../lib/api/types.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { Button, buttonClass } from '../../ui/Button.tsx';
import { ErrorNotice } from '../../ui/Notice.tsx';
import { Facts, Page, Panel } from '../../ui/Page.tsx';
import { ReasonDialog } from '../../ui/ReasonDialog.tsx';
import styles from './Aml.module.css';
import { AmlAssignment } from './AmlAssignment.tsx';
import { AmlNotes } from './AmlNotes.tsx';
import {
  DECISION_LABELS,
  EVIDENCE_LABELS,
  EVIDENCE_VALUE_LABELS,
  RULE_NAMES,
  AmlStatusBadge,
} from './amlLabels.tsx';
import { PlayerScreening } from './PlayerScreening.tsx';
import { REASON_MAX, REASON_MIN, useAmlCase, useDecideAmlCase } from './amlApi.ts';

/*
 * One AML case (issue #26): what the rule saw, the player, the notes and (with aml.approve, while the
 * case awaits a decision) the decisions, each with a written reason that lands in the audit trail.
 */

const DECISION_INTRO: Record<AmlDecision, string> = {
  clear: 'The activity is explained; the case is closed as cleared.',
  request_documents: 'The case waits for the player to send documents (e.g. source of funds).',
  restrict: 'The player is restricted until lifted: every session and open game ends at once.',
  close: 'The case is closed without a finding.',
  report: 'The case is reported to the authority and appears in the reported cases export.',
};

function evidenceValue(key: string, value: string | number | null, currency: string) {
  if (value === null) return '—';
  const worded = EVIDENCE_VALUE_LABELS[key]?.[String(value)];
  if (worded) return worded;
  if (
    typeof value === 'number' &&
    /Amount$|^staked|^won|InCurrency$|^depositedInWindow$|^usualForWindow$/.test(key)
  )
    return formatMoney(value, currency);
  if (key.endsWith('At') && typeof value === 'string') return formatDateTime(value);
  return String(value);
}

/** The evidence in the order staff read it (the labels' order; the database keeps JSON keys its own way). */
function evidenceInOrder(evidence: AmlCase['evidence']) {
  const order = Object.keys(EVIDENCE_LABELS);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.entries(evidence).sort(([a], [b]) => rank(a) - rank(b));
}

function Decisions({ found }: { found: AmlCase }) {
  const caseId = String(found.id);
  const { decide, changed } = useDecideAmlCase(caseId);
  const [deciding, setDeciding] = useState<AmlDecision | null>(null);
  return (
    <>
      <div className={styles.actions} role="group" aria-label="Decisions">
        {AML_DECISIONS.filter(
          (decision) => decision !== 'request_documents' || found.status !== 'documents_requested',
        )
          .filter((decision) => decision !== 'restrict' || found.status !== 'restricted')
          .map((decision) => (
            <Button
              key={decision}
              variant={
                decision === 'clear'
                  ? 'primary'
                  : decision === 'restrict' || decision === 'report'
                    ? 'danger'
                    : 'default'
              }
              onClick={() => setDeciding(decision)}
            >
              {DECISION_LABELS[decision]}
            </Button>
          ))}
      </div>
      {deciding && (
        <ReasonDialog
          title={`${DECISION_LABELS[deciding]}: case #${found.id}`}
          intro={DECISION_INTRO[deciding]}
          label="Reason"
          confirmLabel={DECISION_LABELS[deciding]}
          danger={deciding === 'restrict' || deciding === 'report'}
          minLength={REASON_MIN}
          maxLength={REASON_MAX}
          onSubmit={(reason) => decide(deciding, reason)}
          onDone={() => {
            setDeciding(null);
            void changed();
          }}
          onClose={() => setDeciding(null)}
        />
      )}
    </>
  );
}

export function AmlCasePage() {
  const caseId = useParams().caseId ?? '';
  const can = useCan();
  const found = useAmlCase(caseId);
  const data = found.data;
  const pending = data ? AML_PENDING_STATUSES.includes(data.status) : false;
  return (
    <Page
      title={`AML case #${caseId}`}
      subtitle={
        data ? (
          <>
            {RULE_NAMES[data.rule]} · <AmlStatusBadge status={data.status} /> ·{' '}
            <Link to="/aml">All cases</Link>
          </>
        ) : undefined
      }
      actions={
        <a className={buttonClass()} href={apiUrl(PATHS.amlCasePart(caseId, 'export'))} download>
          Export CSV
        </a>
      }
    >
      {found.isPending && <p>Loading…</p>}
      {found.isError && <ErrorNotice error={found.error} />}
      {data && (
        <>
          <Panel title="Decision">
            {pending && can('aml.approve') && <Decisions found={data} />}
            {data.decidedAt ? (
              <Facts
                items={[
                  ['Decided', `${formatDateTime(data.decidedAt)} by ${data.decidedBy}`],
                  ['Reason', data.decisionReason],
                ]}
              />
            ) : (
              <p>No decision yet. Raised {formatDateTime(data.createdAt)}.</p>
            )}
          </Panel>
          <Panel title="Assignment">
            <AmlAssignment found={data} />
          </Panel>
          <Panel title="Evidence">
            <Facts
              items={evidenceInOrder(data.evidence).map(
                ([key, value]) =>
                  [EVIDENCE_LABELS[key] ?? key, evidenceValue(key, value, data.player.currency)] as const,
              )}
            />
          </Panel>
          <Panel title="Player">
            <Facts
              items={[
                ['Player', <Link to={`/players/${data.player.id}`}>{data.player.username}</Link>],
                ['Status', data.player.status],
                ['Signed up', formatDateTime(data.player.createdAt)],
                ['Cash now', formatMoney(data.player.cash, data.player.currency)],
                ['Other AML cases', String(data.player.otherCases)],
              ]}
            />
          </Panel>
          {data.rule === 'screening_match' && (
            <Panel title="Screening now">
              <PlayerScreening playerId={data.player.id} />
            </Panel>
          )}
          <Panel title="Notes">
            <AmlNotes caseId={caseId} notes={data.notes} />
          </Panel>
        </>
      )}
    </Page>
  );
}
