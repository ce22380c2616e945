import {
  ADMIN_NOTIFICATIONS_PATH,
  ADMIN_NOTIFICATIONS_PREVIEW_PATH,
  API_PATHS,
  type AdminNotificationRequest,
  type AdminNotificationResponse,
  type AuthForm,
  type Country,
  type NotificationTarget,
} from '@lale/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, requestAnswer, type Answer } from '../../lib/api/client.ts';
import { SEEDED_COUNTRIES, type RecipientCount } from './notificationLabels.ts';

/*
 * The Notifications screen's calls (issue #27, content.edit): POST /api/admin/notifications/preview
 * counts who a target reaches now, POST /api/admin/notifications sends (one row per receiving player).
 * Self-excluded, timed-out and restricted players are left out by the server, whatever the target.
 */

export type SentCount = AdminNotificationResponse['data'];

export function previewNotification(target: NotificationTarget): Promise<RecipientCount> {
  return api.post<RecipientCount>(ADMIN_NOTIFICATIONS_PREVIEW_PATH, { target });
}

export function sendNotification(body: AdminNotificationRequest): Promise<Answer<SentCount>> {
  return requestAnswer<SentCount>('POST', ADMIN_NOTIFICATIONS_PATH, { body });
}

/**
 * The countries a segment may pick: the sign-up form's list (GET /api/auth/form, names in English),
 * the one country list the API publishes. Where it cannot be read (a back office on its own origin may
 * call /api/admin/* alone), the seeded countries stand in (`fallback`).
 */
export function useCountries(): { countries: readonly Country[] | undefined; fallback: boolean } {
  const query = useQuery({
    queryKey: ['countries'],
    queryFn: ({ signal }) => api.get<AuthForm>(API_PATHS.authForm, undefined, signal),
    select: (form) => form.countries,
    staleTime: Infinity,
    // Refused across origins it will be refused again: the seeded list at once rather than after retries.
    retry: false,
  });
  if (query.isError) return { countries: SEEDED_COUNTRIES, fallback: true };
  return { countries: query.data, fallback: false };
}

export { fieldErrorsOf } from '../../lib/api/answers.ts';
