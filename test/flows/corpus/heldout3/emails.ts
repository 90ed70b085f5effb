/** Held-out corpus 3 — e-mail addresses (answering the email question, or a correction at the summary). */
import { en, es } from '../helpers.js';
import type { Case } from '../types.js';

export const cases: Case[] = [
  es('email', 'Mi correo es Gloria.Arango@Hotmail.com', { email: 'gloria.arango@hotmail.com' }),
  es('email', 'reservas@viajesandinos.com.co', { email: 'reservas@viajesandinos.com.co' }),
  es('email', 'carlosp_88@yahoo.es', { email: 'carlosp_88@yahoo.es' }),
  es('email', 'mándalo a sofi.r@gmail.com pliss', { email: 'sofi.r@gmail.com' }),
  es('email', 'pedro arroba gmail punto com', { email: 'pedro@gmail.com' }, 'dictated by voice'),
  es('email', '¿El correo? Es marta.diaz@outlook.com', { email: 'marta.diaz@outlook.com' }),
  es('email', 'facturacion@inversionesandinas.com.co, la factura sale a nombre de la empresa', { email: 'facturacion@inversionesandinas.com.co' }),
  es('email', 'lupita.hdz@prodigy.net.mx', { email: 'lupita.hdz@prodigy.net.mx' }),
  es('email', 'mi mail es fede.rossi@fibertel.com.ar', { email: 'fede.rossi@fibertel.com.ar' }),
  es('email', 'rquispe@pucp.edu.pe', { email: 'rquispe@pucp.edu.pe' }),
  es('email', 'Correo: nsoto@vtr.net', { email: 'nsoto@vtr.net' }),
  es('email', 'HERNAN.ZULUAGA@UNE.NET.CO', { email: 'hernan.zuluaga@une.net.co' }),
  es('email', 'Estimados, mi correo electrónico es jorge.salazar@etb.net.co. Cordialmente.', { email: 'jorge.salazar@etb.net.co' }),
  es('email', 'valeeee_2008@hotmail.com 💅', { email: 'valeeee_2008@hotmail.com' }),
  es('confirm', 'el correo está mal, es laura.restrepo@gmail.com', { email: 'laura.restrepo@gmail.com' }),
  en('email', "it's JSMITH1975@AOL.COM", { email: 'jsmith1975@aol.com' }),
  en('email', 'email: emma.wilson@btinternet.com', { email: 'emma.wilson@btinternet.com' }),
  en('email', 'Contact: j.tremblay@videotron.ca', { email: 'j.tremblay@videotron.ca' }),
  en('email', 'you can reach me at liam.obrien@bigpond.com.au', { email: 'liam.obrien@bigpond.com.au' }),
  en('email', 'Please send the confirmation to my assistant: p.jones@acme-corp.com', { email: 'p.jones@acme-corp.com' }),
  en('email', 'mike_b_99@gmail.com thx', { email: 'mike_b_99@gmail.com' }),
  en('email', 'sure, why not: kate.m@icloud.com', { email: 'kate.m@icloud.com' }),
  en('email', 'is gmail ok? its tom.h@gmail.com', { email: 'tom.h@gmail.com' }),
  en('confirm', 'Sorry, my email should read d.miller@shaw.ca, not the one above.', { email: 'd.miller@shaw.ca' }),
];
