import { describe, expect, it } from 'vitest';
import { loadConfig } from '../server/config';
import { FEATURE_NAMES, parseFeatures, readLocalFeatures } from './features';

describe('FEATURES', () => {
  it('turns every flag on when unset', () => {
    expect(parseFeatures(undefined)).toEqual({ features: [...FEATURE_NAMES], unknown: [] });
    expect(loadConfig({}).features).toEqual(['archive', 'changePassword', 'forgotPassword']);
  });

  it('turns every flag off when empty', () => {
    expect(parseFeatures('')).toEqual({ features: [], unknown: [] });
    expect(loadConfig({ FEATURES: '' }).features).toEqual([]);
    expect(loadConfig({ FEATURES: ' , ' }).features).toEqual([]);
  });

  it('turns on the flags it lists, once each, whatever the spaces', () => {
    expect(parseFeatures(' forgotPassword,archive , archive')).toEqual({
      features: ['forgotPassword', 'archive'],
      unknown: [],
    });
    expect(loadConfig({ FEATURES: 'changePassword' }).features).toEqual(['changePassword']);
  });

  it('names what it does not know, and the start stops on it', () => {
    expect(parseFeatures('archive,teleport,Archive').unknown).toEqual(['teleport', 'Archive']);
    expect(() => loadConfig({ FEATURES: 'archive,teleport' })).toThrow(
      'Invalid configuration: FEATURES must be a comma list of archive, changePassword, forgotPassword',
    );
  });
});

describe("a browser's local flags", () => {
  it("are the flags whose local-storage item is '1'", () => {
    const stored: Record<string, string> = { archive: '1', changePassword: 'true', forgotPassword: '1', rh: '1' };
    expect(readLocalFeatures((key) => stored[key] ?? null)).toEqual(['archive', 'forgotPassword']);
    expect(readLocalFeatures(() => null)).toEqual([]);
  });
});
