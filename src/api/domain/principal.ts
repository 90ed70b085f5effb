/**
 * Who is calling: the principal an API key belongs to, and the
 * rules of what it may see and do (`docs/decisions/0001-auth-and-principals.md`).
 */
import { SERVICE_TEXTS } from '../../texts/service.js';
import { ForbiddenError } from './errors.js';

/** The owner of an API key. `id` is the hotel's internal id or the agency id; null for operator and channel_manager. */
export interface Principal {
  keyId: number;
  kind: 'operator' | 'hotel' | 'agency' | 'channel_manager';
  id: number | null;
  /** For an agency: its `agency_type` (`retailer`, `wholesale`), read with the key on this request; null or absent for other keys. */
  agencyType?: string | null;
}

/** True when `p` may read and act on hotel `hotelId` (internal id): operator, channel manager, agencies (as sellers) and the hotel itself. */
export function canSeeHotel(p: Principal, hotelId: number): boolean {
  return p.kind !== 'hotel' || p.id === hotelId;
}

/**
 * Throws {@link ForbiddenError} unless `p` may act for agency `agencyId`
 * (operator: any; agency: its own; others: none).
 */
export function assertAgency(p: Principal, agencyId: number): void {
  if (p.kind === 'operator') return;
  if (p.kind === 'agency' && p.id === agencyId) return;
  throw new ForbiddenError(SERVICE_TEXTS.agencyForbidden(agencyId));
}

/** Throws {@link ForbiddenError} unless `p` may act on hotel `hotelId` (internal id). */
export function assertHotel(p: Principal, hotelId: number): void {
  if (!canSeeHotel(p, hotelId)) throw new ForbiddenError(SERVICE_TEXTS.hotelForbidden(hotelId));
}

/**
 * Ownership of a chatbot booking or payment link: operator and channel manager
 * see all; an agency sees what was created for it; a hotel what belongs to it;
 * any key sees what it created itself (`apiKeyId`).
 */
export function ownsRecord(p: Principal, rec: { hotelId: number | null; agencyId: number | null; apiKeyId?: number }): boolean {
  switch (p.kind) {
    case 'operator':
    case 'channel_manager':
      return true;
    case 'agency':
      return (rec.agencyId !== null && rec.agencyId === p.id) || (rec.apiKeyId !== undefined && rec.apiKeyId === p.keyId);
    case 'hotel':
      return (rec.hotelId !== null && rec.hotelId === p.id) || (rec.apiKeyId !== undefined && rec.apiKeyId === p.keyId);
  }
}
