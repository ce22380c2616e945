/*
 * Business constants and limits of spec §9 (and the few timings §4 states), in one place so the API,
 * the site and the tests read the same numbers. Durations are in milliseconds unless the name says
 * otherwise; sizes in CSS pixels.
 */

// ── Identity and contact ────────────────────────────────────────────────────────────────────────────
/** Fixed country prefix of every phone input; a phone value is sent with it (e.g. '905321234567'). */
export const PHONE_PREFIX = '90';
/** Digits the phone mask takes after the prefix. */
export const PHONE_MASK_DIGITS = 10;
/** SMS verification codes have 6 digits (the site strips the 00-00-00 mask's dashes before sending). */
export const SMS_CODE_LENGTH = 6;
/** Turkish national ID (PersonalNo) length. */
export const PERSONAL_NO_LENGTH = 11;
export const BIRTH_DAY_LENGTH = 2;
export const BIRTH_MONTH_LENGTH = 2;
export const BIRTH_YEAR_LENGTH = 4;
/** Players must be adults (DESIGN §9); the API checks it against its clock at registration. */
export const MIN_PLAYER_AGE_YEARS = 18;
export const DEFAULT_CURRENCY_ID = 1;
/**
 * Largest value of a PostgreSQL `integer` column: ids, counts, positions, page offsets (`int32Rule` in
 * rules.ts). Here, free of zod, because the site's first page checks a referral id against it.
 */
export const INT32_MAX = 2_147_483_647;
// DEFAULT_COUNTRY_NAME ('Türkiye') lives next to the country schema in auth-form.ts.

// ── Timings (spec §4, §9) ───────────────────────────────────────────────────────────────────────────
export const SMS_RESEND_COUNTDOWN_SECONDS = 60;
export const BALANCE_POLL_INTERVAL_MS = 3000;
/** A 403 reloads the page after this delay, at most this many times in a row. */
export const FORBIDDEN_RELOAD_MAX_ATTEMPTS = 3;
export const FORBIDDEN_RELOAD_DELAY_MS = 1000;
export const LANGUAGE_CHANGE_RELOAD_DELAY_MS = 100;
export const LIVE_CHAT_RETRY_DELAY_MS = 5000;
export const LOGOUT_RELOAD_DELAY_MS = 300;
export const RECOVERY_TO_LOGIN_DELAY_MS = 1000;
export const TRIAL_BONUS_CLAIM_CLOSE_DELAY_MS = 1000;
export const WITHDRAW_SUCCESS_CLOSE_DELAY_MS = 500;
/** Closing the dynamic payment dialog after its field list failed to load or was empty. */
export const PAYMENT_DETAIL_FAILURE_CLOSE_DELAY_MS = 100;
export const CELEBRATION_START_DELAY_MS = 100;
export const COUNTRY_LIST_FILL_DELAY_MS = 300;
export const FINGERPRINT_TIMEOUT_MS = 5000;
export const CELEBRATION_CONFETTI_PARTICLES = 150;

// ── Lists and paging ────────────────────────────────────────────────────────────────────────────────
/** customer/notification asks for this many; the API refuses more (take max). */
export const NOTIFICATION_PAGE_TAKE = 100;
/** The bell badge shows '9+' from this count on. */
export const NOTIFICATION_BADGE_CAP = 9;
export const GAME_SEARCH_PAGE_SIZE = 4;
/** Upper bound of `take` on any paged list call, so one request cannot ask for the whole table. */
export const MAX_PAGE_TAKE = 100;
/** bootstrap/eqyptquest: this currentLevelI means "no Egypt jackpot" and is ignored. */
export const EGYPT_JACKPOT_IGNORED_LEVEL = 14000;
/** EGT jackpot cards kept, in this order, and only with exactly this many levels. */
export const JACKPOT_CARD_NAMES = ['High Cash', 'Clover Chance'] as const;
export const JACKPOT_CARD_LEVELS = 4;

// ── Layout ──────────────────────────────────────────────────────────────────────────────────────────
export const HEADER_HIDE_SCROLL_PX = 100;
export const NOTIFICATION_PANEL_HEIGHT_PX = 582;
/** Below this width the site uses the mobile layout. */
export const MOBILE_BREAKPOINT_PX = 900;
/** Below this width the desktop header shows the menu button. */
export const MENU_BREAKPOINT_PX = 1100;
/** Popup and banner pictures switch sources at these min-widths. */
export const POPUP_IMAGE_BREAKPOINT_LARGE_PX = 1200;
export const POPUP_IMAGE_BREAKPOINT_MEDIUM_PX = 992;
export const LOADING_SPINNER_SIZE_PX = 35;

// ── Carousel ────────────────────────────────────────────────────────────────────────────────────────
export const CAROUSEL_AUTOPLAY_DELAY_MS = 5000;
export const CAROUSEL_SPACE_BETWEEN_PX = 20;
/** Slides per view by min-width (px). */
export const CAROUSEL_SLIDES_PER_VIEW = { 0: 1, 768: 2, 992: 2, 1920: 3 } as const;
export const CAROUSEL_BANNER_ASPECT = { width: 1040, height: 600 } as const;
export const CAROUSEL_PLACEHOLDER_COUNT = 3;
export const CAROUSEL_REFRESH_DELAY_MS = 100;

// ── Toasts ──────────────────────────────────────────────────────────────────────────────────────────
export const TOAST_AUTO_CLOSE_MS = 4000;
export const TOAST_LOADING_AUTO_CLOSE_MS = 30000;
export const TOAST_VISIBLE_LIMIT = 5;

// ── Realtime hub (spec §7, §9) ──────────────────────────────────────────────────────────────────────
export const REALTIME_SERVER_TIMEOUT_MS = 30000;
export const REALTIME_KEEP_ALIVE_INTERVAL_MS = 15000;
/** Automatic reconnect waits these delays in turn, then stops. */
export const REALTIME_RECONNECT_DELAYS_MS = [0, 2000, 10000, 30000] as const;
export const API_REQUEST_TIMEOUT_MS = 100000;

// ── Snowfall (spec §1) ──────────────────────────────────────────────────────────────────────────────
export const SNOWFALL_DEFAULTS = {
  flakeCount: 50,
  minSize: 5,
  maxSize: 15,
  speed: 2,
  color: '#ffffff',
} as const;

// ── Number input (spec §9) ──────────────────────────────────────────────────────────────────────────
export const NUMBER_INPUT_STEP = 1;
export const NUMBER_INPUT_REPEAT_DELAY_MS = 500;
export const NUMBER_INPUT_REPEAT_INTERVAL_MS = 40;

// ── Pictures of operator content ────────────────────────────────────────────────────────────────────
/**
 * The https origins (scheme and host, as in a Content-Security-Policy) that operator content pictures may
 * come from, besides this site's own /media/ files. The API's CSP img-src is built from this list and the
 * admin picture rule accepts only these, so a picture the API accepts is one browsers will show. Empty:
 * no picture CDN is set up yet; add its origin here (e.g. 'https://cdn.example.com') to allow it.
 */
export const CONTENT_IMAGE_ORIGINS: readonly string[] = [];

// ── The page the server sends ───────────────────────────────────────────────────────────────────────
/**
 * The id of the `<script type="application/json">` in which the server embeds the bootstrap answer
 * (the `{success, message, data}` of GET cms/grouped) for the language in its `data-locale`, so a first
 * visit starts without waiting for that call.
 */
export const EMBEDDED_BOOTSTRAP_ELEMENT_ID = 'lale-bootstrap';
