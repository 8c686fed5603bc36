/**
 * English mystery beats. Slots: {P} {Pme} {Ps} the hero (I / me / my, or the name), {they} {their} {themself};
 * {thing} the strange thing in the writer's own words (the note, the receipt, the stop); {source} whom the hero asks;
 * {quote} words the opening quotes; {kin} a relative the opening names. Flags: the thing's sort (paper, picture, voice,
 * sound, object, place), mine (it bears the hero's name, hand or face), dated, quoted, kin. Past tense throughout.
 */
import type { MysteryPack } from './mystery-types.ts';

export const mysteryEn: MysteryPack = {
  look: [
    '{?paper}{P} read {thing} again under the lamp, slowly, [word by word|line by line]. It was no joke and no trick of the light: the [ink|print] was real, and it was still there in the morning.',
    '{?picture}{P} held {thing} up to the window for a long time. Every detail was right, and that was exactly what was wrong with it.',
    '{?voice}{P} went over {thing} three times, to be sure. It was real, every word of it clear, and it was meant for {Pme}.',
    '{?sound}{P} sat up and listened on purpose. {thing:cap} came again, [clear and unhurried|note for note the same], from where nothing should have been able to make a sound.',
    '{?object}{P} turned {thing} over [in {their} hands|on the table]. It was real, [ordinary in every way|solid and ordinary], and it should not have been there at all.',
    '{?order}{P} read the slip on {thing} twice. Everything on it was right — the address, the phone number, the name — and all of it was {Ps} own.',
    '{?place}{P} [pressed close to the window|looked out]. {thing:cap} was real: a sign, a dim lamp, a bench [wet with rain|under a bare tree].',
  ],
  kinds: {
    future: {
      begin: [
        [
          '{?mine}The date on it had not happened yet, and the name beside it was {Ps} own, [in {Ps} own hand|written the way only {Pme} would write it].',
          '{!mine}The date on it had not happened yet. It was written as plainly as any date on a calendar, as if whoever wrote it already knew how that day would go.',
        ],
      ],
      middle: [
        [
          '{P} asked {source} who could have left it. Nobody [remembered a face|could say], and the only record was [a blank line where a name should be|a time that matched nothing], as if {thing} had arrived before anyone sent it.',
          'The next morning {P} asked {source}. [They checked twice|They looked it up while {P} waited]. Nothing explained it: no name, no trace, only the date, [still waiting|calm and exact].',
        ],
        [
          '{?mine}Then {P} compared the writing with {Ps} own, letter by letter, and stopped pretending. It was {Ps} own. Whoever had made {thing} already knew that day from the inside.',
          'So {P} waited for the date. When it came, everything happened [small and exact|quietly, one thing after another], and {P} understood that {thing} had never been a warning — only a message sent back so that {P} would not miss the day.',
        ],
      ],
      end: [
        [
          'On that date {P} [sat down at the same table|picked up a pen] and did the only thing that made sense: {P} made {thing} {themself}, word for word, and left it where it would be found. It had been {Ps} own all along.',
          '{P} kept {thing} long after that date had passed. That was the strangest part of it: it had been right about everything, and it had been kind.',
        ],
      ],
    },
    past: {
      begin: [
        [
          '{?dated}The date was no smudge and no misprint. It was [years|a lifetime] old, and yet {thing} looked as if it had been made that morning.',
          '{!dated}It was no look-alike. It was the very one, back after all those years, [with no mark of the time on it|as if it had only been gone a day].',
        ],
      ],
      middle: [
        [
          '{!dated}{P} asked {source} about it. At first there was no answer at all; then, after a long pause and a little embarrassed, came the truth.',
          '{?dated}{P} asked {source}. The only one who remembered was [the oldest person there|an old man with a ledger], who went quiet and then said, “I know this one. Nobody ever finished it.”',
          '{?dated}{?desk}{!voice}{!sound}{!place}{P} took {thing} to {source}. It took two visits before anyone remembered, and then [a woman who had been there thirty years|the oldest clerk] turned pale: “I thought that was gone for good.”',
        ],
        [
          '{?kin}The answer was {kin}. Long before, {kin} had started it in a name that would one day be {Ps} own, and then the years had simply gone by and nobody had ever finished it.',
          '{!kin}{?dated}It turned out that, years earlier, someone with {Ps} very name had stood exactly where {P} stood, and {thing} had waited all that time for that name to come back. {P} was simply the first one to answer to it.',
          '{!kin}{!dated}It had never really been lost. Someone had kept it all that time, meaning to give it back and not knowing how, and now, for a reason of their own, they finally had.',
        ],
      ],
      end: [
        [
          '{P} did the one thing nobody had done in all those years and saw it through to the end. After that {thing} went into a drawer, and it no longer felt like a mistake — more like an appointment finally kept.',
          'In the end {P} kept {thing}. Whenever {P} looked at it, the years in between felt [shorter|thinner], as if somebody had been holding a door open the whole time.',
        ],
      ],
    },
    nowhere: {
      begin: [
        [
          '{P} checked [the map on {Ps} phone|the route on the wall]. {thing:cap} was not there, not on the new map and not on the old one, and yet there it was.',
          'Nobody else seemed surprised. {P} searched every map {P} could find: {thing} was on none of them.',
        ],
      ],
      middle: [
        [
          'The next day {P} asked {source}. Nobody had heard of it, until [an old driver|someone who had worked there forty years] laughed softly and said it had been taken off the maps long ago, the year the old line was closed.',
          '{P} asked {source}, and was sent from one desk to another, until an old man with a folder of yellowed timetables found it: {thing}, closed [fifty|forty] years ago and never reopened.',
        ],
        [
          '“It still comes back for people who have somewhere to be there,” the old man said. “I’ve seen it twice in my life. Both times somebody got off and did not look back.”',
          '“They say it only turns up for someone who is on their way home to it,” he said, and smiled as if that settled it.',
        ],
      ],
      end: [
        [
          '{P} went on riding the same way at night. {thing:cap} was never announced again, but {P} always looked out at that spot, just in case.',
          'Sometimes, on the late ride home, {P} looked out at the place where {thing} should have been. Once — {P} was almost sure of it — there was a light on there.',
        ],
      ],
    },
    absent: {
      begin: [
        [
          'The next night {P} waited up on purpose. At the same hour it happened again, exactly as before, as regular as an appointment.',
          'It happened again the next night, and the next, always at the same hour, always the same — and always from where nobody could be.',
        ],
      ],
      middle: [
        [
          '{?kin}{P} asked {source}. Nothing was wrong, nothing had been set, and nobody could explain it.',
          '{!kin}{P} asked {source}. The answer was what {P} already feared: nobody was there who could have done it. But [an older neighbour|someone who had been around for years] remembered who used to.',
          '{!kin}{P} went to {source}, who checked and shrugged: no one, not for a long time. Then, almost as an afterthought, came the story of the one who used to be there.',
        ],
        [
          '{?kin}{?quoted}Then {P} remembered: {kin} used to say exactly this, “{quote}”, every night at that hour, to someone nobody in the family ever met. Maybe it was an old recording nobody had deleted. Maybe it was something else. {P} did not need to decide.',
          '{?kin}{!quoted}Then {P} remembered: {kin} used to do exactly this every night at that hour, for years, so that someone far away would know the house was awake. Maybe it was an old timer nobody had switched off. Maybe it was something else. {P} did not need to decide.',
          '{!kin}{?quoted}The one who had been there before had said exactly this, “{quote}”, every night at that hour, for years, to someone who was far away. Maybe it was an old timer nobody had switched off. Maybe it was something else. {P} did not need to decide.',
          '{!kin}{!quoted}The one who had been there before had done exactly this every night at that hour, for years, so that someone far away would know they were home. Maybe it was an old timer nobody had switched off. Maybe it was something else. {P} did not need to decide.',
        ],
      ],
      end: [
        [
          'The next night, at the same hour, {P} answered {thing} out loud, [gently|a little shyly]. After that it went quiet, as if it had only wanted someone to hear it once.',
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
          '{P} asked {source} about the number. It was an old line, registered to nobody, switched off for years.',
          '{P} called the number back. It rang and rang, and {source} said later that it had not belonged to anyone for a long time.',
        ],
        [
          '{?quoted}{P} did as the words said, feeling foolish. In the morning {P} found out why: a pipe had burst over the front door in the night, and the stairs were under water. Whoever had written it had known.',
          '{!quoted}In the end it was someone from {Ps} childhood — an old neighbour from the house {P} grew up in — who had kept {Ps} name all these years and did not know how else to say hello.',
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
          '{?mine}{?picture}It was {Ps} own face — there was no mistaking it — and {P} had never posed for any such picture.',
          '{?mine}{!picture}It was {Ps} own name, written the way {P} would write it, and {P} had never done any such thing.',
          '{!mine}{P} went over it again. {P} had never done any such thing, and yet every detail was in order.',
        ],
      ],
      middle: [
        [
          '{!desk}{P} asked {source} whether anyone had come by. Nobody had, not all day — nobody but {Pme}.',
          '{?desk}{P} asked {source}. [They checked the record twice|They looked it up while {P} waited]: everything matched, the name, the details, and a time when {P} had been somewhere else entirely.',
          '{?desk}{!voice}{!sound}{!place}{P} went to {source} with {thing}. The answer came after a long look: “It’s all correct. It’s yours.” But it was not.',
        ],
        [
          '{!mine}The explanation, when it came, was almost ordinary: someone else with {Ps} name had been there before, and {thing} had been meant for them all along. {P} found them a week later, and they laughed until they cried.',
          '{?sleep}That night {P} set {Ps} phone to record. The video showed {Pme} get up at three, calm and careful, and write it, then go back to bed. The answer had been {Ps} own sleeping self all along.',
          '{?mine}{!sleep}The answer was a double: someone who had [lived there|been there] before {Pme}, with {Ps} face and almost {Ps} name, and who had been missing for a long time. {thing:cap} was the last thing they had left.',
        ],
      ],
      end: [
        [
          '{?voice}{P} never deleted {thing}. Every so often {P} played it back, and each time it sounded less like a mistake and more like somebody else’s life brushing past {Ps} own.',
          '{?order}From then on, whenever {P} ordered anything, {P} read the name on the slip twice — and thought of {thing}, and of the other one who had almost been {Pme}.',
          '{!sleep}{!voice}{!order}{P} kept {thing}. It went into a drawer, and whenever {P} looked at it, {P} remembered how close another life had come to {Ps} own.',
          '{?sleep}{P} kept {thing}, and from then on left a pencil beside it at night, just in case {P} had something else to say.',
        ],
      ],
    },
  },
};
