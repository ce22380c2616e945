export { call, type CallBody, type CallData, type CallOptions, type Endpoint } from './call.ts';
export { setLogoutHandler } from './client.ts';
export { ApiError, isApiError, type ApiErrorKind } from './errors.ts';
