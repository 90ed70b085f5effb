/**
 * Email addresses dictated in words or retyped: the English "me at" lead, letters spelled one by one, the French
 * spoken form, a provider taken back inside the domain, an address retyped after a remark on its letters, and a
 * provider named beside a bare first part.
 */
import { describe, expect, it } from 'vitest';
import { readAnswer as read } from './read.js';

describe('"email me at …": the "at" of the lead is no part of the address', () => {
  it.each([
    ['email me at linda.carter at comcast dot net', 'linda.carter@comcast.net'],
    ['reach us at info at acme dot com', 'info@acme.com'],
  ])('%s', (text, email) => {
    expect(read(text, 'email', 'en').guest?.email).toBe(email);
  });
});

describe('an address spelled letter by letter', () => {
  it('the letters between "at" and the dots are one word', () => {
    expect(read('w i l l at g m x dot d e', 'email', 'en').guest?.email).toBe('will@gmx.de');
  });
});

describe('an address dictated in French', () => {
  it('"arobase" is the "@" and "point" the dot', () => {
    expect(read('marie point dubois arobase orange point fr', 'email', 'en').guest?.email).toBe('marie.dubois@orange.fr');
  });
});

describe('a provider taken back inside a dictated domain', () => {
  it.each([
    ['juanpa.rios arroba hotmail no gmail punto com', 'juanpa.rios@gmail.com'],
    ['ana arroba gmail, no perdon, hotmail punto com', 'ana@hotmail.com'],
  ])('%s', (text, email) => {
    expect(read(text, 'email').guest?.email).toBe(email);
  });
});

describe('an address retyped with a small change after a remark', () => {
  it.each([
    ['valentina.2001@hotmail.com sin el punto, valentina2001@hotmail.com', 'valentina2001@hotmail.com'],
    ["jweis@web.de, no, two s's: jweiss@web.de", 'jweiss@web.de'],
  ])('%s', (text, email) => {
    expect(read(text, 'email').guest?.email).toBe(email);
  });
  it('two near addresses offered as a choice or both given are not a retyping', () => {
    expect(read('ana@gmail.com o ana1@gmail.com', 'email').guest?.email).toBeUndefined();
    expect(read('ana@gmail.com y ana1@gmail.com', 'email').guest?.email).toBeUndefined();
  });
});

describe('a provider named beside a bare first part, at the email question', () => {
  it('a provider with one domain is taken', () => {
    expect(read('es de gmail: natalia.delatorre', 'email').guest?.email).toBe('natalia.delatorre@gmail.com');
  });
  it('a provider with several domains is offered back', () => {
    const g = read('natalia.delatorre en hotmail', 'email').guest;
    expect(g?.email).toBeUndefined();
    expect(g?.emailOptions).toEqual(['natalia.delatorre@hotmail.com']);
  });
  it('"juan at gmail" is an address cut short: nothing is taken', () => {
    expect(read('juan at gmail', 'email', 'en').guest?.email).toBeUndefined();
  });
});
