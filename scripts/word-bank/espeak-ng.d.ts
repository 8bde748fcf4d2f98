declare module 'espeak-ng' {
  /** The espeak-ng command-line program compiled with Emscripten: running it runs `main(arguments)`. */
  export default function ESpeakNg(module: {
    arguments: string[];
    print: (line: string) => void;
    printErr: (line: string) => void;
  }): Promise<unknown>;
}
