import { RotateSeedRequestSchema } from '@lale/contracts';
import { useForm } from 'react-hook-form';
import { reportFailure, serverErrorsTo } from '../../lib/forms/failure.ts';
import { formResolver } from '../../lib/forms/resolver.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { Spinner } from '../../lib/ui/Spinner.tsx';
import { TextField } from '../../lib/ui/form/fields.tsx';
import { rotateSeed, type Rotation } from './api.ts';
import styles from './ProvablyFair.module.css';
import { useOriginalsText } from './texts.ts';

/*
 * A new client seed and the rotation: the active server seed is revealed and a new pair starts. The
 * field starts with a random suggestion (any 1–64 of [A-Za-z0-9_-] the player prefers will do); the
 * contracts' rule checks it here as on the server.
 */

type Values = { clientSeed: string };

const SEED_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 16 random letters and digits from the browser's CSPRNG (62 symbols: the slight bias is harmless here). */
export function suggestClientSeed(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => SEED_ALPHABET[byte % 62]).join('');
}

const resolver = formResolver<Values>(RotateSeedRequestSchema.required());

export function RotateSeedForm({ onRotated }: { onRotated: (rotation: Rotation) => void }) {
  const { t } = useOriginalsText();
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({
    resolver,
    defaultValues: { clientSeed: suggestClientSeed() },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ clientSeed }) => {
    try {
      onRotated(await rotateSeed(clientSeed));
      reset({ clientSeed: suggestClientSeed() });
    } catch (error) {
      reportFailure(error, serverErrorsTo(setError));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className={styles.rotateForm}>
      <TextField
        label={t('seeds.newClientSeed')}
        // Whatever the rule that failed (empty, too long, a character), the rule itself says what to type.
        hint={errors.clientSeed ? undefined : t('seeds.clientSeedHint')}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        error={errors.clientSeed ? t('seeds.clientSeedHint') : undefined}
        className={styles.rotateField}
        {...register('clientSeed')}
      />
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? <Spinner inline /> : null}
        {t('seeds.rotate')}
      </Button>
    </form>
  );
}
