/**
 * Class: a room count said beside a reading that is confirmed ("una habitación … dos adultos, no perdón, tres"): the
 * room rides with the reading offered, so picking it — which changes the adults — keeps the one room said.
 */
import { describe, expect, it } from 'vitest';
import { applyPatch } from '../../../src/flows/draft.js';
import { initialState } from '../../../src/flows/state.js';
import { Chat } from '../fixtures.js';

describe('rooms after a confirmed corrected reading', () => {
  it('"una habitación … para dos adultos, no perdón, tres" keeps one room once the reading is picked', async () => {
    const c = new Chat('es');
    await c.text('Me regala una habitación en Cartagena del veinticuatro al veintisiete de diciembre para dos adultos, no perdón, tres');
    expect(c.state.clarify?.options[0]?.patch).toMatchObject({ adults: 3, rooms: 1 });
    await c.choose(c.lastChoices()![0]!.value);
    expect(c.state.search).toMatchObject({ adults: 3, rooms: 1, checkin: '2026-12-24', nights: 3 });
  });
  it('a patch without rooms still drops a split when the adults change', () => {
    const s = initialState('es');
    const withRooms = { ...s, search: { ...s.search, adults: 4, rooms: 2 } };
    expect(applyPatch(withRooms, { adults: 3 }).search.rooms).toBeUndefined();
    expect(applyPatch(withRooms, { adults: 3, rooms: 1 }).search.rooms).toBe(1);
  });
});
