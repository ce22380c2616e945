// Digitain's casino RGS wallet (PROTOCOLS §4b, integrator code only): routes, signature, codes, config.
export { DIGITAIN_PATH, digitainRoutes, type DigitainOptions } from './routes.ts';
export {
  DIGITAIN_TIMESTAMP_WINDOW_MS,
  digitainSign,
  digitainTimestamp,
  digitainTimestampMs,
  digitainVerify,
} from './signature.ts';
export { DIGITAIN_CODE } from './codes.ts';
