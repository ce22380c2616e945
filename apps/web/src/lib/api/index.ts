export { api, apiRequest, setLogoutHandler, type RequestOptions } from './client.ts';
export { ApiError, isApiError, type ApiErrorKind } from './errors.ts';
