/** The morning rush's arrival plan: rates that rise step by step, and when each player of a step arrives. */

export interface RushPlan {
  /** Players a minute of the first step. */
  startPerMinute: number;
  /** Players a minute added at each further step. */
  stepPerMinute: number;
  /** The highest rate tried: the run ends there even when every step passed. */
  maxPerMinute: number;
  /** How long players keep arriving at each step's rate (s). */
  stepSeconds: number;
}

export interface RushStep {
  /** 0-based position in the schedule. */
  index: number;
  perMinute: number;
  /** Arrival times (ms after the step began), ascending. */
  arrivalsMs: number[];
}

/** The rates of the schedule: start, start + step, … up to max (inclusive). */
export function stepRates(plan: RushPlan): number[] {
  if (!(plan.startPerMinute > 0 && plan.stepPerMinute > 0 && plan.stepSeconds > 0)) {
    throw new Error('the morning rush needs a positive start rate, step and step duration');
  }
  const rates: number[] = [];
  for (let rate = plan.startPerMinute; rate <= plan.maxPerMinute; rate += plan.stepPerMinute) rates.push(rate);
  return rates;
}

/** A small seeded generator (mulberry32): the same seed gives the same arrivals, run after run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Arrival times of one step: players arrive independently of each other (a Poisson process at the
 * step's rate), so gaps are exponential and a second may bring twice the mean or none.
 */
export function poissonArrivals(perMinute: number, seconds: number, random: () => number): number[] {
  const meanGapMs = 60_000 / perMinute;
  const endMs = seconds * 1000;
  const arrivals: number[] = [];
  for (let at = -Math.log(1 - random()) * meanGapMs; at < endMs; at += -Math.log(1 - random()) * meanGapMs) {
    arrivals.push(at);
  }
  return arrivals;
}

/** Every step of the plan with its arrivals, drawn from one seed (players to prepare = their sum). */
export function buildSchedule(plan: RushPlan, seed = 1): RushStep[] {
  const random = seededRandom(seed);
  return stepRates(plan).map((perMinute, index) => ({
    index,
    perMinute,
    arrivalsMs: poissonArrivals(perMinute, plan.stepSeconds, random),
  }));
}

export const playersIn = (steps: readonly RushStep[]) => steps.reduce((sum, step) => sum + step.arrivalsMs.length, 0);
