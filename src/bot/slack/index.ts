/** The Slack app for hotel staff: Bolt app (commands, modals, App Home) and its building blocks. */
export { createSlackApp, startSlackApp, SlackSettingError, type RunningSlackApp, type SlackAppOptions } from './app.js';
export { HotelAccess, type SlackDeps, type StaffHotel } from './access.js';
export { parseReservasRange, MAX_RANGE_DAYS, type DateRangeResult } from './commands/reservas/dates.js';
export { texts, slackFormat, type BookingState, type Lang as SlackLang, type SlackFormat, type SlackTexts } from '../../texts/slack.js';
export { cut, echo, esc, fitMessage, fitView, SLACK_LIMITS } from './mrkdwn.js';
