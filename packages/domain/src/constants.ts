/** Business constants of seed 000 §9. */
export const TOAST_DURATION_MS = 5000;
export const DEBOUNCE_MS = 350;
export const CLIENT_LIST_PAGE_SIZE = 20;
export const SEARCH_DEFAULT_PAGE = 1;
export const SEARCH_DEFAULT_PAGE_SIZE = 10;
export const SEARCH_MAX_PAGE_SIZE = 100;
/**
 * A text search counts its matches up to this bound and says "more than" beyond it: counting
 * every match of a common name would read thousands of rows for a number nobody pages through.
 */
export const SEARCH_COUNT_BOUND = 1000;
export const MAX_CARDS_PER_CLIENT = 10;
export const SERVICE_WORKER_UPDATE_MS = 36e5;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const DATE_FORMAT = 'MM-DD-YYYY';
/** The portal's one zone (seed default): every time is shown and typed in it (decision 0057). */
export const DEFAULT_TIME_ZONE = 'America/New_York';
/** The label beside every time the portal shows or takes. */
export const TIME_ZONE_LABEL = 'ET';
export const CLIENT_LOGS_RECENT_DAYS = 45;
export const MAX_LOGIN_CALLBACKS = 3;
