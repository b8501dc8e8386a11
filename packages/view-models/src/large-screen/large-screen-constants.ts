/** SPEC §9: the header clock ticks every second. */
export const CLOCK_TICK_MS = 1000;
/** SPEC §2.5, §9: the refresh button reloads the page after 500 ms. */
export const REFRESH_DELAY_MS = 500;
/** SPEC §9: the large screens are designed at this width; the root font scales with width / 1920. */
export const DESIGN_WIDTH_PX = 1920;
/** SPEC §9: base root font size at the design width. */
export const BASE_FONT_PX = 16;
/** SPEC §9: the width scale is capped at 2 (a 3840 px wall gets 32 px, never more). */
export const FONT_SCALE_CAP = 2;
/** SPEC §9: the other layout (concrete production) never scales below a 1024 px width. */
export const PRODUCTION_MIN_WIDTH_PX = 1024;
/** SPEC §9: window-resize handling is throttled at 100 ms. */
export const RESIZE_THROTTLE_MS = 100;
/** SPEC §2.5, §9: full screen by key code 122 (F11; SPEC calls it F12) — both F11 and F12 are accepted. */
export const FULL_SCREEN_KEY_CODE = 122;
/** Key names that toggle full screen. */
export const FULL_SCREEN_KEYS: readonly string[] = ['F11', 'F12'];
/** SPEC §9: gauges run from 0 to 60 °C … */
export const GAUGE_MIN = 0;
export const GAUGE_MAX_CELSIUS = 60;
/** … and the temperature gauge's maximum is 100. */
export const TEMPERATURE_GAUGE_MAX = 100;
/** Where leaving full screen on the concrete production screen goes (SPEC §2.5). */
export const PRODUCTION_BACK_OFFICE_PATH = '/ProductionScreen';
/** The concrete production large screen (SPEC §2.1). */
export const PRODUCTION_SCREEN_PATH = '/LargeScreen/ProductionScreen';
/** Alarms kept in the alarm list (chosen, docs/decisions/0172). */
export const ALARM_LIST_ROWS = 30;
