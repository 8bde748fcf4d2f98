import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { FEATURES_NAMING_EVERY_TABLE, TABLE_OWNERS } from '../db/table-owners';

/**
 * Each feature's tables are named in queries only by that feature's files: other features compose the
 * fragments its index.ts exports into their own statements (db/table-owners.ts says who owns what).
 */

const FEATURES_DIR = import.meta.dirname;

/** Kysely calls whose first argument names a table. */
const TABLE_METHODS = new Set([
  'selectFrom',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'crossJoinLateral',
  'updateTable',
  'insertInto',
  'replaceInto',
  'deleteFrom',
  'mergeInto',
]);

/** In raw SQL: `from a x, b`, `join a`, `update a`, `insert into a`, `delete from a`, `using a`. */
const RAW_TABLES =
  /\b(?:from|join|update|into|using)\s+(\w+)((?:\s+(?:as\s+)?\w+)?(?:\s*,\s*\w+(?:\s+(?:as\s+)?\w+)?)*)/gi;

/** Tests, test factories and test support may set up any table. */
const isTestFile = (file: string) => /\.test(-factory|-support)?\.tsx?$/.test(file);

interface TableUse {
  table: string;
  line: number;
  at: number;
}

/** The tables a source file names in Kysely calls and in `sql` templates. */
function tablesNamedIn(fileName: string, text: string): TableUse[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const uses: TableUse[] = [];
  const add = (name: string, node: ts.Node) => {
    const table = name.trim().split(/\s+/)[0] ?? '';
    if (table in TABLE_OWNERS) {
      const at = node.getStart();
      uses.push({ table, line: source.getLineAndCharacterOfPosition(at).line + 1, at });
    }
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      TABLE_METHODS.has(node.expression.name.text)
    ) {
      const [first] = node.arguments;
      const names = first && ts.isArrayLiteralExpression(first) ? first.elements : first ? [first] : [];
      for (const name of names) if (ts.isStringLiteralLike(name)) add(name.text, name);
    }
    if (ts.isTaggedTemplateExpression(node) && /^sql\b/.test(node.tag.getText(source))) {
      const template = node.template;
      const parts = ts.isNoSubstitutionTemplateLiteral(template)
        ? [template.text]
        : [template.head.text, ...template.templateSpans.map((span) => span.literal.text)];
      for (const match of parts.join(' ? ').matchAll(RAW_TABLES)) {
        add(match[1] ?? '', node);
        for (const more of (match[2] ?? '').split(',').slice(1)) add(more, node);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses.sort((a, b) => a.at - b.at);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !isTestFile(entry.name) ? [path] : [];
  });
}

/** `feature/file.ts:line names table (owner)` for every table named outside its owner's folder. */
function crossDomainUses(): string[] {
  const found: string[] = [];
  for (const feature of readdirSync(FEATURES_DIR, { withFileTypes: true })) {
    if (!feature.isDirectory() || feature.name in FEATURES_NAMING_EVERY_TABLE) continue;
    for (const file of sourceFiles(join(FEATURES_DIR, feature.name))) {
      for (const { table, line } of tablesNamedIn(file, readFileSync(file, 'utf8'))) {
        const owner = TABLE_OWNERS[table as keyof typeof TABLE_OWNERS];
        if ('owner' in owner && owner.owner !== feature.name) {
          found.push(`${relative(FEATURES_DIR, file).split(sep).join('/')}:${line} names ${table} (${owner.owner})`);
        }
      }
    }
  }
  return found;
}

/** `feature/file.ts imports ../other/x` for every import of a file inside another feature (not its index.ts). */
function filesImportedAcross(): string[] {
  const found: string[] = [];
  for (const feature of readdirSync(FEATURES_DIR, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    for (const file of sourceFiles(join(FEATURES_DIR, feature.name))) {
      const imports = readFileSync(file, 'utf8').matchAll(/from '(\.\.\/([\w-]+)\/[^']+)'/g);
      for (const [, path, owner] of imports) {
        if (owner !== feature.name) found.push(`${relative(FEATURES_DIR, file).split(sep).join('/')} imports ${path}`);
      }
    }
  }
  return found;
}

describe('domain tables', () => {
  it('finds tables in Kysely calls and in raw SQL, not in comments or strings', () => {
    const text = [
      "db.selectFrom('words as w').leftJoin('audio_clips as c', 'c.text_hash', 'w.canonical_hash');",
      "db.selectFrom(['games', 'submissions']);",
      '// read from guesses here',
      "const note = 'update training_cards';",
      'sql`update words w set x = 1 from audio_clips o, audio_clips as n where ${a} join outbox on true`;',
      'sql<number>`select 1 from game_words gw`;',
    ].join('\n');
    expect(tablesNamedIn('example.ts', text).map((use) => use.table)).toEqual([
      'words',
      'audio_clips',
      'games',
      'submissions',
      'words',
      'audio_clips',
      'audio_clips',
      'outbox',
      'game_words',
    ]);
  });

  it('each feature names only its own tables in queries (others go through the owner’s index.ts)', () => {
    expect(crossDomainUses()).toEqual([]);
  });

  it('no feature imports a file inside another feature (only its index.ts)', () => {
    expect(filesImportedAcross()).toEqual([]);
  });
});
