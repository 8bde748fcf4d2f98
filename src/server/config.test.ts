import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the contract defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: './data',
      gameTimeZone: 'UTC',
      ttsProvider: 'espeak',
      publicUrl: 'http://localhost:3000',
      features: ['archive', 'changePassword', 'forgotPassword'],
      logLevel: 'info',
      rateLimitPerMinute: 10,
    });
  });

  it('parses every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db:5432/spelldown',
      ADMIN_EMAIL: ' Boss@Example.com ',
      ADMIN_PASSWORD: 'Secret123',
      GAME_TIMEZONE: 'Europe/Madrid',
      TTS_PROVIDER: 'google',
      SMTP_URL: 'smtp://mail:25',
      PUBLIC_URL: 'https://spelldown.example/',
      MAIL_FROM: 'Spelldown <bee@spelldown.example>',
      FEATURES: 'archive, forgotPassword',
      RATE_LIMIT_PER_MINUTE: '20',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db:5432/spelldown',
      adminEmail: 'boss@example.com',
      gameTimeZone: 'Europe/Madrid',
      ttsProvider: 'google',
      smtpUrl: 'smtp://mail:25',
      publicUrl: 'https://spelldown.example',
      mailFrom: 'Spelldown <bee@spelldown.example>',
      features: ['archive', 'forgotPassword'],
      rateLimitPerMinute: 20,
    });
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses and CIDRs; unset or 0 trusts nothing', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1, 172.16.0.0/12 ,fd00::/8,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
  });

  it('serves metrics only with METRICS=1: on the app port, or on METRICS_PORT (127.0.0.1 unless METRICS_HOST)', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS: '0' }).metrics).toBeUndefined();
    expect(loadConfig({ METRICS: '1' }).metrics).toBe('app-port');
    expect(loadConfig({ METRICS: '1', METRICS_PORT: '9100' }).metrics).toEqual({ port: 9100, host: '127.0.0.1' });
    expect(loadConfig({ METRICS: '1', METRICS_PORT: '9100', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({
      port: 9100,
      host: '0.0.0.0',
    });
  });

  it("takes a variable set but empty as unset (a compose file's ${PORT})", () => {
    const config = loadConfig({ PORT: '', RATE_LIMIT_PER_MINUTE: ' ', METRICS_PORT: '' });
    expect([config.port, config.rateLimitPerMinute, config.publicUrl]).toEqual([3000, 10, 'http://localhost:3000']);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT /],
    // Digits only: Number() would read these as ports 1000 and 16.
    [{ PORT: '1e3' }, /^Invalid configuration: PORT must be a whole number from 0 to 65535/],
    [{ PORT: '0x10' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number from 0 to 65535/],
    [{ RATE_LIMIT_PER_MINUTE: '0' }, /RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 100000/],
    [{ METRICS: '1', METRICS_PORT: '9.5' }, /METRICS_PORT must be a whole number/],
    [{ GAME_TIMEZONE: 'Mars/Olympus' }, /GAME_TIMEZONE must be an IANA time zone/],
    [{ TTS_PROVIDER: 'say' }, /TTS_PROVIDER/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres/],
    [{ FEATURES: 'archive,teleport' }, /FEATURES/],
    [{ ADMIN_EMAIL: 'a@b.co' }, /ADMIN_PASSWORD/],
    // The password rule of every other way an account gets one (product §17).
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'aaaaaaaa' }, /^Invalid configuration: ADMIN_PASSWORD must be 8 to 128/],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'Sh0rt' }, /ADMIN_PASSWORD must be 8 to 128/],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'Password1' }, /ADMIN_PASSWORD is one of the most common passwords/],
    [{ TRUST_PROXY: 'true' }, /^Invalid configuration: TRUST_PROXY must be a hop count/],
    [{ TRUST_PROXY: 'proxy.internal' }, /TRUST_PROXY must be a hop count/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY must be a hop count/],
    [{ TRUST_PROXY: '10.0.0.1, 10.0.0.300' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '-1' }, /TRUST_PROXY/],
    [{ METRICS: 'yes' }, /^Invalid configuration: METRICS must be 1/],
    [{ METRICS_PORT: '9100' }, /^Invalid configuration: METRICS_PORT serves metrics only with METRICS=1/],
    [{ METRICS: '1', METRICS_PORT: '3000' }, /METRICS_PORT must differ from PORT/],
    [{ PUBLIC_URL: 'ftp://spelldown.example' }, /^Invalid configuration: PUBLIC_URL must be an absolute http/],
    [{ PUBLIC_URL: 'spelldown.example' }, /PUBLIC_URL/],
    [{ MAIL_FROM: 'bad' }, /^Invalid configuration: MAIL_FROM must be an e-mail address/],
    [{ MAIL_FROM: 'Spelldown <no-reply>' }, /MAIL_FROM/],
  ])('stops with one line naming the variable for %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('\n');
    }
  });
});
