/**
 * Child process for the "close() lets the process exit" test: synthesises one clip, then closes the
 * provider unless told `keep-open`, and simply falls off the end. The parent checks whether it exits.
 */
import { createTtsProvider } from '../index';

const provider = createTtsProvider('espeak');
const mp3 = await provider.synthesize('hello');
process.stdout.write(`bytes=${mp3.length}\n`);
if (process.argv[2] !== 'keep-open') await provider.close();
