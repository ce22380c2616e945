import { hash, verify } from '@node-rs/argon2';

/*
 * Password hashing: argon2id with the library's defaults, which are OWASP's recommendation
 * (m = 19 MiB, t = 2, p = 1; about 20-40 ms here). The parameters are stored in each hash, so they
 * can be raised later without breaking existing passwords.
 */

// Algorithm.Argon2id; the package's enum is `const`, which isolatedModules cannot import.
const ARGON2ID = 2;

export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false);

let decoy: Promise<string> | undefined;

/**
 * Spends the time of a real verification when there is no account, so the answer for an unknown
 * username cannot be told apart from a wrong password by its timing.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  decoy ??= hashPassword('decoy-password-never-matches');
  await verifyPassword(await decoy, `${password}\u0000`);
  return false;
}
