/**
 * Beats of the story writer's quest path (issue 13, seventh round; story-quest.ts): per kind of ask — an event ahead
 * (`event`), a person to find (`seek`), an address to go to (`goto`), a thing that works every time (`test`) — the
 * beats that DO what the opening asks: the test is taken, the person found, the place visited, the thing tested.
 * Slots: {P} {Pme} {Ps} {themself} the hero; {thing} the opening’s object; {event} the event ahead, {eventAt} where it is held; {who} {whe} {whim}
 * {whis} the person to find; {dest} the place, {destFull} the place as first named; {quote} the opening's quoted words;
 * {kin} a relative the opening names. Flags: thing, gift, quoted, kin, absent, dest.
 */
import type { DevelopBeats } from './develop-types.ts';
import type { QuestKind } from '../../story-quest.ts';

/** One language's quest beats. */
export type QuestPack = Readonly<Record<QuestKind, DevelopBeats>>;
