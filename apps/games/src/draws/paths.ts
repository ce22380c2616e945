/** contracts' DRAWS_PATH (test/draws-tracker.test.ts holds them equal; the page does not bundle zod). */
export const DRAWS_PATH = '/api/originals/draws';
