// A type-only import of a column's shape: allowed anywhere (it runs no SQL).
import type { LocalizedText } from '../../db/schema.ts';

export type Shown = LocalizedText;
