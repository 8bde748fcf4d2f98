import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../../shared/i18n';
import { LoginSchema } from '../../shared/schemas/auth.schema';
import { checkFormOnDemand, schemaOnDemand } from './form-check';
import '../app/texts/account';

const t = createTranslator('en');
const MESSAGES = { email: 'account.validation.email', password: 'account.validation.password' } as const;

describe('a form whose schema loads on demand', () => {
  it('loads the schema once, however often the form is focused and sent', async () => {
    const load = vi.fn(() => Promise.resolve(LoginSchema));
    const schema = schemaOnDemand(load);
    schema.preload();
    schema.preload();
    const refused = await checkFormOnDemand(schema, { email: 'nobody', password: '' }, t, MESSAGES);
    expect(refused).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid e-mail address.', password: 'Please enter your password.' },
    });
    const sent = await checkFormOnDemand(schema, { email: 'ana@example.com', password: 'Secret1x' }, t, MESSAGES);
    expect(sent.ok).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends nothing while the schema cannot load (offline), and loads it again at the next attempt', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof LoginSchema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(LoginSchema);
    const schema = schemaOnDemand(load);
    schema.preload(); // a failed preload is not an unhandled rejection: the next attempt tries again
    const offline = await checkFormOnDemand(schema, { email: 'ana@example.com', password: 'Secret1x' }, t, MESSAGES);
    expect(offline).toEqual({ ok: false, errors: {}, unavailable: true });
    const online = await checkFormOnDemand(schema, { email: 'ana@example.com', password: 'Secret1x' }, t, MESSAGES);
    expect(online.ok).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
    expect(console).toHaveBeenCalledTimes(1);
    console.mockRestore();
  });
});
