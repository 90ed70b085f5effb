/**
 * The OpenAPI 3.1 document of the service, generated from the zod contract:
 * the operations of `contract/operations.ts` rendered by `zod-openapi`
 * (request schemas on their input side, responses on their output side).
 * Nothing here is written by hand but the prose of `info` and the few
 * precisions JSON Schema cannot infer from a zod schema (the `date` format of
 * `IsoDate`, which zod only knows as a refinement). Served at
 * `GET /openapi.json` and browsable at `GET /docs`.
 */
import { readFileSync } from 'node:fs';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import type { z } from 'zod';
import {
  BalanceRefundErrorEnvelope,
  ErrorEnvelope,
  GiftCardSummary,
  HotelAvailability,
  HotelSummary,
  HumanDateTime,
  IsoDate,
  LegacyVoucherRecord,
  RawBooking,
  RechargeRecord,
  TransactionStatusRecord,
  VoucherRecord,
} from './contract/index.js';
import { OPERATIONS, TAGS, type Operation } from './contract/operations.js';

/** The generated document (an OpenAPI 3.1 object, plain JSON). */
export type OpenApiDocument = ReturnType<typeof createDocument>;

/**
 * Response schemas shown as named components (`#/components/schemas/<name>`).
 * None is nested in another one: zod-openapi would then also render the
 * nested one on its input side, as an unused `<name>`/`<name>Output` pair.
 */
const COMPONENTS: Record<string, z.ZodType> = {
  ErrorEnvelope,
  RefundErrorEnvelope: BalanceRefundErrorEnvelope,
  HotelSummary,
  VoucherRecord,
  LegacyVoucherRecord,
  RawBooking,
  RechargeRecord,
  GiftCardSummary,
  HotelAvailability,
  TransactionStatusRecord,
};

/** Version of the service (package.json), shown as the document's `info.version`. */
function serviceVersion(): string {
  try {
    return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

const INTRO = `Companion service of hotelbot implementing the **Hotel Payments and Reservations Service** interface
(endpoints 1–20 and 2b). Where the interface is silent, the rules below complete it; each is recorded with its reasons
in the project's \`docs/decisions/\` folder. Wire JSON keeps the interface's snake_case and
misspellings (\`refound\`, \`channel_mannager_id\`, \`aditional_info\`); messages are Spanish.

- **Authentication**: \`Authorization: Bearer <api key>\` on every route but the hosted checkout (\`/pay/{code}\`),
  \`/health\` and this documentation. 401: missing, malformed, unknown or revoked key; 403: a valid key that may not act
  on the hotel or agency named; 404: not found *for that key*.
- **Errors**: \`{code: "<status>", message, detail}\` with every offending field listed in \`detail\`;
  endpoint 1 keeps its own form \`{code: 0, message: "Error http: <status>", detail}\`.
- **Rate limit**: per API key, 50 requests/s on average with bursts of 100 by default (a key may have its own);
  over it, 429 with \`Retry-After\` (seconds). Too many failed authentications from one IP are answered 429 too.
- **Idempotency**: \`Idempotency-Key\` on the creation endpoints 2, 7, 14 and 15 (Stripe's semantics, kept 24 h).
- **Paths**: trailing slashes are optional everywhere; \`/v1\` and \`/v2\` are both current.
- **Money**: floats on the wire (COP unless stated), at most two decimals. Times: America/Bogota.
- **Webhooks** (signed per Standard Webhooks): payment-link results, transaction status (the body of endpoint 13),
  gift-card payments, booking expiry.`;

/** One operation in zod-openapi's form. */
function toOperation(op: Operation): ZodOpenApiOperationObject {
  const responses: ZodOpenApiResponsesObject = {};
  for (const [status, r] of Object.entries(op.responses)) {
    responses[status as `${1 | 2 | 3 | 4 | 5}${string}`] = {
      description: r.description,
      ...(r.content ? { content: Object.fromEntries(Object.entries(r.content).map(([type, schema]) => [type, schema ? { schema } : {}])) } : {}),
      ...(r.headers ? { headers: r.headers } : {}),
    };
  }
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: op.description,
    tags: [...op.tags],
    ...(op.security === 'public' ? { security: [] } : {}),
    ...(op.endpoint ? { 'x-interface-endpoint': op.endpoint } : {}),
    ...(op.params ? { requestParams: op.params } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: op.body.required,
            ...(op.body.description ? { description: op.body.description } : {}),
            content: Object.fromEntries(Object.entries(op.body.content).map(([type, schema]) => [type, { schema }])),
          },
        }
      : {}),
    responses,
  };
}

/**
 * Build the OpenAPI 3.1 document of every operation in {@link OPERATIONS}.
 * Pure: the same document every call, built anew each time (slow: use {@link openApiDocument}).
 *
 * @throws Error from zod-openapi when a schema cannot be represented (a
 *   contract change that needs a `.meta()` precision).
 */
export function buildOpenApiDocument(): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const op of OPERATIONS) {
    const item = (paths[op.path] ??= {});
    if (item[op.method]) throw new Error(`Duplicate operation ${op.method.toUpperCase()} ${op.path}`);
    item[op.method] = toOperation(op);
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Hotel Payments and Reservations Service',
        version: serviceVersion(),
        description: INTRO,
        license: { name: 'MIT', identifier: 'MIT' },
      },
      tags: TAGS.map((t) => ({ ...t })),
      security: [{ bearerAuth: [] }],
      paths,
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'API key of an operator, hotel, agency or the channel manager.' },
        },
        schemas: COMPONENTS,
      },
    },
    {
      override: ({ zodSchema, jsonSchema }) => {
        if (zodSchema === IsoDate) jsonSchema.format = 'date';
        else if (zodSchema === HumanDateTime) jsonSchema.description ??= 'DD-MM-YYYY hh:mm:ss AM/PM, America/Bogota time.';
      },
    },
  );
}

let cached: OpenApiDocument | undefined;

/** The document, built once per process (it only depends on the code). */
export function openApiDocument(): OpenApiDocument {
  cached ??= buildOpenApiDocument();
  return cached;
}
