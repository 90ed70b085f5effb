/** Destinations: the catalogue, its settings file, the extractor inside sentences, deep links. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CatalogueFileError,
  cityNames,
  closestCities,
  DEMO_CATALOGUE,
  deepLinkPayload,
  findDestination,
  parseCatalogue,
  resolveDeepLink,
  type Catalogue,
} from '../../../src/flows/understand/destinations.js';
import { loadCatalogueFile } from '../../../src/config.js';
import { understand } from '../../../src/flows/understand/index.js';
import { foldKeepLength, maskSpans, type TextRange } from '../../../src/flows/understand/text.js';
import type { DestinationFound, Message, Slot } from '../../../src/flows/understand/types.js';
import { Chat } from '../fixtures.js';
import { shortDestination as short } from './read.js';

function msg(raw: string, expecting?: Slot, masked: TextRange[] = []): Message {
  return { raw, folded: maskSpans(foldKeepLength(raw), masked), lang: 'es', today: '2026-03-01', expecting };
}

function find(raw: string, expecting?: Slot, masked: TextRange[] = []): DestinationFound | undefined {
  return findDestination(msg(raw, expecting, masked), DEMO_CATALOGUE);
}

describe('findDestination: catalogue cities inside sentences', () => {
  it.each([
    ['quiero ir a cartagena', 'Cartagena'],
    ['en Cartagena de Indias', 'Cartagena'],
    ['hotel en ctg', 'Cartagena'],
    ['vamos pa medallo', 'Medellín'],
    ['bogota dc', 'Bogotá'],
    ['Bogotá D.C.', 'Bogotá'],
    ['santafe de bogota', 'Bogotá'],
    ['cartajena', 'Cartagena'],
    ['Cartagena!!', 'Cartagena'],
    ['to Medellin please', 'Medellín'],
    ['CARTAGENA', 'Cartagena'],
    ['la heroica', 'Cartagena'],
    ['Busco hotel en La Heroica para diciembre', 'Cartagena'],
    ['medellin antioquia', 'Medellín'],
    ['MDE', 'Medellín'],
    ['smr', 'Santa Marta'],
    ['bog', 'Bogotá'],
    ['santa marta magdalena', 'Santa Marta'],
    ['nos vamos para santa marta', 'Santa Marta'],
    ['santa-marta', 'Santa Marta'],
    ['santamarta', 'Santa Marta'],
    ['el rodadero', 'Santa Marta'],
    ['hi, looking for a hotel in santa marta next weekend', 'Santa Marta'],
    ['I want to travel to Bogota', 'Bogotá'],
    ['busco hotel en cartagena', 'Cartagena'],
    ['cual es el mejor hotel de medellin', 'Medellín'],
    ['Hola! queremos viajar a Medellín del 15 al 20 de diciembre, somos 2 adultos', 'Medellín'],
    ['mi esposa se llama Marta y vamos a Santa Marta', 'Santa Marta'],
    ['vamos a Medellin con mi esposa Martha', 'Medellín'],
    ['Bogota colombia', 'Bogotá'],
    ['cartagena bolivar', 'Cartagena'],
  ])('%j → %s', (raw, want) => {
    expect(short(find(raw))).toBe(want);
  });

  it.each([
    ['cartagenna', 'Cartagena'],
    ['cartgena', 'Cartagena'],
    ['medelin', 'Medellín'],
    ['medeyin', 'Medellín'],
    ['vogota', 'Bogotá'],
    ['bogta', 'Bogotá'],
    ['santa martha', 'Santa Marta'],
    ['quiero ir a kartagena', 'Cartagena'],
    ['medellín', 'Medellín'],
  ])('typo %j → %s', (raw, want) => {
    expect(short(find(raw))).toBe(want);
  });

  it('reports the span of the name and of the travel words before it', () => {
    const raw = 'quiero ir a cartagena en diciembre';
    const r = find(raw);
    expect(r?.kind).toBe('known');
    expect(r!.spans.map(([s, e]) => raw.slice(s, e))).toEqual(['ir a cartagena']);
    const raw2 = 'en Cartagena de Indias';
    expect(find(raw2)!.spans.map(([s, e]) => raw2.slice(s, e))).toEqual(['en Cartagena de Indias']);
  });

  it('does not read words masked by earlier extractors', () => {
    expect(find('cartagena', undefined, [[0, 9]])).toBeUndefined();
  });
});

describe('findDestination: hotels', () => {
  it.each([
    ['una habitación en el Hotel Bocagrande Azul', 'Cartagena#3'],
    ['bocagrande azul', 'Cartagena#3'],
    ['Hotel Bocagrande Azul en Cartagena', 'Cartagena#3'],
    ['hotel murallas', 'Cartagena#1'],
    ['casa getsemani', 'Cartagena#2'],
    ['el Mirador de las Palmas', 'Medellín#9'],
    ['suites usaquen plaza', 'Bogotá#6'],
    ['hotel rodadero sol', 'Santa Marta#10'],
    ['bahia taganga please', 'Santa Marta#11'],
    ['Posada El Pescador', 'Santa Marta#12'],
    ['hotel poblado verde en medellin', 'Medellín#7'],
  ])('%j → %s', (raw, want) => {
    expect(short(find(raw))).toBe(want);
  });

  it('a hotel name shared by two cities is ambiguous unless the city is said', () => {
    const cat: Catalogue = {
      destinations: [
        { name: 'Bogotá', hotels: [{ id: 1, name: 'Hotel Estelar' }] },
        { name: 'Cartagena', hotels: [{ id: 2, name: 'Hotel Estelar' }] },
      ],
    };
    expect(short(findDestination(msg('hotel estelar'), cat))).toBe('?Bogotá#1|Cartagena#2');
    expect(short(findDestination(msg('el hotel estelar de cartagena'), cat))).toBe('Cartagena#2');
  });

  it('the hotel of another city than the one said is ambiguous', () => {
    expect(short(find('hotel poblado verde en cartagena'))).toBe('?Medellín#7|Cartagena');
  });
});

describe('findDestination: ordinary words and names are not places', () => {
  it.each([
    'hola',
    'gracias',
    'para',
    'santa',
    'medio',
    'bogus',
    'marta',
    'me llamo Marta',
    'cartas',
    'santa maria',
    'Santa María',
    'la heroína',
    'una medalla',
    'soy cartagenera',
    'I want to book a room',
    'ok',
    'no sé',
    'carta',
    'hotel',
    'mi novia Marta y yo',
    'quiero ir a la playa',
    'vamos a ser 4',
    'voy a reservar',
    'rodeado de naturaleza',
    'semana santa',
    'Ana Martínez',
    'bogo',
    'medallo'.slice(0, 4),
    'cartel',
    'a',
    'heroico',
    'sol',
    'azul',
    'indias',
    'de la costa',
    'mar',
  ])('%j → nothing', (raw) => {
    expect(find(raw)).toBeUndefined();
  });
});

describe('findDestination: origin, home and negation', () => {
  it.each([
    ['vivo en bogota', undefined],
    ['soy de Cartagena', undefined],
    ["i'm from medellin", undefined],
    ['de bogota a cartagena', 'Cartagena'],
    ['from Bogota to Medellin', 'Medellín'],
    ['I live in Bogota but want to go to Medellin', 'Medellín'],
    ['vivo en medellin y quiero ir a santa marta', 'Santa Marta'],
    ['no quiero ir a cartagena', undefined],
    ['no, cartagena', 'Cartagena'],
    ['no bogota sino medellin', 'Medellín'],
    ['cartagena no, medellin', 'Medellín'],
    ['not Bogota', undefined],
  ])('%j → %s', (raw, want) => {
    expect(short(find(raw))).toBe(want);
  });

  it('at the residence question a city is the residence, not the destination', () => {
    expect(find('Bogotá', 'residenceCity')).toBeUndefined();
  });
});

describe('findDestination: ambiguity', () => {
  it.each([
    ['Cartagena o Santa Marta', '?Cartagena|Santa Marta'],
    ['medellin y bogota', '?Medellín|Bogotá'],
    ['quiero ir a santa', '?Santa Marta'],
  ])('%j → %s', (raw, want) => {
    expect(short(find(raw))).toBe(want);
  });

  it.each([
    ['santa', '?Santa Marta'],
    ['cartag', '?Cartagena'],
  ])('bare answer %j at the destination question → %s', (raw, want) => {
    expect(short(find(raw, 'destination'))).toBe(want);
  });

  it('"san" begins two cities of the catalogue', () => {
    const cat: Catalogue = { destinations: [{ name: 'San Andrés' }, { name: 'Santa Marta' }] };
    expect(short(findDestination(msg('san', 'destination'), cat))).toBe('?San Andrés');
    expect(short(findDestination(msg('san andres', 'destination'), cat))).toBe('San Andrés');
    expect(short(findDestination(msg('santa', 'destination'), cat))).toBe('?Santa Marta');
  });
});

describe('findDestination: places the catalogue does not sell', () => {
  it.each([
    ['quiero ir a pereira', 'pereira'],
    ['hotel en Pereira', 'Pereira'],
    ['tienen hoteles en Cali?', 'Cali'],
    ['vamos a Cali', 'Cali'],
    ['trip to Miami', 'Miami'],
    ['we are going to Punta Cana', 'Punta Cana'],
    ['quiero conocer Villa de Leyva', 'Villa de Leyva'],
    ['voy para Nueva York', 'Nueva York'],
    ['viajar a san andres en diciembre', 'san andres'],
    ['I want to visit Lima', 'Lima'],
    ['QUIERO IR A PEREIRA', 'PEREIRA'],
    ['reservar en pereira', 'pereira'],
  ])('%j → unknown %j', (raw, text) => {
    const r = find(raw);
    expect(r?.kind).toBe('unknown');
    expect(r && r.kind === 'unknown' && r.text).toBe(text);
  });

  it.each([
    ['Pereira', 'Pereira'],
    ['san andres', 'san andres'],
    ['Miami', 'Miami'],
    ['a Barranquilla', 'Barranquilla'],
    ['Santa Fe de Antioquia', 'Santa Fe de Antioquia'],
  ])('bare answer %j at the destination question → unknown %j', (raw, text) => {
    const r = find(raw, 'destination');
    expect(r?.kind).toBe('unknown');
    expect(r && r.kind === 'unknown' && r.text).toBe(text);
  });

  it.each([
    ['hola', 'destination'],
    ['gracias', 'destination'],
    ['ok', 'destination'],
    ['no sé', 'destination'],
    ['donde sea', 'destination'],
    ['la playa', 'destination'],
    ['Juan', 'destination'],
    ['Pereira', undefined],
    ['estoy en Pereira', undefined],
    ['en efectivo', undefined],
    ['en familia', undefined],
    ["I'm writing to John Smith", undefined],
    ['vamos a pagar con tarjeta', undefined],
    ['quiero ir en diciembre', undefined],
  ] as const)('%j (expecting %s) → nothing', (raw, expecting) => {
    expect(find(raw, expecting)).toBeUndefined();
  });

  it('a bare "en" needs a capitalised name or something understood after it', () => {
    // "del 15 al 18" read by the dates extractor first.
    const raw = 'en pereira del 15 al 18';
    expect(short(find(raw, undefined, [[11, 23]]))).toBe('!pereira');
    expect(short(find('en Pereira del 15'))).toBe('!Pereira');
  });

  it('spans cover the travel words and the place; suggestions are catalogue cities', () => {
    const raw = 'quiero ir a pereira';
    const r = find(raw)!;
    expect(r.spans.map(([s, e]) => raw.slice(s, e))).toEqual(['ir a', 'pereira']);
    expect(r.kind === 'unknown' && r.suggestions).toEqual(['Bogotá', 'Medellín', 'Cartagena']);
  });

  it('an unknown place offered with a known one: the known city comes first among the suggestions', () => {
    const r = find('ir a Pereira o Cartagena');
    expect(r?.kind).toBe('unknown');
    expect(r && r.kind === 'unknown' && r.suggestions[0]).toBe('Cartagena');
  });
});

describe('closestCities and cityNames', () => {
  it('lists the cities in catalogue order', () => {
    expect(cityNames(DEMO_CATALOGUE)).toEqual(['Bogotá', 'Medellín', 'Cartagena', 'Santa Marta']);
  });
  it.each([
    ['cartgna', 3, ['Cartagena', 'Bogotá', 'Medellín']],
    ['santa', 2, ['Santa Marta', 'Bogotá']],
    ['Pereira', 3, ['Bogotá', 'Medellín', 'Cartagena']],
    ['medallin', 1, ['Medellín']],
    ['xyz', 0, []],
  ] as const)('%j (%i) → %j', (text, n, want) => {
    expect(closestCities(text, DEMO_CATALOGUE, n)).toEqual(want);
  });
});

describe('catalogue settings file', () => {
  const good = { destinations: [{ name: 'Pereira', aliases: ['Perla del Otún'], hotels: [{ id: 40, name: 'Hotel Cafetal', aliases: ['el cafetal'] }] }] };

  it('parses a good file and the matcher uses it', () => {
    const cat = parseCatalogue(JSON.stringify(good), 'dest.json');
    expect(cityNames(cat)).toEqual(['Pereira']);
    expect(short(findDestination(msg('quiero ir a pereira'), cat))).toBe('Pereira');
    expect(short(findDestination(msg('la perla del otun'), cat))).toBe('Pereira');
    expect(short(findDestination(msg('hotel cafetal'), cat))).toBe('Pereira#40');
    expect(short(findDestination(msg('quiero ir a cartagena'), cat))).toBe('!cartagena');
  });

  it.each([
    ['{"destinations": [', /^The destinations file dest\.json is not valid JSON: /],
    ['[]', /^Invalid destinations file dest\.json: \(root\): must be an object$/],
    ['{"destinations": []}', /^Invalid destinations file dest\.json: destinations: must list at least one city$/],
    ['{"destinations": [{"aliases": ["x"]}]}', /^Invalid destinations file dest\.json: destinations\[0\]\.name: is required$/],
    ['{"destinations": [{"name": 3}]}', /destinations\[0\]\.name: must be a text/],
    ['{"destinations": [{"name": "Pereira", "alias": []}]}', /destinations\[0\]: unknown field "alias"/],
    [
      '{"destinations": [{"name": "Cartagena", "aliases": ["ctg"]}, {"name": "Bogotá"}, {"name": "Cali", "aliases": ["CTG"]}]}',
      /destinations\[2\]\.aliases\[0\]: "CTG" is already a name or alias of Cartagena \(destinations\[0\]\)$/,
    ],
    ['{"destinations": [{"name": "Bogotá"}, {"name": "bogota"}]}', /destinations\[1\]\.name: "bogota" is already a name or alias of Bogotá/],
    ['{"destinations": [{"name": "Santa Marta", "aliases": ["marta"]}]}', /destinations\[0\]\.aliases\[0\]: "marta" is an ordinary word or a first name/],
    ['{"destinations": [{"name": "Cali", "aliases": ["!"]}]}', /destinations\[0\]\.aliases\[0\]: must be a text with at least two letters/],
    [
      '{"destinations": [{"name": "Cali", "hotels": [{"id": 1, "name": "Hotel A"}]}, {"name": "Pasto", "hotels": [{"id": 1, "name": "Hotel B"}]}]}',
      /destinations\[1\]\.hotels\[0\]\.id: hotel id 1 is already used by Hotel A/,
    ],
    ['{"destinations": [{"name": "Cali", "hotels": [{"id": 0, "name": "Hotel A"}]}]}', /destinations\[0\]\.hotels\[0\]\.id: must be the hotel's internal id/],
    [
      '{"destinations": [{"name": "Cali", "hotels": [{"id": 2, "name": "Cali"}]}]}',
      /destinations\[0\]\.hotels\[0\]\.name: "Cali" is already a name or alias of the city Cali/,
    ],
    [
      '{"destinations": [{"name": "Cali", "nearby": ["Pance"]}, {"name": "Pasto", "aliases": ["pance"]}]}',
      /destinations\[0\]\.nearby\[0\]: "Pance" is a name or alias of Pasto \(destinations\[1\]\): a place sold, not one near/,
    ],
  ])('refuses %s naming the entry in one line', (text, re) => {
    let err: unknown;
    try {
      parseCatalogue(text, 'dest.json');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(CatalogueFileError);
    expect((err as Error).message).toMatch(re);
    expect((err as Error).message).not.toContain('\n');
  });

  it('allows hotels of different cities to share a name (chains)', () => {
    const text =
      '{"destinations": [{"name": "Cali", "hotels": [{"id": 1, "name": "Hotel Estelar"}]}, {"name": "Pasto", "hotels": [{"id": 2, "name": "Hotel Estelar"}]}]}';
    expect(() => parseCatalogue(text, 'x')).not.toThrow();
  });

  it('loads a file from disk, and names a missing one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hotelbot-destinations-'));
    try {
      const path = join(dir, 'd.json');
      writeFileSync(path, JSON.stringify(good));
      expect(cityNames(loadCatalogueFile(path))).toEqual(['Pereira']);
      expect(() => loadCatalogueFile(join(dir, 'missing.json'))).toThrow(/^Could not read the destinations file .*missing\.json: ENOENT$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the example file is the demo catalogue', () => {
    const cat = loadCatalogueFile(new URL('../../../data/destinations.example.json', import.meta.url).pathname);
    expect(cat).toEqual(DEMO_CATALOGUE);
  });

  it('the demo catalogue itself passes the file checks', () => {
    expect(() => parseCatalogue(JSON.stringify(DEMO_CATALOGUE), 'demo')).not.toThrow();
  });
});

describe('deep links', () => {
  it.each([
    ['cartagena', 'Cartagena'],
    ['santa-marta', 'Santa Marta'],
    ['santa_marta', 'Santa Marta'],
    ['SantaMarta', 'Santa Marta'],
    ['bogota', 'Bogotá'],
    ['ctg', 'Cartagena'],
    ['hotel-3', 'Cartagena#3'],
    ['h3', 'Cartagena#3'],
    ['hotel_11', 'Santa Marta#11'],
    ['hotel-bocagrande-azul', 'Cartagena#3'],
    ['mirador-de-las-palmas', 'Medellín#9'],
  ])('%j → %s', (payload, want) => {
    const r = resolveDeepLink(payload, DEMO_CATALOGUE);
    expect(r && (r.hotel ? `${r.city}#${r.hotel.id}` : r.city)).toBe(want);
  });

  it.each(['hotel-99', 'pereira', '', 'santa marta', 'a'.repeat(65), 'cartagena!', 'h'])('%j → nothing', (payload) => {
    expect(resolveDeepLink(payload, DEMO_CATALOGUE)).toBeUndefined();
  });

  it('builds payloads that resolve back', () => {
    expect(deepLinkPayload({ city: 'Santa Marta' })).toBe('santa-marta');
    expect(deepLinkPayload({ city: 'Bogotá' })).toBe('bogota');
    expect(deepLinkPayload({ city: 'Cartagena', hotel: { id: 3, name: 'Hotel Bocagrande Azul' } })).toBe('hotel-3');
    for (const city of DEMO_CATALOGUE.destinations) {
      expect(resolveDeepLink(deepLinkPayload({ city: city.name }), DEMO_CATALOGUE)).toEqual({ city: city.name });
      for (const h of city.hotels ?? []) {
        const match = { city: city.name, hotel: { id: h.id, name: h.name } };
        expect(resolveDeepLink(deepLinkPayload(match), DEMO_CATALOGUE)).toEqual(match);
      }
    }
  });
});

describe('round 2: hotels named without their generic word', () => {
  it.each([
    ['quiero reservar en el poblado verde para este sabado 2 noches en pareja', 'Medellín#7'],
    ['el poblado verde tiene disponibilidad?', 'Medellín#7'],
    ['una habitacion en poblado verde', 'Medellín#7'],
    // A question about the hotel does not choose it (round 5: "a hotel asked about").
    ['is poblado verde pet friendly?', undefined],
    ['rooms at the Murallas del Caribe', 'Cartagena#1'],
    ['el murallas del caribe para 2', 'Cartagena#1'],
    ['el pescador', 'Santa Marta#12'],
    // "el poblado" alone stays the neighbourhood; "getsemani" stays the neighbourhood, not "Casa Getsemaní Boutique".
    ['quiero algo en el poblado', 'Medellín'],
    ['en el poblado, medellin', 'Medellín'],
    ['quiero quedarme en getsemani', 'Cartagena'],
  ])('%j → %s', (raw, want) => {
    expect(short(find(raw))).toBe(want);
  });

  it('derives the short name of a hotel in a file catalogue ("Hotel Caribe Real" → "caribe real"), not a generic or ordinary rest', () => {
    const cat = parseCatalogue(
      JSON.stringify({
        destinations: [
          {
            name: 'Cartagena',
            aliases: ['Getsemaní'],
            hotels: [
              { id: 1, name: 'Hotel Caribe Real' },
              { id: 2, name: 'Suites Bahía Azul' },
              { id: 3, name: 'Hotel Playa' },
              { id: 4, name: 'Casa Getsemaní' },
              { id: 5, name: 'Hostal La Tortuga' },
            ],
          },
        ],
      }),
      'test.json',
    );
    const at = (raw: string) => short(findDestination(msg(raw), cat));
    expect(at('quiero el caribe real del 3 al 5')).toBe('Cartagena#1');
    expect(at('bahia azul para dos')).toBe('Cartagena#2');
    expect(at('la tortuga')).toBe('Cartagena#5');
    expect(at('hotel en la playa')).toBeUndefined(); // "playa" alone is an ordinary word, not the Hotel Playa
    expect(at('getsemani')).toBe('Cartagena'); // the neighbourhood, not Casa Getsemaní
  });

  it('the span takes the article and the travel words before the hotel', () => {
    const raw = 'quiero reservar en el poblado verde para este sabado';
    expect(find(raw)!.spans.map(([s, e]) => raw.slice(s, e))).toEqual(['reservar en el poblado verde']);
  });
});

describe('round 2: half a hotel name asks back; a neighbourhood a hotel is named after is the city', () => {
  it.each([
    ['laureles', 'destination', 'Medellín'],
    ['la candelaria', 'destination', 'Bogotá'],
    ['quiero quedarme en laureles', undefined, 'Medellín'],
    ['reservar en el mirador', undefined, '?Medellín#9|Medellín'],
    ['quiero ir a las murallas', undefined, '?Cartagena#1|Cartagena'],
    ['staying in la candelaria', undefined, 'Bogotá'],
    ['candelaria', 'destination', '?Bogotá#5|Bogotá'],
  ] as const)('%j (at %s) → %s', (raw, at, want) => {
    expect(short(find(raw, at))).toBe(want);
  });
});

describe('round 2: surnames, names and other risky words', () => {
  it.each([
    'santamaria',
    'sra Santamaria',
    'me llamo ana cartagena',
    'ana cartagena',
    'juan medellin',
    'mi nombre es Marta Bogota',
    'hola, mi apellido es Cartagena',
    'my last name is Medellin',
    'quiero ir a mediados de diciembre',
    'vamos a ir a finales de enero',
    'quiero ir a principios de marzo',
    'trip to see my mom',
    'in May',
    'we want to visit Colombia',
    'vamos a ir a un concierto',
    'quiero ir a la feria',
    'queremos ir al cine',
    'santa maria',
    'Santa Claus',
    'my friend Marta is coming',
  ])('%j → nothing', (raw) => {
    expect(find(raw)).toBeUndefined();
  });

  it.each([
    ['san', 'destination'],
    ['marta', 'destination'],
  ] as const)('%j at the %s question → nothing', (raw, at) => {
    expect(find(raw, at)).toBeUndefined();
  });

  it.each([['colombia'], ['quiero ir a colombia'], ['Colombia!'], ['to Colombia please']])(
    '%j, the country alone, offers every city the catalogue sells',
    (raw) => {
      expect(short(find(raw, 'destination'))).toBe('?Bogotá|Medellín|Cartagena|Santa Marta');
    },
  );

  it.each([
    ['soy Ana, Cartagena', 'Cartagena'],
    ['quiero ir con Marta a Cartagena', 'Cartagena'],
    ['marta y yo queremos ir a medellin', 'Medellín'],
    ['sta marta', 'Santa Marta'],
    ['sta. marta en enero', 'Santa Marta'],
    ['medellin, colombia', 'Medellín'],
    ['cartagena de indias colombia', 'Cartagena'],
  ])('%j → %s', (raw, want) => {
    expect(short(find(raw))).toBe(want);
  });
});

describe('round 2: alternatives, corrections, where the guest is', () => {
  it.each([
    ['cartagena o san andres', '!san andres', 'Cartagena'],
    ['quiero ir a cartagena o a san andres', '!san andres', 'Cartagena'],
    ['pereira o cartagena', '!pereira', 'Cartagena'],
    ['we are looking at santa marta or tayrona', '!tayrona', 'Santa Marta'],
  ])('%j → %s, %s suggested first', (raw, want, first) => {
    const r = find(raw);
    expect(short(r)).toBe(want);
    expect(r?.kind === 'unknown' && r.suggestions[0]).toBe(first);
  });

  it.each([
    ['cartagena o santa', '?Cartagena|Santa Marta'],
    ['cartagena o mejor medellin', 'Medellín'],
    ['bogota, digo medellin', 'Medellín'],
    ["I'm in Bogota now and want to go to Cartagena", 'Cartagena'],
    ['estoy en bogota y quiero ir a cartagena', 'Cartagena'],
    ['estoy en bogota y necesito hotel para hoy', 'Bogotá'],
    ['hotel en Cartagena, España', '!Cartagena, España'],
    ['cartagena españa', '!cartagena españa'],
  ])('%j → %s', (raw, want) => {
    expect(short(find(raw))).toBe(want);
  });
});

describe('round 2: through the whole pipeline', () => {
  const ask = (text: string, expecting?: Slot) => understand(text, { lang: 'es', today: '2026-11-23', expecting, catalogue: DEMO_CATALOGUE });
  it.each([
    ['quiero reservar en el poblado verde para este sabado 2 noches en pareja', undefined, 'Medellín#7'],
    ['Hola, quiero ir a santa marta del 15 al 18 de diciembre', undefined, 'Santa Marta'],
    ['hi, room for 2 in santa marta in january?', undefined, 'Santa Marta'],
    ['en Cali del 3 al 5', undefined, '!Cali'],
    ['vacaciones en San Andrés', undefined, '!San Andrés'],
    ['me llamo Maria Medellin', undefined, undefined],
    ['quiero ir en semana santa', undefined, undefined],
    ['quiero ir a Santa Marta el sabado santo', undefined, 'Santa Marta'],
    ['Medellín, por favor', 'destination', 'Medellín'],
    ['villa de leyva', 'destination', '!villa de leyva'],
    ['santa', 'destination', '?Santa Marta'],
    ['no sé, recomiéndame', 'destination', undefined],
    ['diciembre', 'destination', undefined],
    ['cartagena', 'name', undefined],
  ] as const)('%j (at %s) → %s', (raw, at, want) => {
    expect(short(ask(raw, at).destination)).toBe(want);
  });
});

describe('round 3: well-known places the catalogue does not sell, in any case', () => {
  it.each([
    // After a bare "en"/"in"/"to": a well-known place counts in lowercase too.
    ['2 noches en cali', undefined, '!cali'],
    ['a room in miami for 2', undefined, '!miami'],
    ['tenemos una reunion en cali', undefined, '!cali'],
    ['somos 2, en barranquilla', 'party', '!barranquilla'],
    ['en bucaramanga', 'dates', '!bucaramanga'],
    ['we are 4 going to cancun', undefined, '!cancun'],
    // After a clear travel phrase: any place, any case.
    ['looking for a nice hotel in Cali, any recommendations?', undefined, '!Cali'],
    ['looking for a hotel in cali', undefined, '!cali'],
    ['any hotel in barranquilla?', undefined, '!barranquilla'],
    ['quiero un hotel en cali', undefined, '!cali'],
    ['busco hotel en pereira', undefined, '!pereira'],
    ['quiero ir a buenos aires', undefined, '!buenos aires'],
    ['hay hoteles en cali?', undefined, '!cali'],
    ["i'd like to visit Pereira", undefined, '!Pereira'],
    // The whole first message, or opening it before values.
    ['cali', undefined, '!cali'],
    ['Miami', undefined, '!Miami'],
    ['punta cana porfa', undefined, '!punta cana'],
    // The whole answer to the destination question, polite words closing it.
    ['Cali porfa', 'destination', '!Cali'],
    ['a pereira por favor', 'destination', '!pereira'],
    ['barranquilla pls', 'destination', '!barranquilla'],
    ['Cancun please', 'destination', '!Cancun'],
    ['buenos aires', 'destination', '!buenos aires'],
    ['san andres x favor', 'destination', '!san andres'],
    ['medellin x favor', 'destination', 'Medellín'],
  ] as const)('%j (at %s) → %s', (raw, at, want) => {
    expect(short(find(raw, at))).toBe(want);
  });

  it('suggests the catalogue cities', () => {
    const r = find('looking for a nice hotel in Cali, any recommendations?');
    expect(r).toMatchObject({ kind: 'unknown', text: 'Cali', suggestions: ['Bogotá', 'Medellín', 'Cartagena'] });
  });

  it.each([
    // A place that is also a surname or an ordinary word needs a travel word (or a capital after "en").
    ['pereira'],
    ['me llamo Ana Pereira'],
    ['valencia'],
    // Where the guest is, lives or works is not where they go.
    ['vivo en cali'],
    ['estoy en cali'],
    ['i live in miami'],
    ['trabajo en cali'],
    // Parts of a city and common nouns.
    ['necesito hotel en el norte'],
    ['algo en el centro'],
    ['en la playa'],
    ['to the beach'],
  ])('%j → nothing', (raw) => {
    expect(find(raw)).toBeUndefined();
  });
});

describe('round 3: destinations beside navigation and small talk', () => {
  it.each([
    // Farewells name the booked place: not a destination asked for.
    ['thanks! see you in cartagena', 'confirm', undefined],
    ['gracias, nos vemos en cartagena', 'confirm', undefined],
    ['si, nos vemos en santa marta!', 'confirm', undefined],
    ['perfect, see you in Medellin', 'confirm', undefined],
    // A place replaced by another.
    ['Medellin instead of Cartagena', 'dates', 'Medellín'],
    ['cartagena en vez de bogota', 'dates', 'Cartagena'],
    ['en lugar de Bogotá, Medellín', undefined, 'Medellín'],
    ['santa marta y no cartagena', undefined, 'Santa Marta'],
    // Hesitation between an unknown and a known place, with prepositions.
    ['en cali o en medellin', undefined, '!cali'],
    ['cali o medellin', undefined, '!cali'],
    ['santa marta o cartagena, cuál me recomiendas?', undefined, '?Santa Marta|Cartagena'],
  ] as const)('%j (at %s) → %s', (raw, at, want) => {
    expect(short(find(raw, at))).toBe(want);
  });

  it('puts the known city first in the suggestions of a hesitation', () => {
    expect(find('en cali o en medellin')).toMatchObject({ kind: 'unknown', suggestions: ['Medellín', 'Bogotá', 'Cartagena'] });
  });
});

describe('round 3: through the whole pipeline, with navigation and small talk', () => {
  const ask = (text: string, expecting?: Slot) => understand(text, { lang: 'es', today: '2026-11-23', expecting, catalogue: DEMO_CATALOGUE });
  const kinds = (text: string, expecting?: Slot) =>
    ask(text, expecting)
      .intents.map((i) => (i.kind === 'change' ? `change:${i.target}` : i.kind))
      .join(',');
  it.each([
    ['hola! quiero ir a cartagena', undefined, 'Cartagena', 'greeting'],
    ['buenas tardes, busco hotel en medellin para el puente', undefined, 'Medellín', 'greeting'],
    ['hi there, looking for a room in Santa Marta', undefined, 'Santa Marta', 'greeting'],
    ['hey, any hotels in bogota?', undefined, 'Bogotá', 'greeting'],
    ['gracias! y en medellin?', undefined, 'Medellín', 'thanks'],
    ['ok, cartagena entonces', undefined, 'Cartagena', 'yes'],
    ['dale, vamos pa medallo', undefined, 'Medellín', 'yes'],
    ['hola parce, pa medallo el finde', undefined, 'Medellín', 'greeting'],
    ['ey que mas, voy pa cartagena', undefined, 'Cartagena', 'greeting'],
    ['quiubo, necesito hotel en bog', undefined, 'Bogotá', 'greeting'],
    ['buenas noches, quisiera ir a la heroica', undefined, 'Cartagena', 'greeting'],
    ['¡Feliz navidad! quiero ir a cartagena', undefined, 'Cartagena', 'greeting'],
    ['thank you! also, any hotels in Cali?', undefined, '!Cali', 'thanks'],
    ['Going to Cali next week, any suggestions?', undefined, '!Cali', 'smalltalk'],
    ['looking for a nice hotel in Cali, any recommendations?', undefined, '!Cali', 'smalltalk'],
    ['quiero ir a cartagena, que me recomiendas?', undefined, 'Cartagena', 'smalltalk'],
    ['jaja ok, santa marta entonces', undefined, 'Santa Marta', 'smalltalk,yes'],
    ['hola, el hotel murallas del caribe tiene cupo?', undefined, 'Cartagena#1', 'greeting'],
    ['olvidalo, mejor bogota', undefined, 'Bogotá', 'correction'],
    ['quiero cambiar la ciudad a medellin', 'confirm', 'Medellín', 'change:destination'],
    ['change city to Bogota please', 'confirm', 'Bogotá', 'change:destination'],
    ['la ciudad esta mal, es medellin', 'confirm', 'Medellín', 'change:destination'],
    ["wrong city, it's Bogota", 'confirm', 'Bogotá', 'change:destination'],
    ['me equivoque de ciudad', 'confirm', undefined, 'change:destination'],
    ['atras, me equivoque de ciudad', 'email', undefined, 'back,change:destination'],
    ['atras x favor', 'email', undefined, 'back'],
    ['volver porfa', 'name', undefined, 'back'],
    ['back pls', 'destination', undefined, 'back'],
    ['cartagena porfa', 'destination', 'Cartagena', ''],
    ['mmm santa marta', 'destination', 'Santa Marta', 'smalltalk'],
    ['lol medellin', 'destination', 'Medellín', 'smalltalk'],
    ['pereira gracias', 'destination', '!pereira', 'thanks'],
    ['Santa Marta, thanks!', 'destination', 'Santa Marta', 'thanks'],
    ['no se todavia, cartagena tal vez', 'destination', 'Cartagena', 'smalltalk'],
    ['hola', 'destination', undefined, 'greeting'],
    ['thanks', 'destination', undefined, 'thanks'],
    ['actually, make it Medellin', 'dates', 'Medellín', 'correction'],
    ['sorry, I meant Santa Marta', 'dates', 'Santa Marta', 'correction'],
    ['mejor en santa marta, gracias', 'dates', 'Santa Marta', 'correction,thanks'],
    ['no, santa marta', 'dates', 'Santa Marta', 'correction'],
    ['Medellin instead of Cartagena', 'dates', 'Medellín', 'correction'],
    ['gracias, nos vemos en cartagena', 'confirm', undefined, 'thanks,smalltalk'],
    ['si, nos vemos en santa marta!', 'confirm', undefined, 'yes,smalltalk'],
    ['me llamo Marta y quiero ir a Cartagena', undefined, 'Cartagena', ''],
    ['viajo con marta a cartagena', undefined, 'Cartagena', ''],
  ] as const)('%j (at %s) → %s, %s', (raw, at, want, intents) => {
    expect(short(ask(raw, at).destination)).toBe(want);
    expect(kinds(raw, at)).toBe(intents);
  });
});

describe('regions and nicknames of the demo catalogue', () => {
  it.each([
    ['voy para la costa', '?Cartagena|Santa Marta'],
    ['la costa', '?Cartagena|Santa Marta'],
    ['heading to the coast next week', '?Cartagena|Santa Marta'],
    ['somewhere on the Caribbean coast', '?Cartagena|Santa Marta'],
    ['quiero ir al caribe', '?Cartagena|Santa Marta'],
    ['soy de la costa', undefined],
    ['quiero ir a la capital', 'Bogotá'],
    ['a la nevera jajaja', 'Bogotá'],
    ['la ciudad de la eterna primavera', 'Medellín'],
    ['Hotel Murallas del Caribe', 'Cartagena#1'],
  ])('%j → %s', (raw, want) => {
    expect(short(find(raw))).toBe(want);
  });
});

describe('a namesake qualified later in the message', () => {
  it.each([
    ['Cartagena... sorry, I mean the one in Spain, Murcia region', 'Cartagena, Spain'],
    ['Cartagena, pero la de España', 'Cartagena, España'],
  ])('%j → unknown %j', (raw, text) => {
    const found = find(raw);
    expect(found?.kind).toBe('unknown');
    expect(found?.kind === 'unknown' ? found.text : undefined).toBe(text);
  });

  it('the home country said later keeps the catalogue city', () => {
    expect(short(find('Cartagena, la de Colombia'))).toBe('Cartagena');
  });
});

describe('findDestination: a name typed in pieces or shortened in chat', () => {
  it.each([
    ['carta gena', 'Cartagena'],
    ['santa mta', 'Santa Marta'],
    ['voy pa santa mta el 5', 'Santa Marta'],
  ])('%s → %s', (raw, city) => {
    expect(find(raw, 'destination')).toMatchObject({ kind: 'known', city });
  });

  it.each(['una carta', 'santa maria'])('%s → no city of the catalogue', (raw) => {
    expect(find(raw, 'destination')?.kind).not.toBe('known');
  });
});

describe('findDestination: a second choice, either choice, and the first leg', () => {
  it.each([
    ["Barranquilla. hmm if you don't have it there then Santa Marta", 'Santa Marta'],
    ['Barranquilla, si no hay pues Santa Marta', 'Santa Marta'],
    ['Cali o Medellín, cualquiera de las dos', 'Medellín'],
    ["Medellín first please, we'll sort Bogotá out later ourselves", 'Medellín'],
    ['primero Medellín, Bogotá lo cuadramos nosotros mismos', 'Medellín'],
  ])('%s → %s', (raw, city) => {
    expect(find(raw, 'destination')).toMatchObject({ kind: 'known', city });
  });

  it.each(['Medellín y Bogotá', 'Cartagena first, then Medellín'])('%s: legs of a trip are asked about', (raw) => {
    expect(find(raw, 'destination')?.kind).toBe('ambiguous');
  });

  it('a fallback beside a place sold is dropped', () => {
    expect(find('pa medellin, y si no hay en medellin entonces bogota', 'destination')).toMatchObject({ kind: 'known', city: 'Medellín' });
  });

  it('a place not wanted stays negated', () => {
    expect(find('no quiero ir a Cartagena', 'destination')).toBeUndefined();
  });
});

describe('a place near a city that is not sold: said so, and the city offered first', () => {
  it.each([
    ['minca', 'destination', 'Santa Marta'],
    ['quiero ir a Barú', undefined, 'Cartagena'],
    ['we want to go to Guatapé', undefined, 'Medellín'],
  ] as const)('%j (at %s) → near %s', (raw, at, near) => {
    const d = find(raw, at);
    expect(d).toMatchObject({ kind: 'unknown', near });
    expect(d?.kind === 'unknown' ? d.suggestions[0] : undefined).toBe(near);
  });
  it('near miss: a place near nothing sold has no nearest city', () => {
    const d = find('quiero ir a Pereira');
    expect(d?.kind).toBe('unknown');
    expect(d && 'near' in d ? d.near : undefined).toBeUndefined();
  });
  it.each([
    ['es', 'hola', 'minca', 'Todavía no tenemos hoteles en minca; lo más cercano que tenemos es Santa Marta.'],
    ['en', 'hi', 'Minca please', "We don't have hotels in Minca yet; the nearest we have is Santa Marta."],
  ] as const)('the guest is told, in their language, with the city first among the choices (%s)', async (lang, hello, text, said) => {
    const chat = new Chat(lang);
    await chat.say(hello, text);
    expect(chat.lastText()).toContain(said);
    expect(chat.lastChoices()[0]?.label).toBe('Santa Marta');
    await chat.press('Santa Marta');
    expect(chat.state.search.city).toBe('Santa Marta');
  });
});
