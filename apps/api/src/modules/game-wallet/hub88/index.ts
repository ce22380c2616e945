// Hub88's operator wallet API (PROTOCOLS §2): the routes and its signature scheme (shared with the sandbox).
export { HUB88_PATH, hub88Routes, type Hub88Options } from './routes.ts';
export {
  HUB88_SIGNATURE_HEADER,
  hub88Sign,
  hub88ToMinor,
  hub88Verify,
  minorToHub88,
  publicKeyOf,
} from './signature.ts';
