import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CLIENT_DIST_DIR = fileURLToPath(new URL('../../../dist/client', import.meta.url));
export const PUBLIC_DIR = fileURLToPath(new URL('../../../public', import.meta.url));
const MANIFEST = `${CLIENT_DIST_DIR}/.vite/manifest.json`;
const ENTRY = 'src/client/entry-client.tsx';

export interface ClientAssets {
  entry: string;
  css: string[];
  /** Chunks the entry imports statically: preloaded so the page hydrates in one round trip. */
  preload: string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The built client's entry script and styles, read from Vite's manifest (empty when not built). */
export function readClientAssets(): ClientAssets {
  if (!existsSync(MANIFEST)) return { entry: '', css: [], preload: [] };
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[ENTRY];
  if (!entry) return { entry: '', css: [], preload: [] };
  const preload = (entry.imports ?? []).map((key) => manifest[key]?.file).filter((f): f is string => !!f);
  return { entry: `/${entry.file}`, css: (entry.css ?? []).map((f) => `/${f}`), preload: preload.map((f) => `/${f}`) };
}
