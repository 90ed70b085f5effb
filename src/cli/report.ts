/**
 * `hotelbot report …`, the reports over the bot's database: `report funnel`
 * (the booking funnel as a table for people, CSV or JSON). Plain functions
 * over the bot database printing to a stream; the CLI wiring lives in
 * `src/main.ts`.
 */
import { duration, loadFunnelReport, percent, STEP_LABELS, type FunnelReport, type FunnelScope } from '../bot/funnelReport.js';
import type { Store } from '../store/sql.js';
import { formatCop } from '../texts/format.js';
import { printTable, type OutputStream } from './output.js';

/** A bad option of a report command; the message is for the operator (Spanish). */
export class FunnelCommandError extends Error {
  override name = 'FunnelCommandError';
}

/** Output formats of `report funnel`. */
export const REPORT_FORMATS = ['table', 'csv', 'json'] as const;

/** Options of `report funnel` as typed: dates `YYYY-MM-DD` (Bogotá, inclusive), hotel id as text. */
export interface FunnelReportOptions {
  from: string;
  to: string;
  hotel?: string;
  channel?: string;
  format?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The scope of `o`, checked. @throws FunnelCommandError naming the bad option. */
export function funnelScopeOf(o: FunnelReportOptions): FunnelScope {
  for (const [name, value] of [
    ['--from', o.from],
    ['--to', o.to],
  ] as const) {
    if (!DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)) || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value)
      throw new FunnelCommandError(`${name} debe ser una fecha AAAA-MM-DD (recibido ${JSON.stringify(value)})`);
  }
  if (o.from > o.to) throw new FunnelCommandError(`--from (${o.from}) es posterior a --to (${o.to})`);
  if (o.hotel !== undefined && !/^\d+$/.test(o.hotel))
    throw new FunnelCommandError(`--hotel debe ser el id numérico del hotel (recibido ${JSON.stringify(o.hotel)})`);
  return {
    from: o.from,
    to: o.to,
    ...(o.hotel !== undefined ? { hotelId: Number(o.hotel) } : {}),
    ...(o.channel !== undefined ? { channel: o.channel } : {}),
  };
}

/** COP minor units for people: `COP 1.350.000` (whole pesos). */
export function copOfMinor(minor: number): string {
  return formatCop(minor / 100, 'es');
}

/**
 * Print `report` as tables for a hotel manager (Spanish labels): the steps
 * with their counts, conversions and median times, where guests leave, then
 * recovery after expiry, revenue and the side events.
 */
export function printFunnelTable(report: FunnelReport, out: OutputStream): void {
  const scope = [
    `${report.from} a ${report.to} (hora de Bogotá)`,
    report.hotelId !== undefined ? `hotel ${report.hotelId}` : 'todos los hoteles',
    report.channel !== undefined ? `canal ${report.channel}` : 'todos los canales',
  ].join(' · ');
  out.write(`Embudo de reservas · ${scope}\n\n`);
  const labels = STEP_LABELS.es;
  printTable(
    out,
    ['Paso', 'Intentos', 'Desde el paso anterior', 'Desde el inicio', 'Tiempo (mediana) desde el anterior'],
    report.steps.map((s, i) => [
      labels[s.step],
      String(s.count),
      i === 0 ? '—' : percent(s.fromPrevious),
      percent(s.fromStart),
      i === 0 ? '—' : duration(s.medianSecondsFromPrevious),
    ]),
  );
  const left = report.steps.filter((s) => s.leftHere > 0);
  out.write('\nDónde se van (último paso de quienes no pagaron)\n');
  if (left.length === 0) out.write('  nadie\n');
  else
    printTable(
      out,
      ['Último paso', 'Intentos'],
      left.map((s) => [labels[s.step], String(s.leftHere)]),
    );
  const r = report.recovery;
  out.write('\n');
  out.write(`Conversión total: ${percent(report.conversion)} (${report.steps.at(-1)!.count} pagadas de ${report.attempts} intentos, ${report.chats} chats)\n`);
  out.write(`Ingresos pagados: ${copOfMinor(report.revenueMinor)}\n`);
  out.write(
    `Recuperación tras vencimiento: ${r.recovered} de ${r.expiredChats} chats con una reserva vencida pagaron en un intento nuevo${r.expiredChats > 0 ? ` (${percent(r.recovered / r.expiredChats)})` : ''}\n`,
  );
  out.write(
    `Además: ${report.remindersSent} recordatorios de pago · ${report.expired} reservas vencidas · ${report.searchAgainAfterExpiry} buscaron de nuevo tras vencer · ${report.handedToStaff} pasadas al personal\n`,
  );
}

/** A CSV field, quoted when it needs to be. */
function csvField(v: string | number | null): string {
  const s = v === null ? '' : String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * Print the steps of `report` as CSV (RFC 4180, a header line): `step`,
 * `label` (Spanish), `count`, `from_previous` and `from_start` (0..1, four
 * decimals), `median_seconds_from_previous`, `left_here`.
 */
export function printFunnelCsv(report: FunnelReport, out: OutputStream): void {
  const ratio = (x: number | null) => (x === null ? null : x.toFixed(4));
  out.write('step,label,count,from_previous,from_start,median_seconds_from_previous,left_here\n');
  for (const s of report.steps)
    out.write(
      `${[s.step, STEP_LABELS.es[s.step], s.count, ratio(s.fromPrevious), ratio(s.fromStart), s.medianSecondsFromPrevious, s.leftHere].map(csvField).join(',')}\n`,
    );
}

/**
 * `hotelbot report funnel`: compute the report of `o` over the bot database
 * and print it in `o.format` (default `table`).
 * @throws FunnelCommandError on a bad option.
 */
export async function reportFunnel(store: Store, o: FunnelReportOptions, out: OutputStream): Promise<FunnelReport> {
  const format = o.format ?? 'table';
  if (!(REPORT_FORMATS as readonly string[]).includes(format))
    throw new FunnelCommandError(`--format debe ser table, csv o json (recibido ${JSON.stringify(format)})`);
  const report = await loadFunnelReport(store.db, funnelScopeOf(o));
  if (format === 'json') out.write(`${JSON.stringify(report, null, 2)}\n`);
  else if (format === 'csv') printFunnelCsv(report, out);
  else printFunnelTable(report, out);
  return report;
}
