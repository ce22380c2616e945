import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { ErrorNotice, Notice } from '../../ui/Notice.tsx';
import { Page } from '../../ui/Page.tsx';
import styles from './Bonuses.module.css';
import { BonusForm } from './BonusForm.tsx';
import { useBonusDefinitions } from './bonusApi.ts';
import { BonusStatusBadge, TRIGGER_LABELS } from './bonusLabels.tsx';
import { BonusVersions } from './BonusVersions.tsx';

/* The bonus definition's own pages (issue #27): `bonuses/new` (bonuses.edit) and `bonuses/:id`. */

export function NewBonusPage() {
  return (
    <Page title="New bonus" subtitle={<Link to="/bonuses">All bonuses</Link>}>
      <BonusForm definition={null} readOnly={false} />
    </Page>
  );
}

/**
 * One definition, read from the list (the API has no single read): its form with bonuses.edit, the
 * same fields read-only without. An edit holds for bonuses granted from then on: a running bonus keeps
 * the terms it was granted with. Under the form, the definition's versions (issue #27).
 */
export function BonusEditPage() {
  const can = useCan();
  const editable = can('bonuses.edit');
  const rawId = useParams().id ?? '';
  const id = Number(rawId);
  const definitions = useBonusDefinitions();
  const definition = definitions.data?.find((row) => row.id === id);
  const title = definition ? definition.title.en : `#${rawId}`;
  return (
    <Page
      title={editable ? `Edit bonus: ${title}` : `Bonus: ${title}`}
      subtitle={
        <span className={styles.subtitle}>
          {definition && (
            <>
              <span>#{definition.id}</span>
              <span>Version {definition.version}</span>
              <BonusStatusBadge enabled={definition.enabled} />
              <span>{TRIGGER_LABELS[definition.trigger]}</span>
              <span>Last changed {formatDateTime(definition.updatedAt)}</span>
            </>
          )}
          <Link to="/bonuses">All bonuses</Link>
        </span>
      }
    >
      {definitions.isPending && <p>Loading…</p>}
      {definitions.isError && <ErrorNotice error={definitions.error} />}
      {definitions.isSuccess && !definition && (
        <Notice tone="error">There is no bonus definition #{rawId}.</Notice>
      )}
      {definition && (
        <>
          <p className={styles.lead}>
            {editable
              ? 'A change holds for bonuses granted from now on; running bonuses keep the terms they were granted with.'
              : 'Read only: your role may see bonuses but not change them.'}
          </p>
          <BonusForm key={definition.id} definition={definition} readOnly={!editable} />
          <BonusVersions definitionId={definition.id} />
        </>
      )}
    </Page>
  );
}
