// @ts-check
/**
 * One loaded espeak-ng WASM instance that can synthesise many times.
 *
 * The `espeak-ng` package is the espeak-ng *command-line program* compiled with Emscripten: it exposes
 * `_main` and a MEMFS, not the C library API. Running `main` a second time on the same instance does
 * not work (getopt's `optind` and espeak's globals keep their state), and instantiating afresh per clip
 * costs ~100 ms and ~100 MB. So we instantiate once with `noInitialRun`, snapshot the linear memory
 * right after start-up, and restore it before each run: every C global (optind, malloc's heap, espeak
 * state) is then exactly as on a fresh instance. The build cannot grow its memory (TOTAL_MEMORY=32MB,
 * growth aborts), so one snapshot covers it all.
 *
 * The snapshot leaves out the ~17 MB of embedded espeak-ng-data files (Emscripten serves them straight
 * from wasm memory and documents them as never changing) and stores all-zero pages as nothing, so it
 * holds 4.5 MB instead of 32 MB. Output is byte-identical to a fresh instance's (checked while building
 * this; the determinism test guards the reset).
 *
 * Plain JS (not TS) so the worker process that imports it needs no TS loader under node, tsx or vitest.
 */
import { readFile } from 'node:fs/promises';
import ESpeakNg from 'espeak-ng';

const OUT_PATH = '/tts-out.wav';

/**
 * @typedef {object} EmscriptenExports
 * @property {(size: number) => number} malloc
 * @property {() => number} stackSave
 * @property {(sp: number) => void} stackRestore
 */

/**
 * @returns {Promise<{ synthesizeWav: (args: string[], text: string) => { wav: Uint8Array, stdout: string } }>}
 */
export async function loadEspeak() {
  /** @type {Buffer | undefined} dropped once instantiated: 18.5 MB we would otherwise keep forever */
  let wasmBytes = await readFile(new URL('espeak-ng.wasm', import.meta.resolve('espeak-ng')));
  /** @type {EmscriptenExports | undefined} */
  let wasmExports;
  /** @type {(error: unknown) => void} */
  let failInstantiate = () => {};
  const instantiateFailed = new Promise((_resolve, reject) => {
    failInstantiate = reject;
  });
  /** @type {string[]} */
  const stderr = [];
  /** @type {string[]} */
  const stdout = [];
  const created = ESpeakNg({
    noInitialRun: true,
    // With `-x` espeak writes the phoneme mnemonics it spoke here: what the clip says, in writing.
    print: (/** @type {string} */ line) => stdout.push(line),
    printErr: (/** @type {string} */ line) => stderr.push(line),
    // Emscripten hook: we instantiate ourselves only to keep a handle on malloc/stackSave, which this
    // build does not export on the Module object.
    instantiateWasm(
      /** @type {WebAssembly.Imports} */ imports,
      /** @type {(i: WebAssembly.Instance) => void} */ receive,
    ) {
      const bytes = wasmBytes;
      wasmBytes = undefined;
      if (!bytes) throw new Error('espeak-ng: instantiateWasm called twice');
      WebAssembly.instantiate(bytes, imports).then((result) => {
        wasmExports = /** @type {EmscriptenExports} */ (/** @type {unknown} */ (result.instance.exports));
        receive(result.instance);
      }, failInstantiate);
      return {};
    },
  });
  const module = await Promise.race([created, instantiateFailed]);
  if (!wasmExports) throw new Error('espeak-ng: wasm exports were not captured');
  const ex = wasmExports;
  const heap = /** @type {Uint8Array} */ (module.HEAPU8);
  const snapshot = takeSnapshot(heap, readEmbeddedFiles(heap, module.___emscripten_embedded_file_data));
  const stackTop = ex.stackSave();
  const encoder = new TextEncoder();

  /** Runs espeak-ng's main() with `args` and returns the WAV bytes it wrote and what it printed. */
  function synthesizeWav(/** @type {string[]} */ args, /** @type {string} */ text) {
    restoreSnapshot(heap, snapshot);
    ex.stackRestore(stackTop);
    stderr.length = 0;
    stdout.length = 0;
    removeOutput(module);
    // "--" ends option parsing so a text such as "-ing" is read as text, not as a flag.
    const argv = ['espeak-ng', ...args, '-w', OUT_PATH, '--', text];
    const pointers = argv.map((arg) => {
      const bytes = encoder.encode(`${arg}\0`);
      const ptr = ex.malloc(bytes.length);
      module.HEAPU8.set(bytes, ptr);
      return ptr;
    });
    const argvPtr = ex.malloc((pointers.length + 1) * 4);
    pointers.forEach((ptr, i) => {
      module.HEAPU32[(argvPtr >> 2) + i] = ptr;
    });
    module.HEAPU32[(argvPtr >> 2) + pointers.length] = 0;
    let status;
    try {
      status = module._main(argv.length, argvPtr);
    } catch (error) {
      // exit() inside espeak throws Emscripten's ExitStatus; the next run restores memory anyway.
      if (isExitStatus(error)) status = error.status;
      else throw error;
    }
    const wav = readOutput(module);
    if (status !== 0 || !wav) {
      throw new Error(`espeak-ng exited with ${status}${stderr.length ? `: ${stderr.join(' ')}` : ''}`);
    }
    return { wav, stdout: stdout.join('\n').trim() };
  }
  return { synthesizeWav };
}

const PAGE = 64 * 1024;

/**
 * Byte ranges of the files Emscripten embedded in memory, from its table of { name, size, content }
 * u32 triples at `tableAddress`, ended by a zero name. An unreadable table just means a full snapshot.
 * @param {Uint8Array} heap @param {unknown} tableAddress @returns {Array<[number, number]>}
 */
function readEmbeddedFiles(heap, tableAddress) {
  if (typeof tableAddress !== 'number' || tableAddress <= 0 || tableAddress % 4 !== 0) return [];
  const words = new Uint32Array(heap.buffer, heap.byteOffset, heap.byteLength >> 2);
  /** @type {Array<[number, number]>} */
  const ranges = [];
  for (let at = tableAddress >> 2; at + 2 < words.length && words[at] !== 0; at += 3) {
    const size = words[at + 1] ?? 0;
    const start = words[at + 2] ?? 0;
    if (start + size > heap.length) return [];
    ranges.push([start, start + size]);
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

/**
 * Copies every page that is not entirely inside an embedded file; all-zero pages are kept as null.
 * @param {Uint8Array} heap @param {Array<[number, number]>} frozen
 * @returns {Array<{ at: number, bytes: Uint8Array | null, length: number }>}
 */
function takeSnapshot(heap, frozen) {
  const pages = [];
  for (let at = 0; at < heap.length; at += PAGE) {
    const end = Math.min(at + PAGE, heap.length);
    if (frozen.some(([start, stop]) => start <= at && end <= stop)) continue;
    const page = heap.subarray(at, end);
    pages.push({ at, bytes: page.every((b) => b === 0) ? null : page.slice(), length: end - at });
  }
  return pages;
}

/** @param {Uint8Array} heap @param {ReturnType<typeof takeSnapshot>} pages */
function restoreSnapshot(heap, pages) {
  for (const { at, bytes, length } of pages) {
    if (bytes) heap.set(bytes, at);
    else heap.fill(0, at, at + length);
  }
}

/** @param {unknown} error @returns {error is { name: 'ExitStatus', status: number }} */
function isExitStatus(error) {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'ExitStatus';
}

/** @param {{ FS: { unlink(path: string): void } }} module */
function removeOutput(module) {
  try {
    module.FS.unlink(OUT_PATH);
  } catch {
    // absent: nothing to remove
  }
}

/** @param {{ FS: { readFile(path: string): Uint8Array, unlink(path: string): void } }} module */
function readOutput(module) {
  try {
    const wav = module.FS.readFile(OUT_PATH);
    module.FS.unlink(OUT_PATH);
    return wav;
  } catch {
    return undefined;
  }
}
