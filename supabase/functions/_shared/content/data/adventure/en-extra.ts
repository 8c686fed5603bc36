/** English adventure lines that fit every theme: more scene settings, details, events, hooks and keepers. */
import type { AdventureExtras } from './extend-adventure-pack.ts';

/** Extra English adventure lines. */
export const adventureEnExtra: AdventureExtras = {
  scene: {
    setting: [
      '[When you come to your senses|After walking for a long time|As you look up], you are [standing at|in the middle of] {place}, [strangely quiet around you|with the wind carrying an unfamiliar smell|with a clock ticking somewhere].',
      '[Today|For some reason] {place} [feels different|seems to be holding its breath|feels as if it has been waiting for you], [shadows stretching long at your feet|a faint light blinking in the distance|the air pulled tight like a wire].',
    ],
    detail: [
      '[At your fingertips|Deep in your bag|In your coat pocket] you find {item}, [heavier than you remember|still right where it should be|oddly warm], [though nobody ever told you why it is here|and you will learn later who put it there].',
      '{companion:cap} [clears their throat|frowns|tugs gently at your sleeve] and [scans the surroundings|starts to say something, then stops|whispers that something is off].',
    ],
    event: [
      '[Just then,|At that very moment,|Before you can catch your breath,] [the air grows strangely heavy|every sound stops at once|a chill runs down your back], and you realise {threat} [is closer than you thought|will not wait].',
      '[Somewhere nearby,|Right under your feet,|Above your head,] [a strange sound rings out|a faint light flickers], and [the shadow|the presence] of {threat} [grows thicker|draws too close to avoid].',
    ],
    hook: [
      '[Now you have to choose|There is no time to hesitate|Everything depends on your next step], and [{companion} is looking only at you|{item} trembles in your hand].',
      '[There is no way back|Tonight will change everything|The story has only just begun], and [your heart already knows what to do|the next move is yours].',
      '[In the distance,|Right in front of you,] [someone calls your name|a door slowly opens|a single light beckons], and no one knows [what waits behind it|where it leads].',
    ],
  },
  keepers: [
    '{companion:cap} [nods without a word|watches you with worried eyes|shrugs and smiles], and [your grip on {item} tightens|it helps that {item} is still safe].',
    '[You check {item} once more|You take a deep breath] and [meet the eyes of {companion}|step closer to {companion}], [glad you are not alone|sure that together you can do this].',
  ],
};
