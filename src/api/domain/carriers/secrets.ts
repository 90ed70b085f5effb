/**
 * The secrets of a hotel's own carrier account (`carrier_accounts.secrets`),
 * sealed at rest with `CARRIER_SECRETS_KEY`.
 *
 * Formats (the text before the first `:` says which):
 *
 * - **`v1:<base64 iv>:<base64 tag>:<base64 ciphertext>`** — AES-256-GCM over
 *   the JSON object of the secrets. The 256-bit key is derived from the
 *   setting with HKDF-SHA256 (fixed salt and info naming this use, so the
 *   same setting used elsewhere gives another key); the setting is meant to
 *   be random already (`openssl rand -base64 32`, at least 32 characters), so
 *   a slow password hash adds nothing. A new random 12-byte IV on every
 *   write. The associated data binds the blob to its row: the hotel id, the
 *   carrier and the row's non-secret settings exactly as stored, so a blob
 *   copied to another hotel, relabelled as another carrier, or left beside
 *   settings changed behind the service's back (an API URL pointed at
 *   someone else's server, which would receive the private key) does not
 *   open: {@link CarrierSecretsError} `undecryptable`, the same answer as a
 *   wrong key (GCM cannot tell the two apart).
 * - **`plain:<JSON>`** — not encrypted: `{"hotel":…,"carrier":…,"secrets":{…}}`.
 *   For the demo and development only, when no key is set: sealing refuses
 *   it in production ({@link CarrierSecretsError} `key_required`), and
 *   opening refuses it whenever a key is set (`plain_refused`: with a key,
 *   every stored secret is encrypted, so a plain row was not written by the
 *   service as configured; store it again with `hotelbot carriers set`).
 *
 * Rules: a secret never reaches a log or an error message; errors name the
 * hotel and the carrier only.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** The carriers a hotel may have its own account at (the `carrier_accounts.carrier` check). */
export type AccountCarrierName = 'wompi' | 'mercadopago';

/** The secret settings of an account, by name (e.g. `privateKey`); values are texts. */
export type CarrierSecrets = Readonly<Record<string, string>>;

/** What a sealed blob is bound to (its row): opening it with anything else fails. */
export interface SecretsBinding {
  hotelId: number;
  carrier: AccountCarrierName;
  /** The row's `settings` column exactly as stored (the non-secret settings' JSON). */
  settings: string;
}

/** Shortest `CARRIER_SECRETS_KEY` accepted (the setting's own check asks the same). */
export const MIN_SECRETS_KEY_LENGTH = 32;

/**
 * Why secrets could not be sealed or opened:
 * - `key_required`: sealing in production without `CARRIER_SECRETS_KEY`;
 * - `key_missing`: an encrypted blob and no key to open it;
 * - `bad_key`: the key given is shorter than {@link MIN_SECRETS_KEY_LENGTH} or has spaces;
 * - `undecryptable`: the key is not the one that sealed it, or the blob was altered or moved to another row;
 * - `plain_refused`: a `plain:` blob while a key is set;
 * - `malformed`: not a blob of a known format, or its content is not an object of texts.
 */
export type CarrierSecretsProblem = 'key_required' | 'key_missing' | 'bad_key' | 'undecryptable' | 'plain_refused' | 'malformed';

/** Secrets could not be sealed or opened. The message (Spanish, for the operator) names the hotel and carrier, never a secret. */
export class CarrierSecretsError extends Error {
  override name = 'CarrierSecretsError';
  constructor(
    readonly problem: CarrierSecretsProblem,
    message: string,
  ) {
    super(message);
  }
}

const HKDF_SALT = 'hotelbot carrier_accounts';
const HKDF_INFO = 'carrier secrets v1 aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seal `secrets` for the row `binding`: `v1:…` with `key`, or `plain:…`
 * without one outside production.
 *
 * @throws CarrierSecretsError `key_required` without a key in production, `bad_key` for a short key.
 */
export function sealCarrierSecrets(secrets: CarrierSecrets, binding: SecretsBinding, opts: { key: string | undefined; production: boolean }): string {
  const json = JSON.stringify(checkSecrets(secrets, binding));
  if (opts.key === undefined) {
    if (opts.production)
      throw new CarrierSecretsError(
        'key_required',
        'En producción los secretos de una cuenta de carrier se guardan cifrados: defina CARRIER_SECRETS_KEY (p. ej. `openssl rand -base64 32`)',
      );
    return `plain:${JSON.stringify({ hotel: binding.hotelId, carrier: binding.carrier, secrets: JSON.parse(json) as unknown })}`;
  }
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(opts.key), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(associatedData(binding));
  const ciphertext = Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]);
  return `v1:${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${ciphertext.toString('base64')}`;
}

/**
 * Open a blob sealed by {@link sealCarrierSecrets} for the row `binding`.
 *
 * @throws CarrierSecretsError `key_missing`, `bad_key`, `undecryptable`, `plain_refused` or `malformed` (see {@link CarrierSecretsProblem}).
 */
export function openCarrierSecrets(blob: string, binding: SecretsBinding, key: string | undefined): CarrierSecrets {
  const who = whose(binding);
  const colon = blob.indexOf(':');
  const format = colon < 0 ? '' : blob.slice(0, colon);
  const malformed = (): never => {
    throw new CarrierSecretsError('malformed', `Los secretos de ${who} no tienen un formato conocido`);
  };
  if (format === 'plain') {
    if (key !== undefined)
      throw new CarrierSecretsError(
        'plain_refused',
        `Los secretos de ${who} están guardados sin cifrar y CARRIER_SECRETS_KEY está definida: guárdelos de nuevo con hotelbot carriers set`,
      );
    let parsed: unknown;
    try {
      parsed = JSON.parse(blob.slice(colon + 1));
    } catch {
      return malformed();
    }
    if (!isRecord(parsed) || parsed.hotel !== binding.hotelId || parsed.carrier !== binding.carrier)
      throw new CarrierSecretsError('undecryptable', `Los secretos guardados no son de ${who}`);
    return asSecrets(parsed.secrets) ?? malformed();
  }
  if (format !== 'v1') return malformed();
  const parts = blob.split(':');
  if (parts.length !== 4) return malformed();
  const [iv, tag, ciphertext] = parts.slice(1).map((p) => (/^[A-Za-z0-9+/]*={0,2}$/.test(p) ? Buffer.from(p, 'base64') : undefined));
  if (!iv || !tag || !ciphertext || iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return malformed();
  if (key === undefined) throw new CarrierSecretsError('key_missing', `Los secretos de ${who} están cifrados y falta CARRIER_SECRETS_KEY para leerlos`);
  let json: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', deriveKey(key), iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(associatedData(binding));
    decipher.setAuthTag(tag);
    json = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch (err) {
    if (err instanceof CarrierSecretsError) throw err;
    throw new CarrierSecretsError(
      'undecryptable',
      `No se pueden descifrar los secretos de ${who}: CARRIER_SECRETS_KEY no es la clave con que se guardaron, o el registro fue alterado o copiado de otro hotel`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return malformed();
  }
  return asSecrets(parsed) ?? malformed();
}

/** Which format `blob` is in (`v1`, `plain`), or undefined for none known. For listings: says nothing of the content. */
export function secretsFormat(blob: string): 'v1' | 'plain' | undefined {
  if (blob.startsWith('v1:')) return 'v1';
  if (blob.startsWith('plain:')) return 'plain';
  return undefined;
}

/** The AES-256 key of `setting` (HKDF-SHA256). */
function deriveKey(setting: string): Buffer {
  if (setting.length < MIN_SECRETS_KEY_LENGTH || /\s/.test(setting))
    throw new CarrierSecretsError('bad_key', `CARRIER_SECRETS_KEY debe tener al menos ${MIN_SECRETS_KEY_LENGTH} caracteres y ningún espacio`);
  return Buffer.from(hkdfSync('sha256', Buffer.from(setting, 'utf8'), HKDF_SALT, HKDF_INFO, 32));
}

/** The associated data of a row: format, hotel, carrier and settings, in one unambiguous text (JSON). */
function associatedData(b: SecretsBinding): Buffer {
  return Buffer.from(JSON.stringify(['hotelbot carrier_accounts v1', b.hotelId, b.carrier, b.settings]), 'utf8');
}

function whose(b: Pick<SecretsBinding, 'hotelId' | 'carrier'>): string {
  return `la cuenta ${b.carrier} del hotel ${b.hotelId}`;
}

/** `secrets` checked to be an object of texts (a copy with only own string values). */
function checkSecrets(secrets: CarrierSecrets, binding: SecretsBinding): CarrierSecrets {
  const ok = asSecrets(secrets);
  if (!ok) throw new CarrierSecretsError('malformed', `Los secretos de ${whose(binding)} deben ser textos`);
  return ok;
}

function asSecrets(v: unknown): CarrierSecrets | undefined {
  if (!isRecord(v)) return undefined;
  const out: Record<string, string> = {};
  for (const [k, value] of Object.entries(v)) {
    if (typeof value !== 'string') return undefined;
    out[k] = value;
  }
  return out;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
