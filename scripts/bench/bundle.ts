import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ROOT } from './options';

/** What a player's first page downloads from the production build (dist/client), compressed. */
export interface BundleFigures {
  files: { file: string; bytes: number; gzip: number; brotli: number }[];
  jsGzip: number;
  jsBrotli: number;
  cssGzip: number;
}

export const BUNDLE_BUDGET = { jsGzip: 100 * 1024, cssGzip: 15 * 1024 } as const;

const ENTRY = 'src/client/entry-client.tsx';
/** The page a player lands on loads its lazy chunk before hydrating (as src/client/bundle-budget.test.ts counts). */
const FIRST_PAGE = 'src/client/pages/game/daily-page.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The entry, the landing page's chunk and every chunk they import statically, with their CSS. */
export function measureBundle(): BundleFigures {
  const dir = join(ROOT, 'dist/client');
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(ENTRY);
  visit(FIRST_PAGE);
  const chunks = [...seen].map((key) => manifest[key]!);
  const names = [...chunks.map((c) => c.file), ...new Set(chunks.flatMap((c) => c.css ?? []))];
  const files = names.map((file) => {
    const bytes = readFileSync(join(dir, file));
    return { file, bytes: bytes.length, gzip: gzipSync(bytes).length, brotli: brotliCompressSync(bytes).length };
  });
  const sum = (ext: string, key: 'gzip' | 'brotli') =>
    files.filter((f) => f.file.endsWith(ext)).reduce((total, f) => total + f[key], 0);
  return { files, jsGzip: sum('.js', 'gzip'), jsBrotli: sum('.js', 'brotli'), cssGzip: sum('.css', 'gzip') };
}
