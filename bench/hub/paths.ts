import { join } from 'node:path';

/* Where things are, from this folder (bench/hub). */

export const REPO_ROOT = join(import.meta.dirname, '..', '..');
export const API_DIR = join(REPO_ROOT, 'apps', 'api');
export const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');
