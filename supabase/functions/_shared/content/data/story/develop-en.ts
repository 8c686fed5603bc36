/**
 * English development beats. Slots: {P} {Pme} {Ps} the hero (I / me / my, or the name), {they} {them} {their} its
 * pronouns; {thing} the central element in the writer's own words (the letter, the keys, the radio, the station);
 * {agent} an animal that brings it; {elder} a relative the opening names; {visitor} {vhe} {vhis} a stranger and
 * pronouns; {item} what the stranger brought; {deadline} a time the opening set; {lost} what was lost and returned;
 * {years} how long ago; {quote} words the opening quotes. No place, weather or person the opening did not bring.
 */
import type { DevelopPack } from './develop-types.ts';

export const developEn: Omit<DevelopPack, 'routes'> = {
  families: {
    letter: {
      begin: [
        [
          '{P} did not open {thing} straight away. [For a while|For almost an hour] it lay [there|on the counter], face down, as if it might [explain itself|open on its own].',
          '[When everything was quiet again|Later, when nobody was watching], {P} unfolded {thing}. The paper was [soft from being carried a long time|folded into careful quarters], and the handwriting [leaned hard to the right|was slow and upright, like someone who did not write often].',
        ],
      ],
      middle: [
        [
          '{?quoted}It began with the same words: “{quote}.” Under them, in smaller writing: “[You will understand the rest when you need to.|I could not say this out loud, so I am writing it.]”',
          '{?returned}It said: “[I am sorry I took {lost}. Someone I love was sick, it was the middle of the night, and it was the only way to get there in time. I got there. Thank you, though you never knew you were helping.|I borrowed {lost} because I had nowhere else to turn that night. I have looked after it as if it were mine. Please forgive me — I filled the tank.]”',
          '{!returned}{!quoted}{!counter}It said: “[If this reaches you, it means I finally found the courage to let it go. I never stopped being sorry about that summer, and the door is still open, if you want it.|I am writing this because I could never say it out loud: you were right, and I was too proud. I kept your scarf. I still have it.]”',
          '{!returned}{!quoted}{?counter}It said: “[Thank you for the light on at this hour. I have come every night because it is the only place still awake when I cannot sleep, and you always said good evening as if you meant it.|My wife used to work the night shift, like you. I came at this hour because it felt like keeping her company. I will not be coming any more, and I did not want you to wonder.]”',
        ],
        [
          '{?returned}There was no name at the bottom, only an address and the words “if you ever want to know the rest.”',
          '{!returned}{!counter}{?kin}It was in {kin}’s handwriting, younger and rounder than {P} remembered, addressed to someone {P} had never heard of — and it had never been posted.',
          '{!returned}{!counter}{!kin}There was a name and an old address on the envelope, and a date from [long ago|before {P} was born]. Nobody had ever posted it.',
          '{!returned}{?counter}It was signed with a first name only, the way people sign [birthday cards|notes left on a fridge], and {P} read the letter [twice|three times] before [putting it away|folding it up again].',
        ],
        [
          '{?returned}{P} went, [a week later|on the first free afternoon]. The person who opened the door [was holding a baby|had tired eyes and a clean kitchen behind them], and said, before anything else, “You came for the rest of the story.”',
          '{!returned}{!counter}{P} decided to deliver it. It took [two weeks|a month] of asking, [an old phone book|a neighbour with a long memory] and one wrong door before the right one opened.',
          '{!returned}{?counter}The next [night|day], at the usual hour, {P} kept looking up [whenever the door opened|at every footstep]. Nobody came. The letter stayed in {Ps} pocket [all the same|the whole time], [warm from being touched|a small square weight].',
        ],
      ],
      end: [
        [
          '{?returned}{?elder}{P} brought {lost} home to {elder}, who read {thing} [twice|for a long time] and said only, “[Well. It did some good, then.|So it went somewhere that mattered.]” {thing:cap} still lives in the drawer with the things worth keeping.',
          '{?returned}{!elder}{P} never asked for anything back. [Some debts are paid in the telling|It was enough to know where the night had gone], and {P} kept {thing} in a drawer with the things worth keeping.',
          '{!returned}{!counter}The one who opened the door was very old. They read {thing} twice, sitting down, and then said, laughing and crying at once, “[Fifty|Forty] years late — and still exactly on time.”',
          '{!returned}{?counter}{P} kept {thing} [folded in a notebook|in a drawer with the things worth keeping], and went on saying good evening as if {they} meant it, to everyone who came in at that hour.',
        ],
      ],
    },
    sound: {
      begin: [
        [
          '{P} did not move. The [melody|tune] coming from {thing} was slow, [like a waltz|like a lullaby], with a faint crackle under it, and a voice sang so softly that {P} had to hold {their} breath to hear the words.',
          'It was not any song {P} knew. It came from {thing} [thin and far away|slow and unhurried], as if from another room in another year, [the words blurred at the edges|each line ending on a note that never quite resolved].',
        ],
      ],
      middle: [
        [
          'Then, clearly, the voice sang a name — [a name {P} had only ever seen written on old envelopes|a name {P} had heard only in family stories] — and a line about [a door left open for someone who was late|a light kept on until someone came home].',
          'In the second verse {P} caught the words: “[come home before the lamps go out|I kept your chair by the window]”, and [the hair on {Ps} arms stood up|{P} knew, without knowing how, that the song was meant for this house].',
        ],
        [
          '{?elder}{P} told {elder} the next morning and hummed what {they} remembered. {elder:cap} went very quiet, then hummed the next line, [note for note|without a single mistake], and said it was a song nobody had sung since [{elder} was young|before {P} was born].',
          '{!elder}{P} hummed it the next morning to anyone who would listen. Nobody knew it. There was no trace of it anywhere, [no title, no singer|not one line that matched], as if it had been written for one listener only.',
        ],
        [
          'When the last note faded, {thing} [went silent again|hissed softly and was still], [and stayed that way|its dial dark, its switch exactly as it had been for years].',
          '{thing:cap} played [to the end|three verses] and then simply stopped, and the silence afterwards was [louder than the song|the kind that waits].',
        ],
      ],
      end: [
        [
          '{?elder}That night {elder} sat beside {thing} for a long time, not waiting for it to play, {P} thought, but listening to something that had already been said.',
          '{!elder}{P} never found out who was singing. But the tune stayed, and sometimes {P} caught {themself} humming it before {they} could stop.',
        ],
      ],
    },
    key: {
      begin: [
        [
          '{?many}That evening {P} lined the keys up on the table: brass, steel, one with [a faded green tag|a loop of red thread], and not one of them like another.',
          '{!many}{P} turned the key over. It was [old brass, worn smooth at the bow|heavier than it looked], with [a number scratched into it|a loop of faded red thread] and teeth that had not been cut for any lock {P} owned.',
        ],
        [
          '{?agent}So the next morning {P} waited behind the curtain and watched. {agent:cap} came [along the fence|up the steps] with something glinting in its mouth, set it down on the mat with great care, and looked once at the door before leaving.',
          '{!agent}{P} asked around[ the next day| for a week], but nobody had lost a key, and nobody [had seen who left it|remembered seeing it before].',
        ],
      ],
      middle: [
        [
          '{?agent}{P} followed {agent} [along the backs of the houses|down the side path] to a door {P} had passed a hundred times without really seeing it: [green paint peeling|a brass number, a dead plant on the step], the curtains drawn.',
          '{!agent}It took {Pme} [three days|a week] to find the lock it fitted: a [small|narrow] door {P} had passed a hundred times without really seeing it, [painted the same colour as the wall|its handle worn pale by other hands].',
        ],
        [
          '{?many}{P} tried the keys one by one. The [fourth|sixth] turned, stiff with disuse, and the door opened on a room that smelled of [dust and lavender|old paper and soap], everything covered in sheets except a chair by the window.',
          '{!many}The key turned, stiff with disuse, and the door opened on a room that smelled of [dust and lavender|old paper and soap], everything covered in sheets except a chair by the window.',
        ],
        [
          '{?agent}On the table lay a note in shaky handwriting: the woman who lived here had gone into care [in the spring|last winter], and she asked that her keys go “to whoever feeds the cat.”',
          '{!agent}On the table lay a box of [letters tied with string|photographs], and on top a card in careful handwriting: “For whoever finds the key. Please don’t let it all be thrown away.”',
        ],
      ],
      end: [
        [
          '{?agent}[{P} understood then.|It all made sense at last.] {agent:cap} had not been lost at all; it had been carrying the keys of a house nobody visited any more, one each morning, to the only door that ever opened for it.',
          '{!agent}[{P} sat in the chair by the window|{P} pulled the sheet off the chair by the window and sat down] and read until [the light went|it was dark], and by the end {P} knew the name of every person in the photographs.',
        ],
      ],
    },
    place: {
      begin: [
        [
          'The doors opened. The [platform|station] outside was empty and [clean in a way no station ever is|tiled in an old cream colour], lit by lamps that hummed, and the name on the sign was one {P} had never seen on any map.',
          'Outside, the [platform|station] was silent. A clock on the wall had stopped at [eleven minutes past|a quarter past] something, and the name on the sign was written in old enamel letters, half of them faded.',
        ],
      ],
      middle: [
        [
          '{P} stepped out before {they} could think better of it. The air smelled of [rain on warm stone|coal smoke and oranges], and on a bench sat [an old man in a good coat|a woman with a suitcase], reading a newspaper whose date {P} could not quite make out.',
          'Nobody got on and nobody got off, except {P}. At the end of the platform a [ticket window|small kiosk] was open, and the person inside looked up as if {P} were expected.',
        ],
        [
          '“You’re early,” [the old man|the woman|the person in the window] said kindly. “People usually only come through here once, and never on purpose.”',
          '“[Most people sleep through this stop|This stop only shows up for people who are very tired],” {P} was told. “You can look around. Just be back on board before the doors close.”',
        ],
        [
          'Beyond the barrier {P} could see a street [lit the colour of old photographs|where every window was warm], and for a long moment {P} wanted very much to walk into it.',
          'There was a map on the wall, and every line on it ended at this station, as if everything in the city had been drawn to lead here.',
        ],
      ],
      end: [
        [
          'The chime sounded. {P} got back on just as the doors slid shut, and when {they} looked back the platform was already dark, the sign too far away to read.',
          '{P} stepped back through the doors at the last second. The next stop was the right one, with its usual name and its usual noise, and nobody in the carriage had noticed anything.',
        ],
      ],
    },
    oldDate: {
      begin: [
        [
          '{P} looked at {thing} for a long time. The paper had gone [yellow and soft|brittle at the folds], but the writing was clear: {Ps} own name, and under it [this address, down to the flat number|the same street and the same floor].',
          '{?years}It was real. {thing:cap} had the date in the corner, {years} ago almost to the day, and {Ps} name written out in full — spelled the way only {P} ever spelled it.',
          '{!years}It was real. {thing:cap} had an old date in the corner, and {Ps} name written out in full — spelled the way only {P} ever spelled it.',
        ],
      ],
      middle: [
        [
          'There was a phone number at the top. {P} dialled it, not expecting anything, and an old voice answered: the shop had closed long ago, but yes, they remembered the order — because it had never been collected.',
          'The shop printed at the top still existed, [two streets away|not far from here]. The owner, much older now, looked at {thing} and went pale. “We delivered it,” the owner said, “and nobody opened the door.”',
        ],
        [
          '[The owner|The old voice] remembered the name, too: a young tenant who had lived [here|in exactly this flat], who always ordered the same thing at the same late hour — and who one night simply was not there any more.',
          '{?years}Whoever had lived here {years} ago had carried the same name as {P}. The neighbours said that tenant had left in a hurry, and that nobody had ever heard where to.',
          '{!years}Whoever had lived here back then had carried the same name as {P}. The neighbours said that tenant had left in a hurry, and that nobody had ever heard where to.',
        ],
      ],
      end: [
        [
          '{P} put {thing} back exactly where {they} had found it, at the very back, and ordered from that shop for the first time the same night. It came [hot|on time], and this time someone opened the door.',
          'That night {P} wrote {Ps} own name on a fresh piece of paper, with today’s date, and tucked it in beside {thing} — for whoever came next.',
        ],
      ],
    },
    visitor: {
      begin: [
        [
          '{?item}{P} took {item} without a word. Up close it was [heavy with water|cold and smelled of river], the hem torn, a name sewn into the lining in tiny blue stitches.',
          '{!item}{P} said yes before thinking. {visitor:cap} nodded as if there had never been any doubt, and sat down to wait.',
        ],
      ],
      middle: [
        [
          '{visitor:cap} sat [by the window|on the bench] and did not take {vhis} eyes off the door. When {P} asked, {vhe} said only: “[She was meant to wear it this morning.|It has to be ready in time. I promised.]”',
          'While {P} worked, {visitor} talked, quietly, as if to {vhis} own hands: about [a wedding that had not happened|a promise made a long time ago], and a river, and a morning that had been waiting [for forty years|for far too long].',
        ],
        [
          '{?deadline}It was done before {deadline}, clean and white and folded. {P} turned to hand it over — and the bench was empty, the door still closed, the bell above it silent.',
          '{!deadline}By first light it was done, clean and folded. {P} turned to hand it over — and the bench was empty, the door still closed, the bell above it silent.',
        ],
      ],
      end: [
        [
          '{?item}Later {P} looked up the name sewn into the lining. It belonged to a woman who had married at dawn, [long ago|many years ago], in a town by the water — and who had, the newspaper said, worn a borrowed dress.',
          '{!item}{P} never saw {visitor} again. But every night after that, at the same hour, {P} looked up, half expecting the door to open.',
        ],
      ],
    },
    bloom: {
      begin: [
        [
          '{P} left at once. [All the way there|The whole trip], {P} pictured the tree as it had always been in winter: bare, grey, patient.',
          'It took [most of the day|hours] to get there, and {P} spent them trying to remember when the tree had last flowered at all.',
        ],
      ],
      middle: [
        [
          'But it was white with flowers, every branch, and the smell reached {Pme} before the gate did: [sweet and heavy, like summer kept in a jar|thick and sweet, out of place in the cold air].',
          'The tree was covered in blossom, [pale clusters down to the lowest branch|even on the branches that had been dead for years], and bees that should have been asleep moved among them, slow and puzzled.',
        ],
        [
          '{?elder}{elder:cap} was standing under it [in a thick jumper|with a cup of tea going cold], and said, without turning round, “It did this once before. The winter you were born.”',
          '{!elder}Neighbours had come to look, standing in the cold with their hands in their pockets, and the oldest of them said it had done this once before, [a long time ago|before most of them were born].',
        ],
        [
          '{?elder}{elder:cap} told the rest slowly: who had planted it, and the promise that went with it — that the tree would flower out of season whenever the family needed to be together under one roof.',
          '{!elder}No one could say why. But that night every light in the house was on, and everyone who could come had come.',
        ],
      ],
      end: [
        [
          '{P} stayed [until the flowers fell|longer than {they} had planned]. When {P} finally left, there were small green fruit on the lowest branch, and {elderOr} was already talking about next year.',
        ],
      ],
    },
  },
  eerie: [
    'It was a long time before {P} could talk about it, and even then {P} left out [the strangest part|the part that mattered most].',
    '{P} never went looking for an explanation. [Some doors are better left the way you found them.|Knowing would have spoiled it.]',
    '{P} told the story only [a few times|twice] after that, and never quite the same way. Some things stay true only as long as nobody explains them.',
    'Nothing like it happened again. But for a long time afterwards, {P} could not let that hour pass without [stopping|listening], just in case.',
    'And long after, at that same hour, {P} would catch {themself} waiting for it to happen again.',
  ],
  warm: [
    '{P} [smiled about it for days|told everyone who would listen], and nobody quite believed a word — which made it even better.',
    '[It was a small thing, really.|In the end it was a small thing.] But {P} carried it around for years, like a warm stone in a pocket.',
    'It was not the ending {P} had expected, and {P} would not have changed it for anything.',
    'For years {P} thought of it on ordinary days, and each of them felt a little less ordinary for it.',
    'Some stories only need one person to believe them. This one had {Pme}.',
  ],
};
