/**
 * Class: an address typed with spaces around its dots and its "@" ("sandra . lopez @ gmail . com"): every piece joined
 * by a spaced dot is part of it. When where it starts is not clear (a dot spaced on one side only, a plain word right
 * before the pieces) nothing is taken: the bot asks again.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../../src/flows/understand/destinations.js';
import { understand } from '../../../src/flows/understand/index.js';

function email(text: string): string | undefined {
  return understand(text, { lang: 'es', today: '2026-11-29', catalogue: DEMO_CATALOGUE, expecting: 'email' }).guest?.email;
}

describe('spaced dots of the first part join the address', () => {
  it.each([
    ['mi correo: sandra . lopez @ gmail . com', 'sandra.lopez@gmail.com'],
    ['sandra . lopez @ gmail . com', 'sandra.lopez@gmail.com'],
    ['mi correo es sandra . maria . lopez @ gmail . com', 'sandra.maria.lopez@gmail.com'],
    ['dani.moreno @ gmail . com', 'dani.moreno@gmail.com'],
  ])('"%s" is %s', (text, want) => {
    expect(email(text)).toBe(want);
  });
});

describe('an unclear start is asked, never cut', () => {
  it.each(['ana maria . lopez @ gmail . com', 'sandra. lopez @ gmail . com', 'sandra .lopez @ gmail . com'])('"%s" takes no email', (text) => {
    expect(email(text)).toBeUndefined();
  });
});
