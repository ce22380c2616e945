import { composeBirthDate, DEFAULT_CURRENCY_ID, type RegisterRequestInput } from '@lale/contracts';
import { readText, STORAGE_KEYS } from '../../lib/storage.ts';

/*
 * The registration payload of spec §3 from the validated sign-up form: the full variant adds the
 * composed 'year-month-day' birthDate, the fast one sends isFast: true; trialBonus is removed; refId
 * comes from local storage as a number when one is stored.
 */
export type RegisterValues = {
  name: string;
  surname: string;
  username: string;
  email: string;
  phone: string;
  country: number;
  currencyId?: number;
  password: string;
  password2: string;
  trialBonus?: 0 | 1;
  PersonalNo?: string;
  birthDateDay?: string;
  birthDateMonth?: string;
  birthDateYear?: string;
  isFast?: boolean;
};

export function storedRefId(): number | undefined {
  const value = Number(readText(STORAGE_KEYS.refId));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

export function registerPayload(values: RegisterValues, fast: boolean): RegisterRequestInput {
  const refId = storedRefId();
  const common = {
    name: values.name,
    surname: values.surname,
    username: values.username,
    email: values.email,
    phone: values.phone,
    country: values.country,
    currencyId: values.currencyId ?? DEFAULT_CURRENCY_ID,
    password: values.password,
    password2: values.password2,
    ...(refId ? { refId } : {}),
  };
  if (fast) return { ...common, isFast: true };
  const parts = {
    birthDateDay: values.birthDateDay ?? '',
    birthDateMonth: values.birthDateMonth ?? '',
    birthDateYear: values.birthDateYear ?? '',
  };
  return { ...common, PersonalNo: values.PersonalNo ?? '', ...parts, birthDate: composeBirthDate(parts) };
}
