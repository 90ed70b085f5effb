/**
 * What the guest sent that the bot does not read (stickers, photos, voice
 * notes, …) and the files staff can fetch from Telegram during a hand-off.
 */
import type { Message } from 'grammy/types';
import { request } from 'undici';
import type { FetchedFile, GuestFile, UnsupportedContent } from '../../flows/types.js';

/**
 * What kind of message the bot cannot read `message` is (a sticker, a photo,
 * …; `other` for any other non-text message), or undefined for text and
 * shared contacts, which the flow takes.
 */
export function unsupportedContent(message: Message): UnsupportedContent | undefined {
  if (message.text !== undefined || message.contact !== undefined) return undefined;
  if (message.sticker) return 'sticker';
  if (message.photo) return 'photo';
  if (message.voice) return 'voice';
  if (message.video_note) return 'videoNote';
  if (message.animation) return 'animation'; // a GIF also carries `document`: checked first
  if (message.video) return 'video';
  if (message.audio) return 'audio';
  if (message.document) return 'document';
  if (message.venue) return 'venue'; // a venue also carries `location`: checked first
  if (message.location) return 'location';
  if (message.poll) return 'poll';
  if (message.dice) return 'dice';
  return 'other';
}

/**
 * The file of a Telegram message the staff may see (the largest size of a
 * photo; a document, voice note, audio, video or round video note), with its
 * name, type and caption when Telegram gives them; undefined for stickers,
 * GIFs and messages without a file.
 */
export function guestFile(message: Message): GuestFile | undefined {
  const caption = message.caption ? { caption: message.caption } : {};
  if (message.photo?.length) return { ref: message.photo.at(-1)!.file_id, name: 'foto.jpg', mime: 'image/jpeg', ...caption };
  if (message.animation || message.sticker) return undefined;
  const f = message.document ?? message.video ?? message.audio ?? message.voice ?? message.video_note;
  if (!f) return undefined;
  const named = f as { file_name?: string; mime_type?: string };
  return { ref: f.file_id, ...(named.file_name ? { name: named.file_name } : {}), ...(named.mime_type ? { mime: named.mime_type } : {}), ...caption };
}

/** The largest file the Bot API lets a bot download, bytes (20 MB). */
export const TELEGRAM_DOWNLOAD_MAX = 20 * 1024 * 1024;

/**
 * Fetch a guest's file from Telegram (`getFile`, then the file's download
 * URL) so staff can see it in their thread.
 *
 * @throws Error when Telegram refuses `getFile` (file gone, too big for a bot:
 *   over {@link TELEGRAM_DOWNLOAD_MAX}) or the download fails.
 */
export function telegramFileFetcher(o: { token: string; apiRoot?: string }): (file: GuestFile) => Promise<FetchedFile> {
  const root = (o.apiRoot ?? 'https://api.telegram.org').replace(/\/+$/, '');
  return async (file) => {
    const info = await request(`${root}/bot${o.token}/getFile?file_id=${encodeURIComponent(file.ref)}`);
    const json = (await info.body.json()) as { ok?: boolean; result?: { file_path?: string; file_size?: number }; description?: string };
    const path = json.result?.file_path;
    if (!json.ok || !path) throw new Error(`telegram getFile refused: ${json.description ?? info.statusCode}`);
    if ((json.result?.file_size ?? 0) > TELEGRAM_DOWNLOAD_MAX) throw new Error('telegram file too big for a bot to download');
    const res = await request(`${root}/file/bot${o.token}/${path}`);
    if (res.statusCode !== 200) {
      await res.body.dump();
      throw new Error(`telegram file download failed: ${res.statusCode}`);
    }
    const bytes = Buffer.from(await res.body.arrayBuffer());
    return { bytes, name: file.name ?? path.split('/').at(-1) ?? 'archivo', ...(file.mime ? { mime: file.mime } : {}) };
  };
}
