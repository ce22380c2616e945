import { ERROR_RESPONSES } from './envelope.ts';

/*
 * The OpenAPI parts every module's routes repeat, in one place: what a route answers and how a guarded
 * route is called. (The `bearerAuth` and `staffSession` schemes are declared once, in platform/http-app.ts.)
 */

/** A route's `response` schema: its success answer, and the error envelope any route may answer with. */
export const responses = <T>(response: T) => ({ 200: response, ...ERROR_RESPONSES });

/** A guarded route's `security`: the bearer token of a session. */
export const security = [{ bearerAuth: [] }];

/** A back-office route's documentation: the admin tag and the staff session (its permission is checked too). */
export const adminDoc = (summary: string) => ({ tags: ['admin'], summary, security: [{ staffSession: [] }] });
