// The shapes of a day's use by kind of customer: how an office, a factory, a
// public building, a hotel or a home spreads its energy over the local hours of a working day, a
// Saturday and a Sunday or holiday, and how the seasons bend them (summer cooling at midday, winter
// lighting in the evening; gas heating in the morning and the evening). Weights are relative: the
// curve scales them to the month's totals of the consumption model.
import type { Fornitura } from './model.ts';

export const LOAD_PROFILES = [
  'office',
  'industry',
  'publicBuilding',
  'hotel',
  'residential',
] as const;
export type LoadProfile = (typeof LOAD_PROFILES)[number];

/** 0 working day, 1 Saturday, 2 Sunday or national holiday. */
export type DayKind = 0 | 1 | 2;

// Hourly weights (local hours 0–23), per day kind.
type Hours = readonly number[];
/** Hourly weights written as 24 numbers separated by spaces, so the tables read as tables. */
const h = (weights: string): Hours => weights.split(' ').map(Number);

const POWER_HOURS: Record<LoadProfile, readonly [Hours, Hours, Hours]> = {
  office: [
    h('.25 .25 .25 .25 .25 .3 .4 .7 1 1 1 1 .9 .95 1 1 1 1 .7 .45 .3 .3 .28 .26'),
    h(
      '.25 .25 .25 .25 .25 .25 .28 .35 .45 .5 .5 .48 .4 .3 .28 .28 .28 .28 .28 .27 .26 .26 .25 .25',
    ),
    h(
      '.24 .24 .24 .24 .24 .24 .24 .25 .25 .26 .26 .26 .26 .26 .26 .26 .25 .25 .25 .25 .25 .25 .24 .24',
    ),
  ],
  industry: [
    h('.35 .35 .35 .35 .35 .45 .9 1 1 1 1 1 .95 .9 1 1 1 1 1 .95 .95 .9 .5 .4'),
    h('.35 .35 .35 .35 .35 .4 .7 .75 .75 .75 .75 .75 .7 .6 .4 .35 .35 .35 .35 .35 .35 .35 .35 .35'),
    h('.3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3'),
  ],
  publicBuilding: [
    h('.2 .2 .2 .2 .2 .22 .3 .6 1 1 1 1 1 .85 .8 .8 .75 .6 .45 .3 .25 .22 .2 .2'),
    h('.2 .2 .2 .2 .2 .2 .22 .3 .5 .55 .55 .5 .4 .25 .22 .22 .22 .22 .22 .22 .22 .2 .2 .2'),
    h('.18 .18 .18 .18 .18 .18 .18 .2 .2 .2 .2 .2 .2 .2 .2 .2 .2 .2 .22 .22 .2 .2 .18 .18'),
  ],
  hotel: [
    h('.5 .45 .42 .42 .45 .55 .8 .95 .9 .75 .7 .7 .8 .75 .65 .65 .7 .85 1 1 .95 .9 .8 .65'),
    h('.55 .5 .45 .45 .45 .55 .75 .95 1 .85 .75 .75 .85 .8 .7 .7 .75 .9 1.05 1.05 1 .95 .85 .7'),
    h('.55 .5 .45 .45 .45 .5 .7 .9 1 .9 .8 .8 .9 .85 .7 .7 .75 .9 1.05 1.05 1 .95 .85 .7'),
  ],
  residential: [
    h('.3 .28 .26 .26 .26 .3 .5 .9 .8 .5 .45 .45 .7 .75 .5 .45 .5 .7 1.1 1.25 1.2 1 .75 .5'),
    h('.32 .3 .27 .26 .26 .28 .35 .55 .8 .85 .8 .8 .9 .85 .6 .55 .6 .75 1.05 1.2 1.2 1 .8 .55'),
    h('.35 .3 .28 .26 .26 .27 .3 .45 .7 .85 .85 .85 1 .9 .65 .6 .6 .75 1.05 1.2 1.15 .95 .75 .5'),
  ],
};

/** Summer cooling (June–September) raises the afternoon where there is air conditioning. */
const COOLING: Record<LoadProfile, number> = {
  office: 0.35,
  industry: 0.15,
  publicBuilding: 0.25,
  hotel: 0.4,
  residential: 0.2,
};

/** Winter lighting (November–February) raises 17:00–19:00 and the early morning. */
const LIGHTING: Record<LoadProfile, number> = {
  office: 0.15,
  industry: 0.05,
  publicBuilding: 0.15,
  hotel: 0.15,
  residential: 0.25,
};

/** A supply's kind of customer, from what upstream knows of it (use, contracted power, its site). */
export function loadProfileOf(
  f: Pick<Fornitura, 'tipoUso' | 'potenzaImpegnata' | 'idsede'>,
): LoadProfile {
  if (f.tipoUso === 'Domestico') return 'residential';
  if (f.tipoUso === 'Pubblica amministrazione') return 'publicBuilding';
  if ((f.potenzaImpegnata ?? 0) >= 100) return 'industry';
  const pick = f.idsede % 6;
  return pick === 0 ? 'hotel' : pick === 1 ? 'industry' : 'office';
}

const powerShapes = new Map<string, Float64Array>();

/**
 * The 96 quarter-hour weights of a local day of a kind in a month (0–11), interpolated between
 * the hourly weights so a curve has no steps on the hour, with the month's season applied.
 */
export function powerDayShape(profile: LoadProfile, kind: DayKind, month0: number): Float64Array {
  const key = `${profile}:${kind}:${month0}`;
  let shape = powerShapes.get(key);
  if (shape) return shape;
  const hours = POWER_HOURS[profile][kind];
  const summer = month0 >= 5 && month0 <= 8 ? (month0 === 6 || month0 === 7 ? 1 : 0.5) : 0;
  const winter = month0 >= 10 || month0 <= 1 ? 1 : 0;
  shape = new Float64Array(96);
  for (let q = 0; q < 96; q++) {
    const at = q / 4 + 0.125; // the middle of the quarter hour, in hours
    const lower = Math.floor(at - 0.5);
    const frac = at - 0.5 - lower;
    const a = hours[(lower + 24) % 24] ?? 0;
    const b = hours[(lower + 1) % 24] ?? 0;
    let w = a + (b - a) * frac;
    const active = w >= 0.6;
    if (summer && active && at >= 11 && at < 18) w *= 1 + COOLING[profile] * summer;
    if (winter && ((at >= 16.5 && at < 19.5) || (at >= 6.5 && at < 8))) w *= 1 + LIGHTING[profile];
    shape[q] = w;
  }
  powerShapes.set(key, shape);
  return shape;
}

/** A day's share of gas by kind: businesses heat less when closed; homes and hotels more at weekends. */
export const GAS_DAY_WEIGHT: Record<LoadProfile, readonly [number, number, number]> = {
  office: [1, 0.55, 0.45],
  industry: [1, 0.7, 0.4],
  publicBuilding: [1, 0.5, 0.4],
  hotel: [1, 1.1, 1.1],
  residential: [1, 1.1, 1.15],
};

// Hourly gas weights: heating starts before opening (businesses), or peaks morning and evening.
const GAS_HOURS: Record<'business' | 'home', Hours> = {
  business: h('.3 .3 .3 .3 .4 .9 1.4 1.5 1.3 1.1 1 1 1 1 1 1 1 .95 .8 .5 .4 .35 .3 .3'),
  home: h('.4 .35 .35 .35 .4 .8 1.5 1.6 1.1 .8 .7 .7 .8 .8 .7 .7 .9 1.3 1.6 1.5 1.3 1 .7 .5'),
};

/** The weight of a local hour (0–23) of gas use. */
export function gasHourWeight(profile: LoadProfile, hour: number): number {
  const hours =
    profile === 'residential' || profile === 'hotel' ? GAS_HOURS.home : GAS_HOURS.business;
  return hours[hour] ?? 1;
}
