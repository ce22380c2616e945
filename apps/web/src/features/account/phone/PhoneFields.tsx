import { PHONE_PREFIX } from '@lale/contracts';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MaskedField } from '../../../lib/ui/form/fields.tsx';
import type { PhoneFormValues } from './updatePhone.ts';

/** Spec §5: phone is 90 + 10 digits; the SMS code is 6 digits typed as 00-00-00. */
export const PHONE_MASK = '000 000 00 00';
export const SMS_CODE_MASK = '00-00-00';

export function PhoneInput({ control, disabled }: { control: Control<PhoneFormValues>; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <MaskedField
      control={control}
      name="phone"
      label={t('auth.phone.phone')}
      mask={PHONE_MASK}
      prefix={PHONE_PREFIX}
      disabled={disabled}
      autoComplete="tel-national"
    />
  );
}

export function SmsCodeInput({
  control,
  disabled,
}: {
  control: Control<PhoneFormValues>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <MaskedField
      control={control}
      name="code"
      label={t('auth.phone.code')}
      mask={SMS_CODE_MASK}
      disabled={disabled}
      autoComplete="one-time-code"
      placeholder="00-00-00"
    />
  );
}
