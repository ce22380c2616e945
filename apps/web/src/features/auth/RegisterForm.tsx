import {
  FastRegisterRequestSchema,
  FullRegisterFormSchema,
  PERSONAL_NO_LENGTH,
  PHONE_PREFIX,
} from '@lale/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverErrorsTo } from '../../lib/forms/failure.ts';
import { formResolver } from '../../lib/forms/resolver.ts';
import { formatLira } from '../../lib/money.ts';
import { CheckboxField, MaskedField, SelectField, TextField } from '../../lib/ui/form/fields.tsx';
import formStyles from '../../lib/ui/form/Form.module.css';
import { SubmitButton } from '../../lib/ui/SubmitButton.tsx';
import { PHONE_MASK } from '../account/index.ts';
import type { RegisterValues } from './registerPayload.ts';
import { useCountries } from './useCountries.ts';

/*
 * The sign-up form (spec §2, §5). Full variant: name, surname, username, e-mail, passwords, phone,
 * PersonalNo, birth date boxes and country. Fast variant (site option registertype = fast): no birth
 * date, PersonalNo or country picker, the preselected country is still sent. The trial-bonus box shows
 * only when a trial bonus is on offer. Validation is the contracts' schema of the variant.
 */
type Props = {
  fast: boolean;
  trialAmount: number;
  /** Gets the validated values and where to put the server's field errors. */
  onSubmit: (
    values: RegisterValues,
    setFieldError: (field: string, message: string) => void,
  ) => Promise<void>;
};

const EMPTY: RegisterValues = {
  name: '',
  surname: '',
  username: '',
  email: '',
  phone: '',
  country: undefined as unknown as number,
  password: '',
  password2: '',
  trialBonus: 0,
  PersonalNo: '',
  birthDateDay: '',
  birthDateMonth: '',
  birthDateYear: '',
};

export function RegisterForm({ fast, trialAmount, onSubmit }: Props) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, setValue, getValues, setError, formState } =
    useForm<RegisterValues>({
      resolver: formResolver<RegisterValues>(fast ? FastRegisterRequestSchema : FullRegisterFormSchema),
      defaultValues: fast ? { ...EMPTY, isFast: true } : EMPTY,
    });
  const { errors, isSubmitting } = formState;
  const countries = useCountries((id) => {
    if (getValues('country') === undefined)
      setValue('country', id, { shouldValidate: formState.isSubmitted });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit((values) => onSubmit(values, serverErrorsTo(setError)))(event)}
      className={formStyles.form}
    >
      <div className={formStyles.grid}>
        <TextField
          label={t('auth.register.name')}
          autoComplete="given-name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('auth.register.surname')}
          autoComplete="family-name"
          error={errors.surname?.message}
          {...register('surname')}
        />
        <TextField
          label={t('auth.register.username')}
          autoComplete="username"
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label={t('auth.register.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('auth.register.password')}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label={t('auth.register.password2')}
          type="password"
          autoComplete="new-password"
          error={errors.password2?.message}
          {...register('password2')}
        />
        <MaskedField
          control={control}
          name="phone"
          label={t('auth.register.phone')}
          mask={PHONE_MASK}
          prefix={PHONE_PREFIX}
          autoComplete="tel-national"
          className={fast ? formStyles.full : undefined}
        />
        {fast ? null : (
          <MaskedField
            control={control}
            name="PersonalNo"
            label={t('auth.register.personalNo')}
            mask={'0'.repeat(PERSONAL_NO_LENGTH)}
          />
        )}
      </div>
      {fast ? null : (
        <>
          <fieldset className={formStyles.fieldset}>
            <legend className={formStyles.legend}>{t('auth.register.birthDate')}</legend>
            <MaskedField
              control={control}
              name="birthDateDay"
              label={t('auth.register.day')}
              mask="00"
              autoComplete="bday-day"
            />
            <MaskedField
              control={control}
              name="birthDateMonth"
              label={t('auth.register.month')}
              mask="00"
              autoComplete="bday-month"
            />
            <MaskedField
              control={control}
              name="birthDateYear"
              label={t('auth.register.year')}
              mask="0000"
              autoComplete="bday-year"
            />
          </fieldset>
          <Controller
            control={control}
            name="country"
            render={({ field }) => (
              <SelectField
                label={t('auth.register.country')}
                placeholder={t('auth.register.selectCountry')}
                options={countries.map((c) => ({ value: c.id, label: c.name }))}
                error={errors.country?.message}
                name={field.name}
                ref={field.ref}
                value={field.value ?? ''}
                onBlur={field.onBlur}
                onChange={(event) =>
                  field.onChange(event.target.value === '' ? undefined : Number(event.target.value))
                }
              />
            )}
          />
        </>
      )}
      {trialAmount > 0 ? (
        <Controller
          control={control}
          name="trialBonus"
          render={({ field }) => (
            <CheckboxField
              label={t('auth.register.trialBonus', { amount: formatLira(trialAmount) })}
              checked={field.value === 1}
              onChange={(event) => field.onChange(event.target.checked ? 1 : 0)}
            />
          )}
        />
      ) : null}
      <SubmitButton busy={isSubmitting}>{t('auth.register.submit')}</SubmitButton>
    </form>
  );
}
