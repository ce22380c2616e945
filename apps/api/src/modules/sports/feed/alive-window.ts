/** A producer not heard from for this long is down (the feed's alive messages come every ~10 s). */
export const SPORTS_ALIVE_WINDOW_MS = 20_000;
