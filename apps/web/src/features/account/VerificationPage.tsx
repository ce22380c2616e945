import { KYC_DOCUMENT_KINDS, type KycDocumentKind } from '@lale/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFailure } from '../../lib/forms/failure.ts';
import { formatLira } from '../../lib/money.ts';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { Field } from '../../lib/ui/form/Field.tsx';
import { SelectField } from '../../lib/ui/form/fields.tsx';
import { Spinner } from '../../lib/ui/Spinner.tsx';
import { formatDateTime } from './format.ts';
import {
  fetchKycStatus,
  fileProblem,
  KYC_STATUS_QUERY_KEY,
  submitForReview,
  uploadDocument,
  type KycStatus,
} from './kyc.ts';
import styles from './AccountPage.module.css';
import kycStyles from './VerificationPage.module.css';

/*
 * /dashboard/verification (issue #26): the player's verification level and what it allows, the
 * review's state with a rejection's reasons, the upload of a document (passport, an identity card's
 * sides, a selfie), the documents kept (never shown back: only their kind and time), and the submit
 * for review. The answer arrives from the identity provider; the page shows it when read again. When
 * compliance asks for documents (an AML case, the bell says so), the upload opens again even at `full`.
 */

export function VerificationPage() {
  const { t } = useTranslation();
  const status = useQuery({
    queryKey: KYC_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => fetchKycStatus(signal),
  });

  return (
    <section className={styles.card} aria-labelledby="kyc-title">
      <h1 id="kyc-title" className={styles.title}>
        {t('kyc.title')}
      </h1>
      <p className={styles.note}>{t('kyc.intro')}</p>
      {status.isPending ? <Spinner /> : null}
      {status.isError ? (
        <div className={styles.empty}>
          <p>{t('kyc.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void status.refetch()}>
            {t('kyc.retry')}
          </Button>
        </div>
      ) : null}
      {status.data ? <Verification status={status.data} onChanged={() => status.refetch()} /> : null}
    </section>
  );
}

function Verification({ status, onChanged }: { status: KycStatus; onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const canChange = status.level !== 'full' && status.reviewStatus !== 'pending';
  // Compliance asked for documents (an AML case): uploads open again, even once verified.
  const canUpload = (canChange || status.documentsRequested) && status.reviewStatus !== 'pending';
  const submit = useMutation({
    mutationFn: submitForReview,
    onSuccess: async (message) => {
      notify.success(message);
      await onChanged();
    },
    onError: (error) => reportFailure(error),
  });

  return (
    <>
      <StatusSummary status={status} />
      {status.reviewStatus === 'rejected' && status.rejectionReasons.length > 0 ? (
        <div className={kycStyles.reasons} role="status">
          <h2 className={kycStyles.subtitle}>{t('kyc.reasonsTitle')}</h2>
          <ul>
            {status.rejectionReasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <p className={styles.note}>{t('kyc.reasonsNext')}</p>
        </div>
      ) : null}
      {status.level === 'full' ? <p className={kycStyles.done}>{t('kyc.verifiedNote')}</p> : null}
      {status.reviewStatus === 'pending' ? <p className={kycStyles.done}>{t('kyc.pendingNote')}</p> : null}
      {status.documentsRequested ? (
        <p className={kycStyles.reasons} role="status">
          {t('kyc.documentsRequestedNote')}
        </p>
      ) : null}
      {canUpload ? <UploadForm onUploaded={onChanged} /> : null}
      <Documents status={status} />
      {canChange ? (
        <div className={kycStyles.submit}>
          <Button
            variant="primary"
            disabled={!status.readyToSubmit || submit.isPending}
            aria-describedby="kyc-submit-hint"
            onClick={() => submit.mutate()}
          >
            {t('kyc.submit')}
          </Button>
          <p id="kyc-submit-hint" className={styles.note}>
            {t('kyc.submitHint')}
          </p>
        </div>
      ) : null}
    </>
  );
}

function StatusSummary({ status }: { status: KycStatus }) {
  const { t } = useTranslation();
  const allows = status.canWithdraw
    ? t('kyc.canWithdraw')
    : status.depositCap !== null
      ? t('kyc.depositCap', { cap: formatLira(status.depositCap) })
      : t('kyc.noWithdraw');
  return (
    <dl className={styles.details} aria-label={t('kyc.statusTitle')}>
      <div className={styles.detail}>
        <dt>{t('kyc.levelLabel')}</dt>
        <dd>{t(`kyc.level.${status.level}`)}</dd>
      </div>
      <div className={styles.detail}>
        <dt>{t('kyc.reviewLabel')}</dt>
        <dd>{t(`kyc.review.${status.reviewStatus}`)}</dd>
      </div>
      <div className={styles.detail}>
        <dt>{t('kyc.allowsLabel')}</dt>
        <dd>{allows}</dd>
      </div>
    </dl>
  );
}

function UploadForm({ onUploaded }: { onUploaded: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const headingId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<KycDocumentKind | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ kind?: string; file?: string }>({});
  const upload = useMutation({
    mutationFn: ({ kind, file }: { kind: KycDocumentKind; file: File }) => uploadDocument(kind, file),
    onSuccess: async (message) => {
      notify.success(message);
      setKind('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      await onUploaded();
    },
    onError: (error) => reportFailure(error),
  });

  function send(event: FormEvent) {
    event.preventDefault();
    const problem = file ? fileProblem(file) : 'fileRequired';
    const next = {
      kind: kind === '' ? t('kyc.kindRequired') : undefined,
      file: problem ? t(`kyc.${problem}`) : undefined,
    };
    setErrors(next);
    if (kind === '' || !file || problem) return;
    upload.mutate({ kind, file });
  }

  return (
    <form noValidate className={kycStyles.upload} aria-labelledby={headingId} onSubmit={send}>
      <h2 id={headingId} className={kycStyles.subtitle}>
        {t('kyc.uploadTitle')}
      </h2>
      <SelectField
        label={t('kyc.kindLabel')}
        placeholder={t('kyc.kindPlaceholder')}
        options={KYC_DOCUMENT_KINDS.map((value) => ({ value, label: t(`kyc.kind.${value}`) }))}
        value={kind}
        error={errors.kind}
        onChange={(event) => setKind(event.target.value as KycDocumentKind)}
      />
      <Field label={t('kyc.fileLabel')} hint={t('kyc.fileHint')} error={errors.file}>
        {(control) => (
          <input
            {...control}
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,application/pdf"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <Button type="submit" variant="secondary" disabled={upload.isPending}>
        {t('kyc.upload')}
      </Button>
    </form>
  );
}

function Documents({ status }: { status: KycStatus }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div aria-labelledby={headingId} role="group">
      <h2 id={headingId} className={kycStyles.subtitle}>
        {t('kyc.documentsTitle')}
      </h2>
      {status.documents.length === 0 ? (
        <p className={styles.note}>{t('kyc.documentsEmpty')}</p>
      ) : (
        <ul className={kycStyles.documents}>
          {status.documents.map((document) => (
            <li key={document.id}>
              <span className={kycStyles.kind}>{t(`kyc.kind.${document.kind}`)}</span>{' '}
              <span className={styles.note}>
                {t('kyc.uploadedAt', { when: formatDateTime(document.uploadedAt) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
