import type { KeyboardLayout } from '../../shared/constants';
import type { FeatureName } from '../../shared/features';
import type { Locale } from '../../shared/i18n';
import type { AccountSummary } from '../../shared/schemas/auth.schema';

export type ThemeChoice = 'system' | 'light' | 'dark';

/** What the server hands the browser so the first client render matches the server's HTML. */
export interface BootstrapData {
  locale: Locale;
  account: AccountSummary | null;
  features: FeatureName[];
  bannerHiddenAt: number | null;
  theme: ThemeChoice;
  highContrast: boolean;
  keyboard: KeyboardLayout;
  /** Today's date (YYYYMMDD) in the game's time zone, and the server's clock when rendering. */
  today: string;
  nowMs: number;
  assets: { css: string[]; entry: string };
  /** The path the server found no record for (an unknown game or word): rendered as the not-found page. */
  notFoundPath: string | null;
}

export const BOOTSTRAP_ELEMENT_ID = '__bootstrap';
export const QUERY_STATE_ELEMENT_ID = '__query_state';
export const FORMATTED_TEXTS_ELEMENT_ID = '__formatted';

/** What could end a script element early or break it as JavaScript, each written as a JSON escape. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON safe to put inside a <script> element (no `</script>` or `<!--` can close it early). */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (char) => SCRIPT_ESCAPES[char]!);
}

export function readScriptJson<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}
