/**
 * What the occupancy rules find in a message: one {@link Mention} per phrase read (a count of adults, children and
 * their ages, a total, the speaker, a companion, rooms, the start of one room's party), with the token it was read
 * at. The combiner (`./party.ts`) turns the mentions into one party.
 */

/** What a rule read at token `at`, by kind `k`. */
export type Mention =
  /**
   * `person`: one person described, not a count ("una señora de 80 años").
   * `desc`: a couple described, not counted ("honeymoon", "retired couple"):
   * dropped when a count of adults is said too ("Honeymoon!!! 2 adults" is 2).
   * `sum`: a count said as the sum of everyone named before it ("my daughter
   * is 18, so that's three adults"): the adults, whoever was named.
   */
  /**
   * `pairs`: the adults counted as couples ("dos parejas": 2), who share a room each when rooms are separate.
   * `named`: the token after a clause saying who they are ("dos adultos que son mis suegros"), the count's end.
   */
  | { k: 'adults'; n: number; at: number; person?: boolean; desc?: boolean; sum?: boolean; pairs?: number; named?: number }
  /** `same`: the one age is every child's ("ambos de 6" at the ages question). */
  /**
   * `rel`: said by a word of kinship ("mi hija de 19", "my 18-year-old son"),
   * not of childhood ("un niño de 18"): an age of 18 or more makes that person
   * an adult of the party rather than a contradiction.
   */
  /** `again`: the children counted before, named again with another number of ages ("2 niños … los niños tienen 4, 7 y 9"). */
  | { k: 'children'; n: number | undefined; ages: number[]; old: number[]; at: number; same?: boolean; rel?: boolean; again?: boolean }
  | { k: 'zeroKids'; at: number }
  /**
   * `we`: the speakers counted by a pronoun ("us 2", "nosotros dos", "both of
   * us", "the 3 of us"): with children added to it ("us 2 and our son") the
   * count is the adults.
   */
  | { k: 'total'; n: number; family: boolean; at: number; end: number; we?: boolean }
  /** Two counts ("somos 4 o 5") or an approximate one ("somos como 4"): asked back. */
  | { k: 'unsure'; totals: number[]; at: number; end: number }
  /** `strong`: the speaker alone ("solo yo", "voy sola", "just me"); otherwise only beside others ("mi esposa y yo"). */
  | { k: 'self'; at: number; strong: boolean }
  /** The speaker says they do not travel ("yo no voy", "no voy yo", "I'm not going"): the party is the people named. */
  | { k: 'notSelf'; at: number }
  /**
   * Company of the speaker ("mi esposa", "con 3 amigos"). `lead`: a count of
   * friends or relatives said on its own, not joined to anything before it
   * ("4 friends", "para 5 amigas"): the whole party when nobody else is named.
   */
  /** `counted`: said with a number and no possessive ("2 profes", "3 amigos"); `pair`: a pair word ("mis papás"). */
  | { k: 'companion'; n: number | undefined; at: number; lead?: boolean; pair?: boolean; counted?: boolean }
  | { k: 'rooms'; n: number; at: number; end: number; perRoomOf: boolean }
  /**
   * Start of one room's party ("y en la otra…"); `post`: the marker closes
   * the room's party instead ("mi esposa y yo en una, mis papás en otra").
   */
  | { k: 'seg'; at: number; post?: boolean }
  | { k: 'each'; at: number };

/** The ages read from one age phrase ("de 4 y 7", "(5, 8)"), with the token after it. */
export interface AgeList {
  /** How many items were introduced as another child ("y otro de 8"). */
  others: number;
  /** The first age is said of one child described ("la niña tiene 4", "el mayor tiene 8"): never every child's. */
  described?: boolean;
  ages: number[];
  old: number[];
  end: number;
  each: boolean;
}
