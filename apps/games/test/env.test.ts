import { describe, expect, it } from 'vitest';
import { readPageEnv } from '../src/shell/env.ts';

describe('the play frame’s URL', () => {
  it('reads the session and the language, Turkish by default', () => {
    expect(readPageEnv('?session=abcdefghijklmnop1234&lang=en')).toEqual({
      session: 'abcdefghijklmnop1234',
      lang: 'en',
    });
    expect(readPageEnv('?session=abcdefghijklmnop1234')).toEqual({
      session: 'abcdefghijklmnop1234',
      lang: 'tr',
    });
    expect(readPageEnv('?session=abcdefghijklmnop1234&lang=EN')).toMatchObject({ lang: 'en' });
    expect(readPageEnv('?lang=de')).toEqual({ session: null, lang: 'tr' });
  });

  it('ignores a session that is not a session token', () => {
    expect(readPageEnv('?session=short').session).toBeNull();
    expect(readPageEnv('?session=has%20spaces%20in%20it%20ok').session).toBeNull();
    expect(readPageEnv(`?session=${'a'.repeat(65)}`).session).toBeNull();
  });
});
