/**
 * Routes of the agency preloaded balance: endpoints 1 (refund a link into the
 * balance), 2 (external recharge, multipart/form-data with a receipt), 2b
 * (download a receipt) and 3 (list recharges). They only translate HTTP ↔
 * `ctx.balances` ({@link BalancesService}).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { ExternalRechargeFields, MAX_RECEIPT_BYTES } from '../contract/index.js';
import { RefundError, sniffReceipt } from '../domain/balances.js';
import { DomainError, ForbiddenError, PayloadTooLargeError, UnauthorizedError, UnsupportedMediaTypeError, ValidationError } from '../domain/errors.js';
import { checkRequest, invalidFields, principalOf, problemText, serve } from '../http.js';
import type { ServiceContext } from '../context.js';
import { SERVICE_TEXTS } from '../../texts/service.js';

/** Texts of endpoint 2's form (`SERVICE_TEXTS.rechargeForm`). */
const FORM_TEXTS = SERVICE_TEXTS.rechargeForm;

/** Limits of the multipart parser of endpoint 2 (a receipt is at most 10 MiB). */
const MULTIPART_LIMITS = { fileSize: MAX_RECEIPT_BYTES, files: 1, fields: 20, parts: 21, fieldSize: 4096, fieldNameSize: 100, headerPairs: 50 };

/** A fully read multipart form of endpoint 2. */
interface ReadForm {
  fields: Record<string, string>;
  file: { fieldname: string; filename: string; bytes: Buffer } | undefined;
  /** Field problems found while reading (`name: problem`), reported with the schema's. */
  problems: string[];
}

/**
 * Read the whole multipart body (so idempotency and validation see it all).
 *
 * @throws UnsupportedMediaTypeError (415) not multipart/form-data;
 *   PayloadTooLargeError (413) receipt over 10 MiB or too many parts;
 *   ValidationError (400) malformed multipart data.
 */
async function readForm(req: FastifyRequest): Promise<ReadForm> {
  if (!req.isMultipart()) throw new UnsupportedMediaTypeError(FORM_TEXTS.notMultipart);
  const fields: Record<string, string> = {};
  const problems: string[] = [];
  let file: ReadForm['file'];
  let tooLarge = false;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) if (!part.file.truncated) chunks.push(chunk as Buffer);
        if (part.file.truncated) tooLarge = true;
        else if (part.fieldname !== 'payment_receipt') problems.push(FORM_TEXTS.unexpectedFile(part.fieldname));
        else file = { fieldname: part.fieldname, filename: part.filename ?? '', bytes: Buffer.concat(chunks) };
      } else {
        const name = part.fieldname;
        if (part.fieldnameTruncated) problems.push(FORM_TEXTS.fieldNameTooLong(name.slice(0, 40)));
        else if (part.valueTruncated) problems.push(FORM_TEXTS.valueTooLong(name));
        else if (name === 'payment_receipt') problems.push(FORM_TEXTS.receiptNotAFile);
        else if (Object.hasOwn(fields, name)) problems.push(FORM_TEXTS.repeatedField(name));
        else fields[name] = String(part.value);
      }
    }
  } catch (err) {
    throw multipartError(err);
  }
  if (tooLarge) throw new PayloadTooLargeError(FORM_TEXTS.receiptTooLarge(MAX_RECEIPT_BYTES));
  return { fields, file, problems };
}

/** Map an error of the multipart parser to a domain error with a Spanish detail. */
function multipartError(err: unknown): DomainError {
  if (err instanceof DomainError) return err;
  const code = (err as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new PayloadTooLargeError(FORM_TEXTS.receiptTooLarge(MAX_RECEIPT_BYTES));
    case 'FST_FILES_LIMIT':
      return new PayloadTooLargeError(FORM_TEXTS.oneFileOnly);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new PayloadTooLargeError(FORM_TEXTS.tooManyFields);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new UnsupportedMediaTypeError(FORM_TEXTS.notMultipart);
    case 'FST_PROTO_VIOLATION':
      return new ValidationError(FORM_TEXTS.forbiddenFieldName);
    default:
      return new ValidationError(FORM_TEXTS.malformed);
  }
}

/**
 * `Content-Disposition` of a receipt served by endpoint 2b: `inline` for
 * images (the browser shows them), `attachment` for anything else (a PDF is
 * downloaded, never opened inside the service's origin). The file name is
 * the receipt's original one made safe: control characters and path
 * separators become `_`, leading dots are dropped, at most 150 characters;
 * `filename` is an ASCII fallback (non-ASCII, quotes and backslashes → `_`),
 * `filename*` the UTF-8 name percent-encoded; `fallback` when nothing is left.
 */
function contentDisposition(contentType: string, filename: string, fallback: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what a file name in a header must not carry.
  const safe = [...filename.replace(/[\u0000-\u001f\u007f/\\]/g, '_').replace(/^[.\s]+/, '')].slice(0, 150).join('').trim() || fallback;
  const ascii = safe.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const utf8 = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const type = contentType.startsWith('image/') ? 'inline' : 'attachment';
  return `${type}; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/** Content-Security-Policy of a served receipt: it loads nothing and runs sandboxed (no script, no same-origin access). */
const RECEIPT_CSP = "default-src 'none'; sandbox";

/** Send endpoint 1's own error form for `err`, or rethrow errors that keep the generic envelope (401, 403). */
function sendRefundError(req: FastifyRequest, reply: FastifyReply, err: unknown): FastifyReply {
  if (err instanceof UnauthorizedError || err instanceof ForbiddenError) throw err;
  let e: RefundError;
  if (err instanceof RefundError) e = err;
  else if (err instanceof DomainError && (err.status === 400 || err.status === 404)) e = new RefundError(err.status, err.detail);
  else {
    req.log.error({ err }, 'refund failed');
    e = new RefundError(500, SERVICE_TEXTS.http.defaultDetails[500]);
  }
  return reply.code(e.status).send(e.envelope());
}

/**
 * Register endpoints 1, 2, 2b and 3 on an authenticated scope of their own
 * (with @fastify/multipart for endpoint 2's receipts). The balance's payment
 * hook belongs to `ctx.balances`, made once with the context.
 */
export async function balanceRoutes(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  const balances = ctx.balances;
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });

  // Endpoint 1: errors in the endpoint's own form {code: 0, message: 'Error http: <status>', detail}, invalid parameters included.
  serve(
    app,
    'refundPaymentLinkToBalance',
    async (req, reply) => {
      const principal = principalOf(req);
      try {
        return reply.code(200).send(await balances.refundPaymentLinkToBalance(principal, req.params));
      } catch (err) {
        return sendRefundError(req, reply, err);
      }
    },
    { onInvalid: (problems, req, reply) => sendRefundError(req, reply, invalidFields(problems.map(problemText))) },
  );

  // Endpoint 2: authorization first (before reading the upload), then the whole form, then the fields, then the content.
  serve(app, 'addExternalRecharge', async (req, reply) => {
    const principal = principalOf(req);
    const { agency_id } = req.params;
    await balances.assertCanRecharge(principal, agency_id);
    const form = await readForm(req);
    const values = {
      ...form.fields,
      payment_receipt: form.file
        ? { filename: form.file.filename, size: form.file.bytes.length }
        : form.problems.some((p) => p.startsWith('payment_receipt:'))
          ? { filename: '', size: 1 } // already reported
          : undefined,
    };
    const fields = checkRequest({ body: [ExternalRechargeFields, values] });
    if (!fields.ok || form.problems.length) throw invalidFields([...form.problems, ...(fields.ok ? [] : fields.problems.map(problemText))]);
    const input = fields.values.body;
    const file = form.file!;
    const receipt = await sniffReceipt(file.bytes, file.filename);
    const fingerprint = JSON.stringify({
      amount: form.fields.amount,
      currency: form.fields.currency,
      payment_method: form.fields.payment_method,
      payment_reference: form.fields.payment_reference,
      filename: file.filename,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
    });
    return ctx.idempotency.handle(
      req,
      reply,
      async () => ({ status: 200, body: await balances.addExternalRecharge(principal, agency_id, input, receipt) }),
      fingerprint,
    );
  });

  // Endpoint 2b: the key contains a slash, so a wildcard; the RAW path must be exactly the key (no encodings, no dots).
  // Served as a download (images inline) under a sandboxing CSP, so a receipt never runs as a page of the service.
  serve(app, 'downloadReceipt', async (req, reply) => {
    const principal = principalOf(req);
    const key = (req.params as { '*': string })['*'].replace(/\/$/, '');
    const rawPath = (req.raw.url ?? '').split('?')[0]!.replace(/\/$/, '');
    const stored = await balances.downloadReceipt(principal, rawPath === `/v2/media/${key}` ? key : '');
    const fallback = stored.key.slice('receipts/'.length);
    return reply
      .code(200)
      .header('content-type', stored.contentType)
      .header('content-length', stored.bytes.length)
      .header('content-disposition', contentDisposition(stored.contentType, stored.filename ?? fallback, fallback))
      .header('content-security-policy', RECEIPT_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(stored.bytes);
  });

  // Endpoint 3.
  serve(app, 'listRecharges', async (req) => balances.listRecharges(principalOf(req), req.query));
}
