/**
 * Who a Slack request acts for: the hotel linked to the user, channel or
 * workspace (SlackLinkRepo, user > channel > workspace), the workspace's
 * language, and the hotel's channel-manager id and name — learnt once from
 * endpoint 4 with `id_type=internal` and cached (the cm id also on the links).
 * Every command, action and view of the app starts here; no data is shown to
 * a request without a hotel.
 */
import type { HotelApiClient } from '../../api/client.js';
import { bogotaDate, type Clock } from '../../clock.js';
import type { SlackFeedRepo, SlackLinkKind, SlackLinkRepo } from '../../store/bot/slack.js';
import type { BotLogger } from '../effects.js';
import type { Store } from '../../store/sql.js';
import { texts, type Lang, type SlackTexts } from '../../texts/slack.js';

/** The hotel a staff member acts for, with everything the app needs to call the service for it. */
export interface StaffHotel {
  /** Internal hotel id (v2 endpoints, 13). */
  hotelId: number;
  /** Channel-manager id as a number (v1 endpoints 4, 11, 17, 18). */
  cmHotelId: number;
  /** Hotel name as the service gives it. */
  hotelName: string;
  /** Which link decided the hotel. */
  via: SlackLinkKind;
}

/** Language and texts of a request's workspace. */
export interface RequestLanguage {
  lang: Lang;
  t: SlackTexts;
}

/** Resolves requests to hotels; caches each hotel's cm id and name for the life of the app. */
export class HotelAccess {
  readonly #hotels = new Map<number, { cmHotelId: number; hotelName: string }>();

  constructor(
    private readonly links: SlackLinkRepo,
    private readonly client: HotelApiClient,
    private readonly clock: Clock,
  ) {}

  /** The language (and texts) of workspace `teamId` (default Spanish, read from the bot database); dates show their year when it is not the current one in Bogotá. */
  async language(teamId: string | undefined): Promise<RequestLanguage> {
    const lang = teamId ? await this.links.language(teamId) : 'es';
    return { lang, t: texts(lang, Number(bogotaDate(this.clock.now()).slice(0, 4))) };
  }

  /**
   * The hotel user `userId` acts for in channel `channelId` of workspace
   * `teamId`, or undefined when nothing links them to a hotel (refuse).
   * The first time a hotel is seen, calls endpoint 4 (`id_type=internal`,
   * today in Bogotá) to learn its cm id and name. Throws the client's
   * HotelApiError when the service cannot be reached then.
   */
  async resolve(teamId: string | undefined, userId: string | undefined, channelId?: string): Promise<StaffHotel | undefined> {
    if (!teamId || !userId) return undefined;
    const link = await this.links.resolve(teamId, userId, channelId);
    if (!link) return undefined;
    let known = this.#hotels.get(link.hotelId);
    if (!known) {
      const today = bogotaDate(this.clock.now());
      const res = await this.client.listRawChannelManagerBookings({ start_date: today, end_date: today, hotel_id: link.hotelId, id_type: 'internal' });
      known = { cmHotelId: Number(res.data.hotel.channel_manager_id), hotelName: res.data.hotel.name };
      this.#hotels.set(link.hotelId, known);
      if (link.cmHotelId !== res.data.hotel.channel_manager_id) await this.links.setCmHotelId(link.hotelId, res.data.hotel.channel_manager_id);
    }
    return { hotelId: link.hotelId, cmHotelId: known.cmHotelId, hotelName: known.hotelName, via: link.via };
  }
}

/** What the app's listeners need: the service client, hotel access, the live feed's store, time and a logger. */
export interface SlackDeps {
  client: HotelApiClient;
  access: HotelAccess;
  feed: SlackFeedRepo;
  clock: Clock;
  /** Waits out a short `Retry-After` of the service (ms). */
  sleep: (ms: number) => Promise<void>;
  logger: BotLogger;
  /** The bot database holding the booking funnel: the App Home shows its section when given. */
  funnelStore?: Store;
}
