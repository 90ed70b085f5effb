/**
 * Typed failures of the service's rules. The HTTP layer maps each to its
 * status and the error envelope (`docs/decisions/0002-errors-and-envelope.md`); `detail` is Spanish text for
 * the integrator, taken from the service's text catalogue (`SERVICE_TEXTS` of `src/texts/service.ts`).
 */

/** Base of every domain failure; `status` is the HTTP status it maps to; `name` is the subclass's name (e.g. `NotFoundError`). */
export abstract class DomainError extends Error {
  override name = this.constructor.name;
  abstract readonly status: number;
  constructor(readonly detail: string) {
    super(detail);
  }
}

/** 400: the request is well-formed JSON but breaks a rule; `detail` names the fields. */
export class ValidationError extends DomainError {
  readonly status = 400;
}

/** 401: no usable API key. */
export class UnauthorizedError extends DomainError {
  readonly status = 401;
}

/** 403: a valid key that may not act on the hotel or agency named. */
export class ForbiddenError extends DomainError {
  readonly status = 403;
}

/** 404: the resource does not exist for this principal. */
export class NotFoundError extends DomainError {
  readonly status = 404;
}

/** 409: the request conflicts with the resource's state (e.g. a link already being paid). */
export class ConflictError extends DomainError {
  readonly status = 409;
}

/** 413: the uploaded receipt (or the form) exceeds the limits (a receipt: 10 MiB). */
export class PayloadTooLargeError extends DomainError {
  readonly status = 413;
}

/** 415: the receipt is not a PDF, JPEG, PNG or WebP by content, or the request is not multipart/form-data. */
export class UnsupportedMediaTypeError extends DomainError {
  readonly status = 415;
}

/** 503: something the service depends on (a carrier asked to confirm an event) cannot answer now; retry later. */
export class ServiceUnavailableError extends DomainError {
  readonly status = 503;
}
