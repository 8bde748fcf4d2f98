import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { listenAddressOf, localUrlOf } from './listen-address';

describe('localUrlOf: where a probe on the same machine reaches the server', () => {
  it('reaches a server listening on every address through loopback', () => {
    expect(localUrlOf({ host: '0.0.0.0', port: 3000 }, '/healthz')).toBe('http://127.0.0.1:3000/healthz');
    expect(localUrlOf({ host: '::', port: 3000 }, '/healthz')).toBe('http://127.0.0.1:3000/healthz');
  });

  it('reaches a server bound to one address at that address', () => {
    expect(localUrlOf({ host: '10.0.3.7', port: 8080 }, '/healthz')).toBe('http://10.0.3.7:8080/healthz');
    expect(localUrlOf({ host: 'fd00::7', port: 8080 }, '/healthz')).toBe('http://[fd00::7]:8080/healthz');
    expect(localUrlOf({ host: 'localhost', port: 3000 }, '/readyz')).toBe('http://localhost:3000/readyz');
  });
});

describe('listenAddressOf: HOST and PORT without the rest of the configuration', () => {
  it('reads them as the server does, defaults included', () => {
    for (const env of [
      {},
      { HOST: '0.0.0.0', PORT: '8080' },
      { PORT: ' 8080 ' },
      { PORT: '' },
      { HOST: '::', PORT: '0' },
    ]) {
      const { host, port } = loadConfig(env);
      expect(listenAddressOf(env)).toEqual({ host, port });
    }
  });
});
