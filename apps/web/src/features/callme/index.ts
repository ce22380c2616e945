/** The call-request form (spec §2, §5): opened by the session coordinator as `callRequest`. */
export { CallRequestDialog } from './CallRequestDialog.tsx';
