/*
 * Why a call failed, so a caller can decide what to show: `refused` and `unauthorized` carry the
 * server's own (already localised) message; `network` and `unexpected` have none and the UI supplies
 * a generic text.
 */
export type ApiErrorKind = 'network' | 'unexpected' | 'unauthorized' | 'forbidden' | 'refused';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly data: unknown;

  constructor(
    kind: ApiErrorKind,
    status: number,
    message: string,
    extra: { cause?: unknown; data?: unknown } = {},
  ) {
    super(message, { cause: extra.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.data = extra.data ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
