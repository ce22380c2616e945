import {
  AdminNotificationRequestSchema,
  NOTIFICATION_SEGMENT_STATUSES,
  NotificationSegmentSchema,
  NotificationType,
  type AdminNotificationRequest,
  type NotificationSegment,
  type NotificationTarget,
} from '@lale/contracts';
import type { FieldError, FieldErrors, Resolver, ResolverOptions } from 'react-hook-form';
import { contractResolver } from '../../lib/formResolver.ts';

/*
 * The notification form's values and their way to the API's body (issue #27). Inputs hold text;
 * `toTarget` turns the chosen audience into the contract's target — a segment carries only the
 * filters given, its figures as numbers — and the contract's own schemas check the result, so the
 * form refuses what the API would, in the same words. Field names are the body's paths
 * ('title.en', 'target.segment.deposits.min'), so a refusal's `data.errors` lands on its field.
 */

export type Audience = 'player' | 'segment' | 'all';

type SegmentStatus = (typeof NOTIFICATION_SEGMENT_STATUSES)[number];

export type SegmentValues = {
  /** Ticked country ids (checkbox values, text). None: any country. */
  countryIds: string[];
  statuses: string[];
  activeWithinDays: string;
  inactiveForDays: string;
  /** `currencyId` '' is no deposit filter. */
  deposits: { currencyId: string; min: string; max: string };
  bonusUse: '' | NonNullable<NotificationSegment['bonusUse']>;
};

export type NotificationFormValues = {
  type: string;
  title: { tr: string; en: string };
  note: { tr: string; en: string };
  audience: Audience;
  target: { playerId: string; segment: SegmentValues };
};

export const NEW_NOTIFICATION: NotificationFormValues = {
  type: String(NotificationType.System),
  title: { tr: '', en: '' },
  note: { tr: '', en: '' },
  // One player first: nobody reaches a crowd by leaving the default alone.
  audience: 'player',
  target: {
    playerId: '',
    segment: {
      countryIds: [],
      statuses: ['active'],
      activeWithinDays: '',
      inactiveForDays: '',
      deposits: { currencyId: '', min: '', max: '' },
      bonusUse: '',
    },
  },
};

/** Every field of the form by its body path: where a server's field error may be shown. */
export const NOTIFICATION_FIELD_PATHS = [
  'type',
  'title.tr',
  'title.en',
  'note.tr',
  'note.en',
  'audience',
  'target.playerId',
  'target.segment.countryIds',
  'target.segment.statuses',
  'target.segment.activeWithinDays',
  'target.segment.inactiveForDays',
  'target.segment.deposits.currencyId',
  'target.segment.deposits.min',
  'target.segment.deposits.max',
  'target.segment.bonusUse',
] as const;
export type NotificationFieldPath = (typeof NOTIFICATION_FIELD_PATHS)[number];

const isFieldPath = (path: string): path is NotificationFieldPath =>
  (NOTIFICATION_FIELD_PATHS as readonly string[]).includes(path);

/**
 * The field a server's error path belongs to while `audience` is chosen, or null (shown apart): a
 * list's item ('target.segment.countryIds.2') is its list; 'target' itself is the audience.
 */
export function fieldOfPath(path: string, audience: Audience): NotificationFieldPath | null {
  const field =
    path === 'target' ? 'audience' : path.replace(/^(target\.segment\.(countryIds|statuses))\.\d+$/, '$1');
  if (!isFieldPath(field)) return null;
  if (field.startsWith('target.playerId')) return audience === 'player' ? field : null;
  if (field.startsWith('target.segment.')) return audience === 'segment' ? field : null;
  return field;
}

const REQUIRED = 'This field is required.';
const NOT_WHOLE = 'Enter a whole number.';
const NOT_AN_AMOUNT = 'Enter an amount, such as 500 or 99.50.';
const INT32_MAX = 2_147_483_647;

type Problems = Partial<Record<NotificationFieldPath, string>>;

/**
 * The target the chosen audience makes (a segment with only the filters given, figures as numbers),
 * and what the schema cannot word well: text that is not a number, a missing player ID, amounts
 * without their currency, no status ticked, a minimum above the maximum (the server's own check).
 */
export function toTarget(values: NotificationFormValues): { target: NotificationTarget; problems: Problems } {
  const problems: Problems = {};
  /** A whole number typed, undefined when empty, NaN (and a problem) when not one. */
  const wholeAt = (path: NotificationFieldPath, value: string) => {
    const typed = value.trim();
    if (typed === '') return undefined;
    if (!/^\d+$/.test(typed)) {
      problems[path] = NOT_WHOLE;
      return Number.NaN;
    }
    return Number(typed);
  };
  /** An amount typed ('99,50' → 99.5), undefined when empty. */
  const amountAt = (path: NotificationFieldPath, value: string) => {
    const typed = value.trim().replace(',', '.');
    if (typed === '') return undefined;
    if (!/^\d+(\.\d+)?$/.test(typed)) {
      problems[path] = NOT_AN_AMOUNT;
      return Number.NaN;
    }
    return Number(typed);
  };

  if (values.audience === 'all') return { target: 'all', problems };

  if (values.audience === 'player') {
    const playerId = wholeAt('target.playerId', values.target.playerId);
    if (playerId === undefined) problems['target.playerId'] = REQUIRED;
    else if (playerId < 1 || playerId > INT32_MAX)
      problems['target.playerId'] = 'Enter a player ID: a whole number from 1.';
    return { target: { playerId: playerId ?? Number.NaN }, problems };
  }

  const values_ = values.target.segment;
  // A single checkbox of a name reads as one value rather than a list: made a list either way.
  const ticked = (value: unknown): string[] =>
    Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? [value] : [];
  const statuses = NOTIFICATION_SEGMENT_STATUSES.filter((status: SegmentStatus) =>
    ticked(values_.statuses).includes(status),
  );
  if (statuses.length === 0) problems['target.segment.statuses'] = 'Tick at least one account status.';
  const countryIds = ticked(values_.countryIds).map(Number);
  const activeWithinDays = wholeAt('target.segment.activeWithinDays', values_.activeWithinDays);
  const inactiveForDays = wholeAt('target.segment.inactiveForDays', values_.inactiveForDays);
  const currencyId = values_.deposits.currencyId;
  const min = amountAt('target.segment.deposits.min', values_.deposits.min);
  const max = amountAt('target.segment.deposits.max', values_.deposits.max);
  if (!currencyId && (min !== undefined || max !== undefined))
    problems['target.segment.deposits.currencyId'] = 'Pick the currency the amounts are in.';
  if (min !== undefined && max !== undefined && min > max)
    problems['target.segment.deposits.min'] ??= 'The minimum cannot be above the maximum.';

  const segment: NotificationSegment = {
    ...(countryIds.length > 0 && { countryIds }),
    statuses,
    ...(activeWithinDays !== undefined && { activeWithinDays }),
    ...(inactiveForDays !== undefined && { inactiveForDays }),
    ...(currencyId && {
      deposits: {
        currencyId: Number(currencyId),
        ...(min !== undefined && { min }),
        ...(max !== undefined && { max }),
      },
    }),
    ...(values_.bonusUse && { bonusUse: values_.bonusUse }),
  };
  return { target: { segment }, problems };
}

/** Puts `error` at a dotted path of react-hook-form's nested errors ('target.segment.deposits.min'). */
function setError(errors: Record<string, unknown>, path: string, error: FieldError) {
  const [head, ...rest] = path.split('.');
  if (!head) return;
  if (rest.length === 0) {
    errors[head] = error;
    return;
  }
  const inner = { ...((errors[head] ?? {}) as Record<string, unknown>) };
  errors[head] = inner;
  setError(inner, rest.join('.'), error);
}

const requestContract = contractResolver<AdminNotificationRequest>(AdminNotificationRequestSchema);
const segmentContract = contractResolver<NotificationSegment>(NotificationSegmentSchema);

/**
 * The form's resolver: the message through the request's schema (with a stand-in target, since a
 * union's refusal would name only 'target'), the segment through its own schema (its errors then name
 * the very field), the rest by `toTarget`. The parsed body is what is submitted.
 */
export const notificationResolver: Resolver<
  NotificationFormValues,
  unknown,
  AdminNotificationRequest
> = async (values, context, options) => {
  const message = {
    type: Number(values.type) as AdminNotificationRequest['type'],
    title: { tr: values.title.tr.trim(), en: values.title.en.trim() },
    note: { tr: values.note.tr.trim(), en: values.note.en.trim() },
  };
  // Its own names and fields: the form's would place nothing of these schemas' paths.
  const own = <T extends object>() =>
    ({ ...options, names: undefined, fields: {} }) as unknown as ResolverOptions<T>;
  const checked = await requestContract({ ...message, target: 'all' }, context, own());
  const errors: Record<string, unknown> = { ...checked.errors };
  const { target, problems } = toTarget(values);
  if (typeof target === 'object' && 'segment' in target) {
    const segment = await segmentContract(target.segment, context, own());
    if (Object.keys(segment.errors).length > 0) errors.target = { segment: segment.errors };
  }
  // These sentences replace the schema's for the same field ("Invalid input" for NaN).
  for (const [path, problem] of Object.entries(problems))
    setError(errors, path, { type: 'form', message: problem });
  if (Object.keys(errors).length > 0)
    return { values: {}, errors: errors as FieldErrors<NotificationFormValues> };
  return { values: { ...message, target }, errors: {} };
};
