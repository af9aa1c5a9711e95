import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.ts';

describe('configuration: defaults run the sandbox setup, bad values stop it', () => {
  it('defaults to port 4000, localhost URL, the two portal origins and admin on', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 4000,
      baseUrl: 'http://localhost:4000',
      portalOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      scale: 'small',
      admin: true,
      accessTokenTtl: 300,
      refreshTokenTtl: 604800,
    });
  });

  it('derives the URL from the port, reads every variable, and turns admin off in production', () => {
    expect(readConfig({ SANDBOX_PORT: '4100' }).baseUrl).toBe('http://localhost:4100');
    const config = readConfig({
      NODE_ENV: 'production',
      SANDBOX_URL: 'https://sandbox.example.it/',
      SANDBOX_PORTAL_ORIGINS: 'https://portale.example.it, http://localhost:3000',
      SANDBOX_SEED: '7',
      SANDBOX_SCALE: 'large',
      SANDBOX_ACCESS_TTL: '30',
      SANDBOX_REFRESH_TTL: '120',
      SANDBOX_IDP_ACCESS_TTL: '60',
      SANDBOX_EXPORT_STEP_SECONDS: '0',
    });
    expect(config).toMatchObject({
      baseUrl: 'https://sandbox.example.it',
      portalOrigins: ['https://portale.example.it', 'http://localhost:3000'],
      seed: 7,
      scale: 'large',
      admin: false,
      accessTokenTtl: 30,
      refreshTokenTtl: 120,
      idpAccessTokenTtl: 60,
      exportStepSeconds: 0,
    });
    expect(readConfig({ NODE_ENV: 'production', SANDBOX_ADMIN: 'on' }).admin).toBe(true);
  });

  it("posts logout tokens to the first portal origin's back channel unless told another address", () => {
    expect(readConfig({}).backchannelLogoutUri).toBeUndefined();
    expect(
      readConfig({ SANDBOX_BACKCHANNEL_LOGOUT_URI: 'http://proxy:8080/auth/backchannel-logout' })
        .backchannelLogoutUri,
    ).toBe('http://proxy:8080/auth/backchannel-logout');
    expect(() => readConfig({ SANDBOX_BACKCHANNEL_LOGOUT_URI: 'ftp://proxy/x' })).toThrow(
      /SANDBOX_BACKCHANNEL_LOGOUT_URI/,
    );
  });

  it('lists every bad variable at once', () => {
    let problems: string[] = [];
    try {
      readConfig({
        SANDBOX_PORT: 'abc',
        SANDBOX_URL: 'ftp://x',
        SANDBOX_PORTAL_ORIGINS: 'not a url',
        SANDBOX_SCALE: 'huge',
        SANDBOX_ADMIN: 'maybe',
        SANDBOX_ACCESS_TTL: '0',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      problems = (error as ConfigError).problems;
    }
    expect(problems.map((p) => p.split(/[ :]/)[0])).toEqual([
      'SANDBOX_PORT',
      'SANDBOX_URL',
      'SANDBOX_PORTAL_ORIGINS',
      'SANDBOX_SCALE',
      'SANDBOX_ADMIN',
      'SANDBOX_ACCESS_TTL',
    ]);
  });
});
