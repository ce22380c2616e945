import { adminKycReviewPath, type AdminKycReviewRequest, type KycDocument } from '@lale/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { api } from '../../lib/api/client.ts';
import { PATHS } from '../../lib/api/paths.ts';
import type { PlayerKyc as Kyc } from '../../lib/api/types.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { PlayerScreening } from '../aml/PlayerScreening.tsx';
import { type Columns } from '../../ui/list/DataList.tsx';
import { PlainTable } from '../../ui/list/PlainTable.tsx';
import { Button } from '../../ui/Button.tsx';
import { ErrorNotice } from '../../ui/Notice.tsx';
import { ReasonDialog } from '../../ui/ReasonDialog.tsx';
import { Facts } from '../../ui/Page.tsx';
import { playerCardKey } from './playerApi.ts';

/*
 * The player card's KYC tab (issue #26, kyc.view): the verification level, the identity provider's
 * review with a rejection's reasons, and the documents kept; with aml.view, the player's sanctions and PEP
 * screening too (the other half of knowing who the player is). Opening this tab and opening each document
 * are reads of personal data: the server writes both to the audit trail. A document opens in a new tab
 * as uploaded; it is never cached. With kyc.edit, staff answer a pending review by hand (the provider is
 * slow or its answer needs a person): approve (fully verified) or reject with the reason the player reads.
 */

const LEVEL: Record<Kyc['level'], string> = { none: 'Not verified', basic: 'Basic', full: 'Full' };
const REVIEW: Record<Kyc['reviewStatus'], string> = {
  none: 'Nothing sent',
  pending: 'Waiting for an answer',
  approved: 'Approved',
  rejected: 'Rejected',
};
const KIND: Record<KycDocument['kind'], string> = {
  passport: 'Passport',
  id_front: 'Identity card (front)',
  id_back: 'Identity card (back)',
  selfie: 'Selfie',
  source_of_funds: 'Proof of funds',
};

const column = createColumnHelper<KycDocument>();

const DIALOGS: Record<
  AdminKycReviewRequest['decision'],
  { title: string; intro: string; label: string; confirmLabel: string; danger?: boolean }
> = {
  approve: {
    title: 'Approve the review by hand',
    intro:
      'Approve only after opening the documents: a passport or both sides of an identity card, and a selfie of the same person. The player becomes fully verified and may withdraw.',
    label: 'What you checked (kept in the audit trail)',
    confirmLabel: 'Approve',
  },
  reject: {
    title: 'Reject the review',
    intro: 'The player reads this reason on their verification page and can send documents again.',
    label: 'Reason the player reads',
    confirmLabel: 'Reject',
    danger: true,
  },
};

export function PlayerKyc({ playerId }: { playerId: string }) {
  const can = useCan();
  const queryClient = useQueryClient();
  const [deciding, setDeciding] = useState<AdminKycReviewRequest['decision'] | null>(null);
  const path = PATHS.playerPart(playerId, 'kyc');
  const kyc = useQuery({
    queryKey: [...playerCardKey(playerId), 'kyc'],
    queryFn: ({ signal }) => api.get<Kyc>(path, undefined, signal),
  });
  const columns: Columns<KycDocument> = [
    column.accessor('kind', {
      header: 'Document',
      cell: (info) => KIND[info.getValue() as KycDocument['kind']],
    }),
    column.accessor('uploadedAt', { header: 'Uploaded', cell: (info) => formatDateTime(info.getValue()) }),
    column.accessor('sizeBytes', {
      header: 'Size',
      cell: (info) => `${Math.max(1, Math.round(info.getValue() / 1024))} KB`,
    }),
    column.display({
      id: 'open',
      header: 'Open',
      cell: (info) => (
        <a href={`${path}/documents/${info.row.original.id}`} target="_blank" rel="noopener noreferrer">
          Open {KIND[info.row.original.kind].toLowerCase()} (audited)
        </a>
      ),
    }),
  ];
  if (kyc.isError) return <ErrorNotice error={kyc.error} />;
  const data = kyc.data;
  return (
    <div className="stack">
      {data && (
        <Facts
          items={[
            ['Level', LEVEL[data.level]],
            ['Review', REVIEW[data.reviewStatus]],
            ['Sent', formatDateTime(data.submittedAt)],
            ['Answered', formatDateTime(data.reviewedAt)],
            ...(data.reviewedBy ? [['Answered by', `${data.reviewedBy} (by hand)`] as [string, string]] : []),
            ['Applicant', data.applicantId ?? '—'],
            ...(data.rejectionReasons.length > 0
              ? [['Rejected because', data.rejectionReasons.join('; ')] as [string, string]]
              : []),
          ]}
        />
      )}
      {data?.reviewStatus === 'pending' && can('kyc.edit') && (
        <div className="row" role="group" aria-label="Answer the review">
          <Button variant="primary" onClick={() => setDeciding('approve')}>
            Approve by hand
          </Button>
          <Button variant="danger" onClick={() => setDeciding('reject')}>
            Reject
          </Button>
        </div>
      )}
      {deciding && (
        <ReasonDialog
          {...DIALOGS[deciding]}
          minLength={5}
          maxLength={500}
          onSubmit={(reason) =>
            api.post(adminKycReviewPath(Number(playerId)), { decision: deciding, reason })
          }
          onDone={() => {
            setDeciding(null);
            void queryClient.invalidateQueries({ queryKey: playerCardKey(playerId) });
          }}
          onClose={() => setDeciding(null)}
        />
      )}
      <PlainTable
        label="Identity documents"
        rows={data?.documents ?? []}
        columns={columns}
        rowKey={(row) => String(row.id)}
        empty={kyc.isPending ? 'Loading…' : 'No documents.'}
      />
      {can('aml.view') && (
        <section className="stack" aria-label="Sanctions and PEP screening">
          <h3>Sanctions and PEP screening</h3>
          <PlayerScreening playerId={playerId} />
        </section>
      )}
    </div>
  );
}
