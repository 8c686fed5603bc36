/** Age and height hints read from numbers in a description (25 years old, 25살, 25 tuổi, 25岁, 165cm, 1m65, 5'4"). */

/** Age groups the stylist distinguishes. */
export type AgeGroup = 'teen' | 'twenties' | 'thirties' | 'forties' | 'fiftyPlus';

/** Decade phrases without digits and the age they stand for. */
const decadePhrases: ReadonlyArray<readonly [string, number]> = [
  ['in my teens', 15], ['in my twenties', 25], ['in my thirties', 35], ['in my forties', 45], ['in my fifties', 55], ['in my sixties', 65],
  ['이십대', 25], ['삼십대', 35], ['사십대', 45], ['오십대', 55], ['십대', 15],
  ['二十多岁', 25], ['二十几岁', 25], ['三十多岁', 35], ['三十几岁', 35], ['四十多岁', 45], ['五十多岁', 55], ['十几岁', 15],
];

/** The age group of an age in years. */
export function ageGroupOf(age: number): AgeGroup {
  return age < 20 ? 'teen' : age < 30 ? 'twenties' : age < 40 ? 'thirties' : age < 50 ? 'forties' : 'fiftyPlus';
}

/** Finds an age in a description; undefined when none is stated. */
export function findAge(text: string): number | undefined {
  const lower = text.toLowerCase();
  const patterns: RegExp[] = [
    /\b(\d{2})\s*(?:years?\s*old|yrs?\s*old|y\/o|yo)\b/u,
    /\b(?:i'?m|i am|age|aged)\s+(\d{2})\b(?!\s*(?:cm|kg|%|\$))/u,
    /(\d{2})\s*(?:살|세)/u,
    /(\d{2})\s*tuổi/u,
    /(\d{2})\s*岁/u,
    // "nam 28t": Vietnamese chat shorthand for tuổi (round 6; "sau 10 năm" is no age: u must stand alone below).
    /(?<![\p{L}\p{N}])(\d{2})\s*t(?![\p{L}\p{N}])/u,
    /(?:in my|mid|late|early)[\s-]*(\d)0s\b/u,
    /(\d)0\s*대/u,
    /(?<![\p{L}\p{M}])(?:ngoài|tuổi|u)\s*(\d)0\b/u,
  ];
  for (const [index, pattern] of patterns.entries()) {
    const match = pattern.exec(lower);
    if (!match?.[1]) continue;
    const value = Number(match[1]);
    const age = index >= 6 ? value * 10 + 5 : value;
    if (age >= 10 && age <= 99) return age;
  }
  for (const [phrase, age] of decadePhrases) if (lower.includes(phrase)) return age;
  return undefined;
}

/** Finds a height in centimetres (cm, Vietnamese 1m65, or feet and inches); undefined when none is stated. */
export function findHeightCm(text: string): number | undefined {
  const lower = text.toLowerCase();
  const cm = /(1[4-9]\d|2[0-1]\d)\s*(?:cm|센티|公分|厘米)/u.exec(lower) ?? /(?:키|身高|cao)\s*(1[4-9]\d)\b/u.exec(lower);
  if (cm?.[1]) return Number(cm[1]);
  const metres = /\b1\s*m\s*([0-9]{2})\b/u.exec(lower) ?? /\b1[.,]([0-9]{2})\s*m\b/u.exec(lower);
  if (metres?.[1]) return 100 + Number(metres[1]);
  const feet = /\b([4-7])\s*(?:'|’|ft|feet|foot)\s*(\d{1,2})?/u.exec(lower);
  if (feet?.[1]) return Math.round((Number(feet[1]) * 12 + Number(feet[2] ?? 0)) * 2.54);
  return undefined;
}
