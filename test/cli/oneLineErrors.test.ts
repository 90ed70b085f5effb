import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config.js';
import { isOneLineError, ONE_LINE_ERRORS } from '../../src/cli/oneLineErrors.js';

describe('the errors the CLI prints as one line', () => {
  it.each([...ONE_LINE_ERRORS.keys()])('%s is found under the name its class bears', async (name) => {
    const errorClass = await ONE_LINE_ERRORS.get(name)!();
    expect(errorClass.name).toBe(name);
  });

  it('recognises a subclass of a listed class, and nothing else', async () => {
    const { CarrierCommandError } = await import('../../src/cli/carriers.js');
    expect(await isOneLineError(new CarrierCommandError('bad carrier'))).toBe(true);
    expect(await isOneLineError(new ConfigError('PORT', 'Invalid setting PORT'))).toBe(true);
    expect(await isOneLineError(new TypeError('x is undefined'))).toBe(false);
    expect(await isOneLineError('a string')).toBe(false);
    class ConfigErrorLookalike extends Error {}
    Object.defineProperty(ConfigErrorLookalike, 'name', { value: 'ConfigError' });
    expect(await isOneLineError(new ConfigErrorLookalike('same name, other class'))).toBe(false);
  });
});
