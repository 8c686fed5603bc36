/**
 * English beats for everyday openings, two routes per family. Slots: {P} {Pme} {Ps} {they} {them} {their} the hero;
 * {thing} the central element in the writer's words (the dog / Biscuit, the printer, the ring, the pancakes); {who}
 * {whe} {whim} {whis} a person the opening names and pronouns; {kin} a relative the opening names. Flags: named (the
 * animal has a name), back (the lost thing came back), picked (someone else's thing was found), away (the person has
 * not come or called), who, kin. No companion, vehicle, place or weather the opening did not give.
 */
import type { EverydayFamilyPack } from './everyday-types.ts';

export const everydayEn: EverydayFamilyPack = {
  animal: [
    {
      begin: [[
        '{P} watched {thing} for [a whole evening|two days] before doing anything about it. {thing:cap} [was not|wasn’t] sick and not playing; {thing} was [waiting|listening], fixed on the same spot [every time|each time].',
        '[At first|To begin with] {P} thought it was nothing. But {thing} went back to the same spot [[again and again|over and over]|[every time|each time]], and would not be called away, not even for food.',
      ]],
      middle: [
        [
          'So one evening {P} [knelt down|sat down on the floor] beside {thing} and looked where {thing} was looking, properly, for the first time. It took [a long while|ten quiet minutes], and then {P} heard it too: a faint, thin sound, [there and gone|so [small|little] it was [almost|nearly] nothing].',
          '{P} stopped calling {thing} away and followed instead. Right where {thing} kept watch there was a gap [nobody|no one] had noticed, and from it came a tiny, tired sound.',
        ],
        [
          'Something [small|little] had got itself stuck there, [a young bird|a half-grown kitten] too weak to make a noise anyone but {thing} could hear, and it had been [calling|waiting] for days.',
          'It was [a young bird|a tiny kitten], trapped and too frightened to move. {thing:cap} had known [all along|from the start], and had been keeping it company the only way {thing} could.',
        ],
      ],
      end: [[
        '{P} got it out with [careful hands|gentle hands] and looked after it until it was strong enough to go. {thing:cap} watched every minute of it, and [the next day|the following day] went back to the old habits as if nothing had happened at all.',
        'It took [a box, a towel and a lot of patience|patience and a torch], but {P} got it out safely. {thing:cap} [sniffed it once|gave it one long look], satisfied, and went back to the old place by the door, job done.',
      ]],
    },
    {
      begin: [[
        'It was the timing that gave it away. {thing:cap} did it at the same hour every day, patient and certain, as if [someone|somebody] had promised to come.',
        '{P} began to keep track. It was always the same hour, and {thing} always looked the same way: not frightened, just expecting [someone|somebody].',
      ]],
      middle: [
        [
          'It took {Pme} [a while|a few days] to understand. {thing:cap} [was not|wasn’t] waiting for something to happen; {thing} was waiting for [someone|somebody] who used to come at that hour, and had stopped coming.',
          '{P} [went through old photos|thought back over the months], and there it was: [someone|somebody] who used to stop by at [exactly|precisely] that time, with a kind word and a hand for {thing}, and who [had not|hadn’t] been round [for a while|for some time].',
        ],
        [
          '{P} [could not|couldn’t] bring that person back. But [the next day|the following day] {P} went and [sat|waited] beside {thing}, at the same hour, and {thing} leaned against {Pme} with a long sigh, as if that would do for now.',
          'So {P} found out where that person was, and called. The voice on the line went soft: “[Is that who I think it is?|Tell me — is the old rascal still waiting?]”',
        ],
      ],
      end: [[
        '[After that|From then on] {thing} and {P} waited together, a few minutes each day, and little by little the waiting turned into something else: [a walk|a habit of their own]. {thing:cap} still looks up at that hour, but now {thing} looks at {Pme}.',
        'A week later there was a knock at the usual hour, and {thing} was there before anyone else, [beside itself with joy|tail going like a flag]. Some promises are kept late, but they are kept.',
      ]],
    },
  ],
  machine: [
    {
      begin: [[
        '{!dead}{P} [switched it off at the wall|pulled the plug] and waited. A minute later {thing} gave a [small|little] click and started again, patient, as if it had something left to finish.',
        '{P} went to look at once. [Nobody|No one] was near {thing}, nothing had been pressed, and yet it was working away, [calm as an old habit|steady and sure], as if it knew [exactly|precisely] what it was doing.',
      ]],
      middle: [
        [
          '{!dead}So {P} stopped trying to stop it and watched instead. {thing:cap} was [slow|careful] and [regular|unhurried]; whatever this was, it [was not|wasn’t] [simply|just] going wrong.',
          '{P} stayed beside {thing} until it was done. It [did not|didn’t] stutter or jam once. It worked like [a person finishing a job|[someone|somebody] keeping a promise].',
        ],
        [
          '{?kin}When it finally went still, {P} found what it had been working on: something {kin} had started [long ago|years before] and never finished, left [exactly|precisely] where {kin} had put it down.',
          '{!kin}When it finally went still, {P} found what it had been working on: something half-finished that [someone|somebody] had left in it [long ago|years before], and never come back for.',
        ],
      ],
      end: [[
        '{P} finished the rest by hand, over a few evenings, the way it must have been meant to be finished. {thing:cap} never started by itself again. It seemed it had only wanted [someone|somebody] to notice.',
        '{P} kept what {thing} had made, and left {thing} [just as it was|where it stood]. It stayed quiet [after that|from then on], as if the job was done and it could rest.',
      ]],
    },
    {
      begin: [[
        '{P} made a note of the time, and [the next day|the following day] waited beside {thing} to see if it would happen again. It did, to the minute.',
        'It happened again [the next day|the following day], at the same minute, and the day [after that|from then on]. {P} started to [wait for it|expect it], [almost|nearly] like an appointment.',
      ]],
      middle: [
        [
          'There was nothing wrong with the power and nothing wrong with {thing}. [Whatever it was, it kept its own time.|It kept to its own hour, like [someone|somebody] with an appointment.]',
          '{P} checked everything {they} could check. {thing:cap} was in perfect order; it [simply|just] did this, once a day, and asked for nothing.',
        ],
        [
          'Then {P} noticed what {they} had missed: [every time|each time] {thing} started, {P} stopped everything, looked up and [took a breath|stood still], and for those few minutes everything else could wait.',
          'Buried in its old settings {P} found the answer at last: [someone|somebody], years ago, had set {thing} to do this at [exactly|precisely] that time, [as a reminder|for a reason only they knew], and [nobody|no one] had ever switched it off.',
        ],
      ],
      end: [[
        '{P} never changed it. When {thing} started, {P} let it run, and took those few minutes as they came, like a break [someone|somebody] had set aside on purpose.',
        '{P} could have switched {thing} back to normal in a second. {P} left it on, and the [small|little] interruption became part of the day, the way an old clock becomes part of a room.',
      ]],
    },
  ],
  found: [
    {
      begin: [[
        '{?back}{P} picked up {thing} and turned it over. It was {Ps}, no doubt about it, and it was [cleaner than {P} had left it|[exactly|precisely] as {P} remembered], as if [someone|somebody] had taken care of it on the way back.',
        '{?picked}{P} [did not|didn’t] keep {thing} and [did not|didn’t] leave it there either. Somebody, somewhere, was [missing it|turning out their pockets] right now, and {P} knew [exactly|precisely] how that felt.',
        '{!back}{!picked}{P} went back over every step {they} had taken, [twice|[slowly|without hurrying]], looking in the places [nobody|no one] looks. {thing:cap} [was not|wasn’t] in any of them.',
      ]],
      middle: [
        [
          '{?back}[Nobody|No one] {P} asked knew how it had got there. But {P} remembered a face from that day: [someone|somebody] who had looked up when {P} hurried past, as if about to call out.',
          '{?picked}{P} looked for a name, a number, anything. There was one clue, [small|little] and easy to miss, and {P} followed it.',
          '{!back}{!picked}{P} left word wherever {they} could, with a number and one line: “If you find it, it matters more than it looks.”',
        ],
        [
          '{?back}It took [a few days|a week], but {P} found that person, who laughed and said, “You dropped it in such a hurry. I kept asking until [someone|somebody] knew who you were.”',
          '{?picked}At the end of it was the owner, [out of breath|nearly in tears], who had been looking everywhere and had [almost|nearly] stopped hoping.',
          '{!back}{!picked}[Two days later|On the third day] the phone rang. [Someone|Somebody] had found {thing} and kept it safe, and only wanted to be sure it was going back to the right person.',
        ],
      ],
      end: [[
        '{?back}{P} kept {thing} a little closer [after that|from then on]. And the next time {P} saw [someone|somebody] drop something, {P} ran after them without thinking twice.',
        '{?picked}{P} handed {thing} back, and the owner held it in both hands for [a long moment|a good while]. It [was not|wasn’t] worth much, they said; it was only [everything|all they had left of [someone|somebody]].',
        '{!back}{!picked}{P} got {thing} back that evening, [a little scratched|just as it had been], and held it longer than {they} needed to. Some things are only ordinary until you lose them.',
      ]],
    },
    {
      begin: [[
        '{?back}There was a [small|little] folded note with {thing}, in handwriting {P} [did not|didn’t] know: “[I think this is yours. It looked too loved to be lost.|Found it. Sorry it took so long.]”',
        '{?picked}{P} [put {thing} in a safe pocket|held on to {thing}] and made up {their} mind to find its owner, however long it took.',
        '{!back}{!picked}{P} told {themself} it would turn up. It [did not|didn’t]. By the second day {P} had stopped pretending not to mind.',
      ]],
      middle: [
        [
          '{?back}{P} [could not|couldn’t] let it go at that. {P} asked everyone who might have seen, until one of them smiled and admitted it: “[I saw it fall. I only wanted to be sure it was you.|It was lying there. I asked around until I knew whose it was.]”',
          '{?picked}{P} asked everyone who might have seen anything, and kept {thing} safe in the meantime. On the second day [someone|somebody] remembered: “[Oh — that belongs to the person who always looks so tired.|I know whose that is.]”',
          '{!back}{!picked}{P} went back once more, [slowly|without hurrying] this time, and asked everyone along the way. [Nobody|No one] had seen {thing}, but everybody promised to keep an eye out.',
        ],
        [
          '{?back}{we:cap} had never met before, and {we} talked for [far longer than either meant to|the rest of the hour], the way people do once a [small|little] kindness has broken the ice.',
          '{?picked}The owner, when {P} found them, [did not|didn’t] say thank you [at first|to begin with]. They just [laughed|sat down], holding {thing}, and said, “You have no idea.”',
          '{!back}{!picked}The next morning {thing} was waiting where {P} had started looking, [wrapped up [carefully|with great care]|set down neatly], with no note at all, as if it had only gone for a walk.',
        ],
      ],
      end: [[
        '{?back}{P} kept {thing} [after that|from then on], and the note too, side by side, because one had come back with the other.',
        '{?picked}With {thing} back where it belonged, {P} went home lighter than {they} had felt in weeks. It is [strange|odd] how much good it does to give something back.',
        '{!back}{!picked}{P} never found out who had brought {thing} back. But {P} started leaving a kind word for strangers [after that|from then on], just in case it had been one of them.',
      ]],
    },
  ],
  changed: [
    {
      begin: [[
        '{?away}{P} waited, [checking the time [again and again|over and over]|and then waited some more]. {who:cap} had always been there, as regular as a clock, and an absence like that was louder than any news.',
        '{!away}{P} [did not|didn’t] say anything [at first|to begin with]. {P} just watched {who}, trying to work out what was different, and the more {P} looked, the less it looked like an accident.',
      ]],
      middle: [
        [
          '{?away}{P} [did not|didn’t] wait to be told. {P} asked until [someone|somebody] knew, and by the end of the day {P} had the answer: {who} was [unwell, nothing serious|at home with a bad back], and had told [nobody|no one] because {whe} hated a fuss.',
          '{!away}[In the end|Finally] {P} asked, [plainly|simply]. {who:cap} [did not|didn’t] answer straight away, and then said that today was a day {whe} had always remembered and never talked about.',
        ],
        [
          '{?away}{P} got in touch that same evening. {who:cap} sounded surprised, then very pleased, and said that in all those years [nobody|no one] had ever [noticed|checked].',
          '{!away}It was about [someone|somebody] {who} [had not|hadn’t] seen in a very long time. Once a year the old habit bent a little around that memory, and today was the day.',
        ],
      ],
      end: [[
        '{?away}[Within a few days|By the next week] everything was as it had always been, {who} as punctual as ever. Except that now, [every time|each time] {who} was there at the usual hour, {P} noticed, and was [glad|happy].',
        '{!away}{P} stayed with {who} a while longer, not asking anything more. The next time, everything was as it always was, but {P} knew now what that day meant, and {who} knew it.',
      ]],
    },
    {
      begin: [[
        '{?away}The first hour {P} told {themself} it was nothing. By the second, {P} had [stopped pretending|picked up the phone twice and put it down again].',
        '{!away}The next time, {P} paid closer attention. {who:cap} [did not|didn’t] seem upset, only [busy|[quietly|softly] determined], like [someone|somebody] with a plan {whe} [was not|wasn’t] ready to share.',
      ]],
      middle: [
        [
          '{?away}{P} went to find out in person. It turned out {who} had [simply|just], for the first time in years, done something just for {whim}self: [a day off [nobody|no one] had been told about|an errand {whe} had been putting off for a decade].',
          '{!away}{P} asked at last, and {who} laughed, caught out, and gave in. It was an old promise: long ago {who} had promised [someone|somebody] that one day {whe} would do [exactly|precisely] this, and today the day had come.',
        ],
        [
          '{?away}“I should have said,” {who} admitted. “I never thought anyone would notice.” {P} said that of course [someone|somebody] would, and {who} [went quiet|looked away], pleased.',
          '{!away}[Nobody|No one] else had known. {who:cap} had kept the promise to {whim}self all these years, and [had not|hadn’t] expected anyone to see.',
        ],
      ],
      end: [[
        '{?away}{who:cap} went back to the usual pattern [after that|from then on], but with one difference: now each of {us} knew the other would notice.',
        '{!away}{P} helped {whim} see it through, and when it was done {who} looked [lighter|years younger]. Some habits, it turned out, are kept only so that one day they can be broken for a good reason.',
      ]],
    },
  ],
  meal: [
    {
      begin: [[
        '{P} looked at {thing} for [a long moment|a good while]. Nothing about it was different, and yet the way it had come that day [was not|wasn’t] ordinary at all.',
        '{P} [did not|didn’t] touch {thing} [at first|to begin with]. [Small things like this always have a reason behind them.|It was a [small|little] thing, but [nobody|no one] does that without a reason.]',
      ]],
      middle: [
        [
          '{P} asked about it. The answer came [slowly|without hurrying]: today was a day for remembering [someone|somebody] who had loved {thing} more than anyone, and whose place had always been kept.',
          'The reason, when it came, was simple. All this time {P} had been noticed: the same hour, the same greeting, the same thanks, and it had mattered to [someone|somebody] more than {P} knew.',
        ],
        [
          'So {P} did the only thing that made sense: {P} [sat down|stayed] and ate, [slowly|without hurrying], and asked to hear about them, and the stories came one after another.',
          'There was news behind it too: things were about to change, and this was a way of saying so without making a speech.',
        ],
      ],
      end: [[
        '{thing:cap} tasted the same as always and completely different. {P} learned how it was made before the month was out, so that one day {P} could make it too.',
        '{P} came back [the next day|the following day] anyway, and brought something in return. {thing:cap} was never quite the same [after that|from then on], and neither was that hour of the day.',
      ]],
    },
    {
      begin: [[
        '{P} counted again, just to be sure. It was [too much|not what anyone had asked for], and it had been done [carefully|with great care], which made it stranger still.',
        '{P} [did not|didn’t] know what to say, so {P} said thank you, and then [could not|couldn’t] stop wondering about it.',
      ]],
      middle: [
        [
          '{P} asked, and the answer came a little shyly: {thing} had been made [for [someone|somebody] who [could not|couldn’t] be there|for [someone|somebody] who used to share it], and today it had felt wrong to make less.',
          '{P} asked, and got an honest answer: a long time ago, [someone|somebody] had done the same for them on a hard day, and they had promised themselves to pass it on one day.',
        ],
        [
          '[Nobody|No one] made a speech. {P} [simply|just] [ate|stayed], and listened, and by the end {thing} was gone and the reason for it no longer needed saying.',
          'Today, it seemed, was the day. {P} had been chosen for no bigger reason than being there, every day, and saying thank you.',
        ],
      ],
      end: [[
        'Afterwards {P} helped to clear up, and thought that {thing} had never been about the food at all.',
        '{P} [did not|didn’t] forget {thing}. Months later, on an ordinary day, {P} did the same for [someone|somebody] else, and told them nothing about why.',
      ]],
    },
  ],
  work: [
    {
      begin: [[
        '{P} did what {they} always did: kept calm and got on with {thing}. But all the while {P} kept turning it over, this way and that.',
        'For the rest of {thing}, {P} worked as usual and said nothing. But {P} was paying attention now, to every [small|little] thing that [did not|didn’t] fit.',
      ]],
      middle: [
        [
          '{?who}When there was a quiet moment, {P} went to {who} and asked, as [plainly|simply] as {they} could, what it was about.',
          '{!who}When things were quiet, {P} went back to the beginning and looked again, step by step, the way {they} would sort out any problem at work.',
        ],
        [
          '{?who}The answer [was not|wasn’t] what {P} had expected. It was about something {P} had done weeks ago without thinking, which [someone|somebody] had never forgotten.',
          '{!who}The answer turned out to be ordinary and kind: [someone|somebody] had come in early to help, and [had not|hadn’t] wanted any thanks for it.',
        ],
      ],
      end: [[
        '{P} went home after {thing} later than usual, but lighter. The job was the same job; {P} just knew a little more about the people in it.',
        'Nothing about the work changed [after that|from then on]. But {P} never again thought of {thing} as just routine.',
      ]],
    },
    {
      begin: [[
        '{P} [took a breath|kept a straight face] and carried on, but the moment stayed with {Pme} all through {thing}.',
        'It was hard to concentrate [after that|from then on]. {P} kept glancing up, waiting for the next thing to make sense.',
      ]],
      middle: [
        [
          '{?who}Later, when [nobody|no one] else was around, {who} came back to it and explained, a little awkwardly, as if it had been hard to say.',
          '{!who}Later, when things were quiet, the explanation arrived on its own, the way it often does: somebody [mentioned it in passing|had left a short note].',
        ],
        [
          'It was a request, [small|little] and a bit shy, that [nobody|no one] else had ever taken seriously, and it had been saved for {Pme} because {P} was the one who always listened.',
          'It was a thank-you, really, for something {P} had long forgotten doing, and it had taken this long to find the courage to say it.',
        ],
      ],
      end: [[
        '{P} said yes before {thing} was over. It cost {Pme} [half an hour|an evening] and it was the best thing {P} did that week.',
        'By the end of {thing}, everything was back to normal. Except that {P} had something to think about on the way home, and it was a good thing.',
      ]],
    },
  ],
};
