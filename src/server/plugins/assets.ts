import { existsSync, readFileSync } from 'node:fs';
import { SUPPORTED_LOCALES, type Locale } from '../../shared/i18n';
import { fromProjectRoot } from '../lib/project-root';
import { scriptLoader } from './script-loader';

export const CLIENT_DIST_DIR = fromProjectRoot('dist', 'client');
export const PUBLIC_DIR = fromProjectRoot('public');
const MANIFEST = `${CLIENT_DIST_DIR}/.vite/manifest.json`;
const ENTRY = 'src/client/entry-client.tsx';
/** Each language's messages chunk besides English's (in the entry), preloaded on that language's pages. */
export const MESSAGES: Partial<Record<Locale, string>> = { es: 'src/client/app/messages-es.ts' };

export interface ClientAssets {
  entry: string;
  css: string[];
  /**
   * Each language's inline script that loads the app once the page has painted: the entry, the chunks
   * it imports statically and that language's messages ('' when not built). See `scriptLoader`.
   */
  loader: Record<Locale, string>;
  /**
   * The files a lazy part (by its manifest key, see src/client/app/lazy-part.tsx) needs beyond what the
   * entry loads: its chunk and the chunks it imports.
   */
  partFiles: (module: string) => readonly string[];
}

interface ManifestChunk {
  file: string;
  isDynamicEntry?: boolean;
  css?: string[];
  imports?: string[];
}

const byLocale = <T>(value: (locale: Locale) => T) =>
  Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, value(locale)])) as Record<Locale, T>;

const NOT_BUILT: ClientAssets = { entry: '', css: [], loader: byLocale(() => ''), partFiles: () => [] };

/** The built client's entry script and styles, read from Vite's manifest (empty when not built). */
export function readClientAssets(): ClientAssets {
  if (!existsSync(MANIFEST)) return NOT_BUILT;
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[ENTRY];
  if (!entry) return NOT_BUILT;
  const fileOf = (key: string | undefined) => (key ? manifest[key]?.file : undefined);
  const preloadsOf = (locale: Locale) =>
    [...(entry.imports ?? []), MESSAGES[locale]]
      .map(fileOf)
      .filter((file): file is string => !!file)
      .map((file) => `/${file}`);
  const loadedFirst = new Set([ENTRY, ...(entry.imports ?? [])]);
  const partFiles = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const keys = new Set<string>();
    const visit = (at: string) => {
      if (keys.has(at) || loadedFirst.has(at) || !manifest[at]) return;
      keys.add(at);
      for (const imported of manifest[at].imports ?? []) visit(imported);
    };
    visit(key);
    partFiles.set(
      key,
      [...keys].map((at) => `/${manifest[at]!.file}`),
    );
  }
  return {
    entry: `/${entry.file}`,
    css: (entry.css ?? []).map((f) => `/${f}`),
    loader: byLocale((locale) => scriptLoader(`/${entry.file}`, preloadsOf(locale))),
    partFiles: (module) => partFiles.get(module) ?? [],
  };
}
