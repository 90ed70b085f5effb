/**
 * The Eta templates of the service's public HTML pages: the hosted checkout
 * (`/pay/{code}`), the voucher page (`/vouchers/{id}/{code}`) and their
 * "not found" notices. Their words come as data: `it.t` is the page's part of
 * the service's text catalogue (`SERVICE_TEXTS.checkoutPage` or
 * `.voucherPage`, `src/texts/service.ts`), and a notice's `title`, `heading`
 * and `text` are one of `SERVICE_TEXTS.notices`. `<%= %>` escapes for HTML (element
 * content and attribute values); `<%~ %>` writes raw and is only used for the
 * page's own constant style sheet and for a template's already-rendered body
 * inside the layout. The pages carry no script at all.
 */

/**
 * The pages' style sheet, written inline in a `<style>` element; the pages'
 * Content-Security-Policy allows exactly this text by its SHA-256 hash, so it
 * must be rendered byte for byte as it is here.
 */
export const PAGE_STYLE = `
body{font-family:system-ui,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;color:#1d2733}
h1{font-size:1.4rem}.summary{background:#f4f6f8;border-radius:8px;padding:.5rem 1rem;margin:1rem 0}
.hotel{font-weight:600;font-size:1.1rem}.amount{font-size:1.6rem;font-weight:700}
label{display:block;margin:.6rem 0}input{display:block;width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
.row{display:flex;gap:1rem}.row label{flex:1}button{margin-top:1rem;padding:.7rem 1.2rem;font-size:1rem;background:#0b6e4f;color:#fff;border:0;border-radius:6px;cursor:pointer}
.error{background:#fdecea;border-left:4px solid #c62828;padding:.5rem 1rem}.ok{background:#e8f5e9;border-left:4px solid #2e7d32;padding:.5rem 1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.3rem 1rem}dt{color:#5b6670}dd{margin:0}
.info{background:#e3f2fd;border-left:4px solid #1565c0;padding:.5rem 1rem}.note{color:#5b6670;font-size:.9rem}
a.pay{display:inline-block;margin-top:1rem;padding:.7rem 1.2rem;font-size:1rem;background:#0b6e4f;color:#fff;border-radius:6px;text-decoration:none}
`;

/** The page frame. Data: `title`, `style`, optional `refreshSeconds`, and `body` (rendered HTML). */
export const LAYOUT_TEMPLATE = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><% if (it.refreshSeconds) { %><meta http-equiv="refresh" content="<%= it.refreshSeconds %>"><% } %>
<title><%= it.title %></title>
<style><%~ it.style %></style></head><body>
<%~ it.body %>
</body></html>`;

/** The booking's summary box, shared by every state of the checkout. Data: the checkout's data as `it`. */
const SUMMARY = `
  <section class="summary">
    <p class="hotel"><%= it.hotelName %></p>
    <p><%= it.description %></p>
<% if (it.stay) { %>    <p class="stay"><%= it.stay %></p>
<% } %>    <p><%= it.t.guest(it.guestName) %></p>
    <p class="amount" data-amount="<%= it.amount %>" data-currency="<%= it.currency %>"><%= it.amountText %></p>
<% if (it.chatbotId) { %>    <p><%= it.t.bookingCode %> <code><%= it.chatbotId %></code></p>
<% } %>  </section>`;

/**
 * The hosted checkout in each state of the payment link: paid, expired, in
 * process (the page refreshes itself) or open (the card form, with the
 * errors of the last attempt). Data: `t` (`SERVICE_TEXTS.checkoutPage`), `state`,
 * `refreshSeconds`, the summary's values, `paidAtText`, `expiresAtText`,
 * `expiresAtIso`, `formAction`, `errors`, `sandbox`, and for a real carrier `carrier` (`label`, `url`, `methods`: the
 * button to its checkout instead of the card form) or `unavailable` (why it cannot be opened), `confirming` (see `renderCheckoutPage`).
 */
export const CHECKOUT_TEMPLATE = `<% layout('@layout', { title: it.t.title }) %>
<% if (it.state === 'paid') { %>
<div class="ok" role="status"><h1><%= it.t.paidHeading %></h1><p><%= it.t.paid(it.paidAtText) %> <% if (it.chatbotId) { %><%= it.t.bookingConfirmed %><% } %></p></div>${SUMMARY}
<% } else if (it.state === 'expired') { %>
<div class="error" role="alert"><h1><%= it.t.expiredHeading %></h1><p><%= it.t.expired(it.expiresAtText) %></p></div>${SUMMARY}
<% } else if (it.state === 'in_process') { %>
<div class="info" role="status"><h1><%= it.t.inProcessHeading %></h1><p><%= it.confirming ? it.t.confirming : it.t.inProcess %></p></div>${SUMMARY}
<% } else { %>
<h1><%= it.t.openHeading %></h1>${SUMMARY}
<% if (it.errors.length) { %>  <div class="error" role="alert"><ul><% it.errors.forEach(function (e) { %><li><%= e %></li><% }) %></ul></div>
<% } %><% if (it.carrier) { %>  <p><a class="pay" href="<%= it.carrier.url %>" rel="noreferrer"><%= it.t.payWith(it.amountText, it.carrier.label) %></a></p>
  <p class="note"><%= it.t.carrierNote(it.carrier.label, it.carrier.methods) %></p>
<% } else if (it.unavailable) { %>  <div class="info" role="status"><p><%= it.unavailable %></p></div>
<% } else { %>  <form method="post" action="<%= it.formAction %>" autocomplete="on">
    <label><%= it.t.cardNumber %> <input name="card_number" inputmode="numeric" autocomplete="cc-number" required maxlength="23" placeholder="4242 4242 4242 4242"></label>
    <label><%= it.t.cardHolder %> <input name="card_holder" autocomplete="cc-name" required maxlength="100"></label>
    <div class="row">
      <label><%= it.t.cardExpiry %> <input name="card_expiry" autocomplete="cc-exp" required pattern="(0[1-9]|1[0-2])/[0-9]{4}" placeholder="12/2030"></label>
      <label><%= it.t.cardCvc %> <input name="card_cvc" inputmode="numeric" autocomplete="cc-csc" required pattern="[0-9]{3,4}" maxlength="4"></label>
    </div>
    <button type="submit"><%= it.t.pay(it.amountText) %></button>
  </form>
<% } %>  <p class="note"><%= it.t.validUntil(it.expiresAtText, it.expiresAtIso) %></p>
<% } %>
<% if (it.sandbox) { %><p class="note"><%= it.t.sandbox %></p>
<% } %>`;

/** The public voucher page. Data: `t` (`SERVICE_TEXTS.voucherPage`), `hotelName`, `rows` (`[label, value]` pairs), `id`. */
export const VOUCHER_TEMPLATE = `<% layout('@layout', { title: it.t.title }) %>
<h1><%= it.t.title %></h1>
  <section class="summary">
    <p class="hotel"><%= it.hotelName %></p>
    <dl><% it.rows.forEach(function (r) { %><dt><%= r[0] %></dt><dd><%= r[1] %></dd><% }) %></dl>
  </section>
  <p class="note"><%= it.t.footer(it.id) %></p>
`;

/** A notice page (link or voucher not found). Data: `title`, `heading`, `text`, `alert` (boolean: the red alert box). */
export const NOTICE_TEMPLATE = `<% layout('@layout', { title: it.title }) %>
<% if (it.alert) { %><div class="error" role="alert"><h1><%= it.heading %></h1><p><%= it.text %></p></div>
<% } else { %><h1><%= it.heading %></h1><p><%= it.text %></p>
<% } %>`;
