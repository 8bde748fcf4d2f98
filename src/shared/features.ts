/**
 * The feature flags, the one list of them. `FEATURES` switches them on for everyone (unset: all of them;
 * empty: none); a browser whose local-storage item of the flag's name is '1' has that flag on whatever
 * `FEATURES` says. A flag that is off hides the links that lead to its page; the page itself stays.
 */
export const FEATURE_NAMES = ['archive', 'changePassword', 'forgotPassword'] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

const isFeatureName = (name: string): name is FeatureName => (FEATURE_NAMES as readonly string[]).includes(name);

/** `FEATURES` as the environment gives it (a comma list; unset is every flag), and the names it does not know. */
export function parseFeatures(raw: string | undefined): { features: FeatureName[]; unknown: string[] } {
  if (raw === undefined) return { features: [...FEATURE_NAMES], unknown: [] };
  const names = raw
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return { features: [...new Set(names.filter(isFeatureName))], unknown: names.filter((name) => !isFeatureName(name)) };
}

/** The flags this browser's local storage turns on: each whose item holds '1'. */
export function readLocalFeatures(read: (key: string) => string | null): FeatureName[] {
  return FEATURE_NAMES.filter((name) => read(name) === '1');
}
