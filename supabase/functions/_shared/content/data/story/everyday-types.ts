/**
 * Shape of the everyday story beats (issue 13, fourth round): per everyday family two routes, each written as the
 * development beats of the seven premise families (begin, middle, end; each beat a list of alternative templates).
 */
import type { DevelopBeats } from './develop-types.ts';
import type { EverydayFamily } from './everyday-rules.ts';

/** One language's everyday beats: two routes per recognised family (an opening of no family is continued by story-grounded.ts). */
export type EverydayPack = Readonly<Record<Exclude<EverydayFamily, 'generic'>, readonly [DevelopBeats, DevelopBeats]>>;

/** One language's hand-written beats of the recognised families. */
export type EverydayFamilyPack = Readonly<Record<Exclude<EverydayFamily, 'generic'>, readonly [DevelopBeats, DevelopBeats]>>;
