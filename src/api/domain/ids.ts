/** Random, unguessable, URL-safe identifiers, at least 96 bits (`docs/decisions/0005-identifiers.md`). */
import { randomBytes } from 'node:crypto';

/** A URL-safe random code of `bytes` random bytes (default 16 = 128 bits), base64url, optional prefix. */
export function randomCode(prefix = '', bytes = 16): string {
  return prefix + randomBytes(bytes).toString('base64url');
}

/** A carrier-style numeric authorization code (6 digits). */
export function authorizationCode(): string {
  return String(randomBytes(4).readUInt32BE(0) % 1_000_000).padStart(6, '0');
}
