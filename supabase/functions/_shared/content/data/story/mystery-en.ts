/**
 * English mystery beats. Slots: {P} {Pme} {Ps} the hero (I / me / my, or the name), {they} {their} {themself};
 * {thing} the strange thing in the writer's own words (the note, the receipt, the stop); {source} whom the hero asks;
 * {quote} words the opening quotes; {kin} a relative the opening names. Flags: the thing's sort (paper, picture, voice,
 * sound, object, place), mine (it bears the hero's name, hand or face), dated, quoted, kin. Past tense throughout.
 */
import type { MysteryPack } from './mystery-types.ts';

export const mysteryEn: MysteryPack = {
  look: [
    '{?paper}{P} read {thing} again under the lamp, slowly, [word by word|line by line]. [It was no joke and no trick of the light|Nobody was playing a joke, and {P} was not dreaming]: the [ink|print] was real, and [it was still there in the morning|in the morning it had not gone anywhere].',
    '{?paper}{P} smoothed {thing} out on the table and looked at it [for a long time|until the words blurred]. [Nothing about it was fake|There was nothing fake about it]: the paper, the ink, every line was real.',
    '{?picture}{P} held {thing} up to the window [for a long time|for a long while|and did not move]. [Every detail was right|Nothing in it was off], and that was exactly what was wrong with it.',
    '{?picture}{P} [looked at {thing} again|studied {thing}] under the brightest lamp in the house. [It was no trick|Nobody had faked it], and the longer {P} looked, the less sense it made.',
    '{?voice}{P} [went over {thing} three times, to be sure|went over {thing} again and again|went over {thing} until {P} knew it by heart]. It was real, [every word of it clear|every word in its place], and it was meant for {Pme}.',
    '{?voice}{P} [listened to {thing} again|went back to {thing}] in the quiet of the kitchen. [No glitch|No mistake], no wrong number: it was meant for {Pme}.',
    '{?sound}{P} [sat up and listened on purpose|turned off the light and listened|held {their} breath and listened]. {thing:cap} came again, [clear and unhurried|note for note the same], from where nothing should have been able to make a sound.',
    '{?sound}{P} lay still in the dark [and waited|and counted the seconds]. {thing:cap} came again, [exactly as before|without a single change], from where no sound should come.',
    '{?object}{P} turned {thing} over [in {their} hands|on the table]. It was real, [ordinary in every way|solid and ordinary], and it [should not have been there at all|had no business being there].',
    '{?object}{P} set {thing} down [under the lamp|on the table] and looked at it [for a long time|without touching it]. It was real, and it did not belong here.',
    '{?order}{P} [read the slip on {thing} twice|checked the slip on {thing} line by line]. Everything on it was right — the address, the phone number, the name — and all of it was {Ps} own.',
    '{?order}{P} [stood in the doorway|stood there] with {thing} and read the slip again. The name was {Ps} own, the address was {Ps} own, and {P} had ordered nothing.',
    '{?place}{!transit}{P} went back and looked at {thing} [for a long time|without moving]. It was real — [as solid|as ordinary] as anything around it — and it should not have been there at all.',
    '{?place}{?transit}{P} [pressed close to the window|looked out]. {thing:cap} was real: a sign, a dim lamp, a bench [wet with rain|under a bare tree].',
    '{?place}{?transit}{P} [wiped the fogged window|leaned closer to the glass]. {thing:cap} was real: [a sign|a name on a post], [a weak light|one lamp], [and nobody waiting|and an empty bench].',
  ],
  kinds: {
    future: {
      begin: [
        [
          '{?mine}The date on it had not happened yet, and the name beside it was {Ps} own, [in {Ps} own hand|written the way only {Pme} would write it].',
          '{!mine}The date on it had not happened yet. It was written [as plainly|as calmly] as any date on a calendar, as if whoever wrote it already knew how that day would go.',
        ],
      ],
      middle: [
        [
          '{P} asked {source} who could have left it. Nobody [remembered a face|could say], and the only record was [a blank line where a name should be|a time that matched nothing], as if {thing} had [arrived before anyone sent it|come from the far side of tomorrow].',
          'The next morning {P} asked {source}. [They checked twice|They looked it up while {P} waited]. [Nothing explained it|Nothing helped]: no name, no trace, only the date, [still waiting|calm and exact].',
        ],
        [
          '{?mine}Then {P} compared the writing with {Ps} own, letter by letter, and [stopped pretending|had to admit it]. It was {Ps} own. Whoever had made {thing} [already knew that day from the inside|had already lived through that day].',
          '[So {P} waited for the date.|So {P} waited, and counted the days.] When it came, everything happened [small and exact|quietly, one thing after another], and {P} understood that {thing} had never been a warning — only [a message sent back|a reminder sent back] so that {P} would not miss the day.',
        ],
      ],
      end: [
        [
          'On that date {P} [sat down at the same table|picked up a pen] and did the only thing that [made sense|felt right]: {P} made {thing} {themself}, word for word, and left it where it would be found. It had been {Ps} own all along.',
          '{P} kept {thing} long after that date had passed. [That was the strangest part of it|That was what {P} never quite got over]: it had been right about everything, and it had been kind.',
        ],
      ],
    },
    past: {
      begin: [
        [
          '{?dated}The date was [no smudge and no misprint|not a smudge, not a typo]. It was [years|a lifetime] old, and yet {thing} looked as if it had been made [that morning|the day before].',
          '{!dated}It was no look-alike. It was the very one, back after all those years, [with no mark of the time on it|as if it had only been gone a day].',
        ],
      ],
      middle: [
        [
          '{!dated}{P} asked {source} about it. At first there was no answer at all; then, after a long pause and a little embarrassed, came the truth.',
          '{?dated}{P} asked {source}. The only one who remembered was [the oldest person there|an old man with a ledger], who [went quiet|went pale|said nothing for a while] and then said, “I know this one. Nobody ever finished it.”',
          '{?dated}{?desk}{!voice}{!sound}{!place}{P} took {thing} to {source}. It took two visits before anyone remembered, and then [a woman who had been there thirty years|the oldest clerk] turned pale: “I thought that was gone for good.”',
        ],
        [
          '{?place}{?kin}The one who remembered was an old friend of {kin}’s. {kin:cap} had kept one habit there to the very end — [the lights on for whoever came early|something warm ready for the regulars] — and somebody, it seemed, was keeping it still.',
          '{!place}{?kin}The answer was {kin}. Long before, {kin} had started it in a name that would one day be {Ps} own, and then the years had simply gone by and nobody had ever finished it.',
          '{?place}{!kin}Everyone agreed it had closed years before. But the old owner had kept one habit to the very end — [the door open early for whoever came|the light on for the regulars] — and perhaps the place had simply not finished keeping it.',
          '{!place}{!kin}{?dated}[It turned out that|The old records showed that], years earlier, someone with {Ps} very name had stood exactly where {P} stood, and {thing} had waited all that time for that name to come back. {P} was [simply the first one to answer to it|only the first to come back for it].',
          '{!place}{!kin}{!dated}It had never really been lost. Someone had kept it all that time, [meaning to give it back and not knowing how|always about to return it and never quite able to], and now, for a reason of their own, they finally had.',
        ],
      ],
      end: [
        [
          '{?place}{P} went back the next morning. {thing:cap} was dark and shut, exactly as everyone had said. But what {P} had brought home from it the day before was still on the kitchen table, and {P} never threw it away.',
          '{!place}{P} did the one thing nobody had done in all those years and saw it through to the end. After that {thing} went [into a drawer|into the box of things worth keeping], and it no longer felt like a mistake — more like an appointment finally kept.',
          '{!place}In the end {P} kept {thing}. Whenever {P} looked at it, the years in between felt [shorter|thinner], as if somebody had been holding a door open the whole time.',
        ],
      ],
    },
    nowhere: {
      begin: [
        [
          '{!transit}{P} checked [every plan and board {P} could find|the board by the entrance, then every plan {P} could find]. {thing:cap} was on none of them, and yet [there it was|it was right there].',
          '{?transit}{P} checked [the map on {Ps} phone|the route on the wall]. {thing:cap} was not there, not on the new map and not on the old one, and yet [there it was|it was right there].',
          '{?transit}Nobody else seemed surprised. {P} searched every map {P} could find: {thing} was on none of them.',
        ],
      ],
      middle: [
        [
          '{!transit}The next day {P} asked {source}. Nobody had heard of it, until [an old caretaker|someone who had been there forty years] [laughed softly|smiled] and said it had been closed off long ago and taken off every plan.',
          '{?transit}The next day {P} asked {source}. Nobody had heard of it, until [an old driver|someone who had worked there forty years] [laughed softly|smiled to himself] and said it had been taken off the maps long ago, the year the old line was closed.',
          '{?transit}{P} asked {source}, and was sent from one desk to another, until an old man with a folder of yellowed timetables found it: {thing}, closed [fifty|forty] years ago and never reopened.',
        ],
        [
          '{!transit}“It still opens for people who [need it|have a reason to go there],” the old man said. “I’ve seen it twice. Both times somebody went in and came out smiling.”',
          '{?transit}“It still comes back for people who [have somewhere to be there|really need it],” the old man said. “I’ve seen it twice in my life. Both times somebody got off and did not look back.”',
          '{?transit}“They say it only turns up for someone who is on their way home to it,” he said, and smiled as if that settled it.',
        ],
      ],
      end: [
        [
          '{!transit}{P} went on passing that way every day. {thing:cap} never appeared again, but {P} always looked, [just in case|every single time].',
          '{?transit}{P} went on riding the same way at night. {thing:cap} was never announced again, but {P} always looked out at that spot, [just in case|every single time].',
          '{?transit}Sometimes, on the late ride home, {P} looked out at the place where {thing} should have been. Once — {P} was almost sure of it — there was a light on there.',
        ],
      ],
    },
    absent: {
      begin: [
        [
          'The next night {P} [waited up on purpose|stayed awake to be sure]. At the same hour it happened again, exactly as before, as regular as [an appointment|a heartbeat].',
          'It happened again the next night, and the next, always at the same hour, always the same — and always from where nobody could be.',
        ],
      ],
      middle: [
        [
          '{?kin}{P} [asked {source}|checked with {source}|rang {source}]. [Nothing was wrong|Nothing was broken], nothing had been set, and nobody could explain it.',
          '{!kin}{P} asked {source}. The answer was [what {P} already feared|exactly what {P} had expected]: nobody was there who could have done it. But [an older neighbour|someone who had been around for years] remembered who used to.',
          '{!kin}{P} went to {source}, who checked and shrugged: no one, not for a long time. Then, almost as an afterthought, came the story of the one who used to be there.',
        ],
        [
          '{?kin}{?quoted}Then {P} remembered: {kin} used to say exactly this, “{quote}”, every night at that hour, to someone nobody in the family ever met. Maybe it was [an old recording nobody had deleted|a setting nobody remembered making]. [Maybe it was something else.|Maybe it was not.] [{P} did not need to decide.|{P} found {they} did not need to know.]',
          '{?kin}{!quoted}Then {P} remembered: {kin} used to do exactly this every night at that hour, for years, so that someone far away would know the house was awake. Maybe it was [an old timer nobody had switched off|a setting nobody remembered]. [Maybe it was something else.|Maybe it was not.] [{P} did not need to decide.|{P} found {they} did not need to know.]',
          '{!kin}{?quoted}The one who had been there before had said exactly this, “{quote}”, every night at that hour, for years, to someone who was far away. Maybe it was [an old timer nobody had switched off|a setting nobody remembered]. [Maybe it was something else.|Maybe it was not.] [{P} did not need to decide.|{P} found {they} did not need to know.]',
          '{!kin}{!quoted}The one who had been there before had done exactly this every night at that hour, for years, so that someone far away would know they were home. Maybe it was [an old timer nobody had switched off|a setting nobody remembered]. [Maybe it was something else.|Maybe it was not.] [{P} did not need to decide.|{P} found {they} did not need to know.]',
        ],
      ],
      end: [
        [
          'The next night, at the same hour, {P} answered {thing} out loud, [gently|a little shyly]. After that it [went quiet|never came again], as if it had only wanted someone to hear it once.',
          'After that, when {thing} came at its hour, {P} [put everything down|turned off the light] and listened to the end. It felt less like a haunting than like keeping someone company.',
        ],
      ],
    },
    knows: {
      begin: [
        [
          '{?quoted}{P} read the words again: “{quote}.” Nobody who knew {Pme} had that number, and nobody with that number should have known {Pme}.',
          '{!quoted}The voice knew something almost nobody alive knew, and it said it gently, without hurrying, like an old friend.',
        ],
      ],
      middle: [
        [
          '{P} asked {source} about the number. It was an old line, [registered to nobody|in nobody’s name], [switched off for years|dead for years].',
          '{P} called the number back. It rang and rang, and {source} said later that it had not belonged to anyone for a long time.',
        ],
        [
          '{?quoted}{P} did as the words said, [feeling foolish|half laughing at {themself}]. In the morning {P} found out why: a pipe had burst over the front door in the night, and the stairs were under water. Whoever had written it had known.',
          '{!quoted}In the end it was someone from {Ps} childhood — an old neighbour from the house {P} grew up in — who had kept {Ps} name all these years and did not know how else to [say hello|get in touch].',
        ],
      ],
      end: [
        [
          '{P} saved the number under a new name. It never rang again, but {P} thought of {thing} every time the phone lit up at an odd hour.',
          'After that, {P} always answered. {thing:cap} had not been a threat at all, only someone keeping an eye on {Pme} from far away.',
        ],
      ],
    },
    never: {
      begin: [
        [
          '{?mine}{?picture}It was {Ps} own face — [there was no mistaking it|no one else’s] — and {P} had never [posed for any such picture|stood for such a photo in {Ps} life].',
          '{?mine}{!picture}It was {Ps} own name, written the way {P} would write it, and {P} had never done any such thing.',
          '{!mine}{P} went over it again. {P} had never done any such thing, and yet every detail [was in order|checked out].',
        ],
      ],
      middle: [
        [
          '{!desk}{P} [asked {source} whether anyone had come by|went to {source} and asked who had been in]. [Nobody had, not all day|Nobody had come or gone all day] — nobody but {Pme}.',
          '{?desk}{P} asked {source}. [They checked the record twice|They looked it up while {P} waited]: everything matched, the name, the details, and a time when {P} had been somewhere else entirely.',
          '{?desk}{!voice}{!sound}{!place}{P} went to {source} with {thing}. The answer came after a long look: “It’s all correct. It’s yours.” But it was not.',
        ],
        [
          '{!mine}The explanation, when it came, was [almost ordinary|almost disappointingly simple]: someone else with {Ps} name had been there before, and {thing} had been meant for them all along. {P} found them a week later, and they [laughed until they cried|could not stop thanking {Pme}].',
          '{?sleep}That night {P} set {Ps} phone to record. The video showed {Pme} get up at three, calm and careful, and write it, then go back to bed. The answer had been {Ps} own sleeping self all along.',
          '{?mine}{!sleep}The answer was a double: someone who had [lived there|been there] before {Pme}, with {Ps} face and almost {Ps} name, and who had been missing for a long time. {thing:cap} was [the last thing they had left|all that was left of them|the only trace they had left behind].',
        ],
      ],
      end: [
        [
          '{?voice}{P} never deleted {thing}. Every so often {P} played it back, and each time it sounded less like a mistake and more like somebody else’s life brushing past {Ps} own.',
          '{?order}From then on, whenever {P} ordered anything, {P} read the name on the slip twice — and thought of {thing}, and of the other one who had almost been {Pme}.',
          '{!sleep}{!voice}{!order}[{P} kept {thing}.|{P} did not throw {thing} away.|{thing:cap} stayed with {Pme}.] It went into [a drawer|a box on the shelf], and whenever {P} looked at it, {P} remembered how close another life had come to {Ps} own.',
          '{?sleep}{P} kept {thing}, and from then on left a pencil beside it at night, just in case {P} had something else to say.',
        ],
      ],
    },
  },
};
