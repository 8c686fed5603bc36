/**
 * Where a trait score sits against published Mini-IPIP norms.
 *
 * Source: Donnellan, M. B., Oswald, F. L., Baird, B. M., & Lucas, R. E. (2006). The Mini-IPIP scales: Tiny-yet-effective
 * measures of the Big Five factors of personality. Psychological Assessment, 18(2), 192–203. The norms below are the
 * item-mean metric (1–5 "very inaccurate" … "very accurate") of a large US undergraduate sample, rounded to one decimal
 * place and transcribed approximately (check them against the paper's descriptive tables before quoting them as
 * exact); they describe young adults in one country, so the percentile is a rough guide, shown as "about".
 *
 * Scale conversion: the paper's items use a 5-point scale, ours a 4-point agreement scale with no neutral middle.
 * A trait's mean item point on our scale (1–4, reverse keying applied) is mapped linearly onto the paper's 1–5 range by
 * its end points, m5 = 1 + (m4 − 1) × 4 / 3 (so 1 → 1, 2 → 2.33, 3 → 3.67, 4 → 5). From the 0–100 score
 * (score = (m4 − 1) / 3 × 100) that is m5 = 1 + score / 25. The percentile is the normal distribution's CDF at
 * z = (m5 − mean) / sd, clamped to 1–99.
 */
import type { PersonalityTrait } from '../../supabase/functions/_shared/contract/content-types';

/** Mean and standard deviation of one trait's item mean (1–5 metric). */
export interface TraitNorm {
  /** Mean item score. */
  mean: number;
  /** Standard deviation of the item-mean score. */
  sd: number;
}

/** Approximate Mini-IPIP norms (item-mean metric 1–5), Donnellan et al. (2006). */
export const miniIpipNorms: Record<PersonalityTrait, TraitNorm> = {
  extraversion: { mean: 3.2, sd: 0.9 },
  agreeableness: { mean: 3.9, sd: 0.7 },
  conscientiousness: { mean: 3.4, sd: 0.8 },
  neuroticism: { mean: 2.7, sd: 0.8 },
  intellect: { mean: 3.7, sd: 0.7 },
};

/** Low / average / high, by percentile: below 30, 30–70, above 70 (about ±0.5 SD around the mean). */
export type TraitBand = 'low' | 'average' | 'high';

/** Our 0–100 score on the paper's 1–5 item-mean metric. */
export function toFivePointMean(score: number): number {
  return 1 + Math.min(100, Math.max(0, score)) / 25;
}

/** The standard normal CDF (Abramowitz & Stegun 7.1.26 for erf, error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Approximate percentile (1–99) of a 0–100 trait score against the Mini-IPIP norms. */
export function traitPercentile(trait: PersonalityTrait, score: number): number {
  const norm = miniIpipNorms[trait];
  const z = (toFivePointMean(score) - norm.mean) / norm.sd;
  return Math.min(99, Math.max(1, Math.round(normalCdf(z) * 100)));
}

/** The band of a percentile. */
export function bandOfPercentile(percentile: number): TraitBand {
  return percentile < 30 ? 'low' : percentile > 70 ? 'high' : 'average';
}
