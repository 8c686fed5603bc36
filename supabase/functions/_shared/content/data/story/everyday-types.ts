/**
 * Shape of the everyday story beats (issue 13, fourth round): per everyday family two routes, each written as the
 * development beats of the seven premise families (begin, middle, end; each beat a list of alternative templates).
 */
import type { DevelopBeats } from './develop-types.ts';
import type { EverydayFamily } from './everyday-rules.ts';

/** One language's everyday beats: two routes per family. */
export type EverydayPack = Readonly<Record<EverydayFamily, readonly [DevelopBeats, DevelopBeats]>>;

/** One language's hand-written beats of the recognised families (the generic family lives in everyday-generic.ts). */
export type EverydayFamilyPack = Readonly<Record<Exclude<EverydayFamily, 'generic'>, readonly [DevelopBeats, DevelopBeats]>>;
