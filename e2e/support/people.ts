import { randomInt } from 'node:crypto';
import type { Locator } from 'playwright-core';

/** A Turkish national id (T.C. Kimlik No) that passes the official checksum: 11 digits, first not 0. */
export function validPersonalNo(): string {
  const d = [randomInt(1, 10), ...Array.from({ length: 8 }, () => randomInt(0, 10))];
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (d.reduce((sum, digit) => sum + digit, 0) + tenth) % 10;
  return [...d, tenth, eleventh].join('');
}

export type NewPlayer = {
  name: string;
  surname: string;
  username: string;
  email: string;
  password: string;
  /** The 10 digits a player types after the fixed 90 prefix. */
  phoneDigits: string;
  personalNo: string;
  birth: { day: string; month: string; year: string };
};

/** A fresh adult player; unique per call so journeys never collide on the unique fields. */
export function newPlayer(): NewPlayer {
  const tag = `${Date.now().toString(36).slice(-5)}${randomInt(100, 999)}`;
  return {
    name: 'Ayşe',
    surname: 'Yılmaz',
    username: `ayse${tag}`,
    email: `ayse.${tag}@example.com`,
    password: 'Lale2026!',
    phoneDigits: `53${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
    personalNo: validPersonalNo(),
    birth: { day: '15', month: '06', year: '1990' },
  };
}

/** The sign-up dialog's form filled in for `player` (the trial box and the submit left to the journey). */
export async function fillSignUp(signUp: Locator, player: NewPlayer): Promise<void> {
  await signUp.getByLabel('Ad', { exact: true }).fill(player.name);
  await signUp.getByLabel('Soyad').fill(player.surname);
  await signUp.getByLabel('Kullanıcı Adı').fill(player.username);
  await signUp.getByLabel('E-posta').fill(player.email);
  await signUp.getByLabel('Şifre', { exact: true }).fill(player.password);
  await signUp.getByLabel('Şifre Tekrar').fill(player.password);
  await signUp.getByLabel('Telefon').pressSequentially(player.phoneDigits);
  await signUp.getByLabel('T.C. Kimlik No').fill(player.personalNo);
  await signUp.getByLabel('Gün').fill(player.birth.day);
  await signUp.getByLabel('Ay', { exact: true }).fill(player.birth.month);
  await signUp.getByLabel('Yıl').fill(player.birth.year);
}

/**
 * A new player registered through the API (no money, phone not verified), with the sign-in answer the
 * site would store: for journeys about what comes after sign-up.
 */
export async function registerThroughApi(baseUrl: string): Promise<NewPlayer & { auth: unknown }> {
  const player = newPlayer();
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: player.name,
      surname: player.surname,
      username: player.username,
      email: player.email,
      phone: `90${player.phoneDigits}`,
      PersonalNo: player.personalNo,
      country: 1,
      currencyId: 1,
      birthDate: `${player.birth.year}-${player.birth.month}-${player.birth.day}`,
      birthDateDay: player.birth.day,
      birthDateMonth: player.birth.month,
      birthDateYear: player.birth.year,
      password: player.password,
      password2: player.password,
    }),
  });
  const answer = (await response.json()) as { success: boolean; message: string; data: unknown };
  if (!answer.success) throw new Error(`registration refused: ${answer.message}`);
  return { ...player, auth: answer.data };
}
