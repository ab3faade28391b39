import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'agrotec-config-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const SECRET = 'a-secret-that-is-long-enough-0123456789';
const load = (env: NodeJS.ProcessEnv) => loadConfig({ JWT_SECRET: SECRET, ...env }, root);

describe('PORT', () => {
  test('unset, empty or blank is 8080, as every variable falls back when empty', () => {
    for (const PORT of [undefined, '', '  ']) {
      const config = load({ PORT });
      expect({ PORT, port: config.port }).toEqual({ PORT, port: 8080 });
      expect(config.publicUrl).toBe('http://127.0.0.1:8080');
    }
  });

  test('a number is that port; 0 asks for any free port', () => {
    expect(load({ PORT: '3000' }).port).toBe(3000);
    expect(load({ PORT: ' 3001 ' }).port).toBe(3001);
    expect(load({ PORT: '0' }).port).toBe(0);
    expect(load({ PORT: '65535' }).port).toBe(65535);
  });

  test('anything else is a configuration error naming the value', () => {
    for (const PORT of ['abc', '-1', '65536', '80.5', '1e3', '0x50', '80 81']) {
      expect(() => load({ PORT })).toThrow(ConfigError);
      expect(() => load({ PORT })).toThrow(`PORT is not a valid port: ${PORT}`);
    }
  });
});

test('the other variables fall back when empty too', () => {
  const config = load({ HOST: '', DATA_DIR: '', SEED_DEMO: '', PUBLIC_URL: '' });
  expect(config).toMatchObject({
    host: '127.0.0.1',
    dataDir: path.join(root, 'data'),
    seedDemo: true,
    publicUrl: 'http://127.0.0.1:8080',
    publicUrlGiven: false,
  });
});

test('PUBLIC_URL, when given, is the address of shared links too, without a trailing slash', () => {
  expect(load({ PUBLIC_URL: 'https://agrotec.example.bo/' })).toMatchObject({
    publicUrl: 'https://agrotec.example.bo',
    publicUrlGiven: true,
  });
});

describe('TRUST_PROXY', () => {
  test('unset, empty, 0 or false trusts no proxy', () => {
    for (const TRUST_PROXY of [undefined, '', '0', 'false', 'off'])
      expect(load({ TRUST_PROXY }).trustProxy).toBe(false);
  });

  test('a number is how many proxies stand in front; addresses and networks are listed', () => {
    expect(load({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(load({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(load({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
  });

  test('true is refused: any client could then choose its own address', () => {
    expect(() => load({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => load({ TRUST_PROXY: 'true' })).toThrow(/X-Forwarded-For/);
  });

  test('anything else names the entry that is wrong', () => {
    expect(() => load({ TRUST_PROXY: '10.0.0.1,proxy.local' })).toThrow(/«proxy\.local»/);
    expect(() => load({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(ConfigError);
  });
});

describe('LOG_LEVEL and IMPORT_URL_ALLOW', () => {
  test('read with the rest: info and no internal host by default', () => {
    const config = load({});
    expect(config.logLevel).toBe('info');
    expect(config.importUrlAllow).toEqual([]);
  });

  test('a level pino knows is taken; another is refused before the server starts', () => {
    expect(load({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(() => load({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL must be one of/);
  });

  test('the allowed hosts are a comma-separated list', () => {
    expect(load({ IMPORT_URL_ALLOW: 'fotos.local, 10.0.0.5:9000' }).importUrlAllow).toEqual([
      'fotos.local',
      '10.0.0.5:9000',
    ]);
  });
});
