/**
 * A large answer goes to the socket piece by piece, one piece per turn of
 * the event loop (`pieceByPiece` of the availability route), so other
 * requests are served between the pieces of a megabyte answer.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pieceByPiece, SEND_PIECE_BYTES } from '../../src/api/routes/availability.js';

describe('pieceByPiece', () => {
  it('gives the whole body in views of at most SEND_PIECE_BYTES, letting the event loop turn between them', async () => {
    const body = randomBytes(5 * SEND_PIECE_BYTES + 12345);
    const pieces: Buffer[] = [];
    // A ticker counting turns of the event loop (it runs once per turn), read as each piece arrives.
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const turnAt: number[] = [];
    for await (const piece of pieceByPiece(body)) {
      turnAt.push(turns);
      pieces.push(piece as Buffer);
    }
    ticking = false;
    expect(pieces.length).toBe(6);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(SEND_PIECE_BYTES);
    expect(Buffer.concat(pieces).equals(body)).toBe(true);
    // Views of the body, not copies.
    expect(pieces[1]!.buffer).toBe(body.buffer);
    // The event loop turned while the pieces came: never two pieces apart without a turn in between.
    for (let i = 2; i < turnAt.length; i++) expect(turnAt[i]!).toBeGreaterThan(turnAt[i - 2]!);
  });

  it('gives a body of one piece or less at once, and an empty one as nothing', async () => {
    const small = randomBytes(1000);
    const got: Buffer[] = [];
    for await (const piece of pieceByPiece(small)) got.push(piece as Buffer);
    expect(Buffer.concat(got).equals(small)).toBe(true);
    expect(got.length).toBe(1);
    const none: Buffer[] = [];
    for await (const piece of pieceByPiece(Buffer.alloc(0))) none.push(piece as Buffer);
    expect(none).toEqual([]);
  });
});
