/** English quest beats (see quest-types.ts). Past tense throughout, so the hero may be "I" or a name. */
import type { QuestPack } from './quest-types.ts';

export const questEn: QuestPack = {
  event: {
    begin: [[
      '{?later}{?gift}In the days before {event}, {P} kept {thing} [on the desk|close at hand] and [looked at it every evening|touched it now and then, for luck].',
      '{?later}{!gift}The days before {event} went [slowly|far too fast]. {P} [practised every evening|went over everything again and again], and slept badly the last night.',
      '{?today}{?gift}{P} had only a few hours before {event}. {P} kept {thing} [in a pocket|close at hand] the whole time, [touching it now and then|checking it was still there].',
      '{?today}{!gift}{P} had only a few hours before {event}, and spent them [going over everything one last time|pacing, trying not to think about it].',
      '{!today}{!later}{?gift}{P} [hardly slept|slept badly] that night. {thing:cap} [lay on the bedside table|stayed within reach] until morning, and {P} [checked twice before dawn|kept looking over at the bedside table in the dark].',
      '{!today}{!later}{!gift}{P} [hardly slept|slept badly] the night before {event}, going over [everything that could go wrong|every question {P} could think of], [one by one|again and again].',
    ]],
    middle: [
      [
        '{?later}{?gift}When the day came, {P} took {thing} along to {eventAt}, [in a pocket|close at hand], [not quite sure why|feeling a little foolish about it].',
        '{?later}{!gift}When the day came, {P} went to {eventAt} [early|with time to spare], [hands cold|heart going too fast], telling {themself} it was only one day.',
        '{?today}{?gift}When it was time, {P} took {thing} along to {eventAt}, [not quite sure why|feeling a little foolish about it].',
        '{?today}{!gift}When it was time, {P} went to {eventAt}, [hands cold|heart going too fast], telling {themself} it was only one afternoon.',
        '{!today}{!later}{?gift}In the morning {P} took {thing} along to {eventAt}, [in a pocket|close at hand], [not quite sure why|feeling a little foolish about it].',
        '{!today}{!later}{!gift}In the morning {P} went to {eventAt} [early|with time to spare], [hands cold|heart going too fast], telling {themself} it was only one morning.',
      ],
      [
        '{?quoted}Halfway through, when the nerves [came back|rose again], {P} remembered the words: “{quote}.” [It helped more than {P} had expected.|{P} almost laughed, and the shaking stopped.]',
        '{!quoted}{?gift}Halfway through, when the nerves [came back|rose again], {P} thought of {thing} and of who had handed it over, and {Ps} hands [steadied|stopped shaking].',
        '{!quoted}{!gift}Halfway through, {P} [made one small mistake|lost the thread for a moment], stopped, took a breath and [went on|carried on] as if it had not happened.',
      ],
      [
        'When it was over, {P} walked out [slowly|blinking] and [let out a long breath|stood still for a moment]: it had gone well — [better than {P} had dared to hope|better than {P} had thought possible that day].',
        'It was over sooner than {P} had thought. {P} had not been perfect, but it was enough: it had gone well, and {P} stood outside for a moment, just breathing.',
      ],
    ],
    end: [
      [
        '{?kin}{?gift}{P} went straight home and handed {thing} back to {kin}. {kin:cap} only [smiled|nodded], as if the result had never been in doubt.',
        '{?kin}{!gift}{P} told {kin} first. {kin:cap} [only smiled|did not look surprised at all], as if the result had never been in doubt.',
        '{!kin}{?gift}{P} kept {thing} afterwards, [in a drawer|somewhere safe], for [the next hard morning|whoever needed it next].',
        '{!kin}{!gift}That night {P} slept [ten hours|like a stone], and by the next morning {event} was only a story to tell.',
      ],
      [
        '{?quoted}{P} never did find out whether “{quote}” had been meant as a joke, but {P} [repeated it to {themself} on every hard morning after that|passed it on to others, more than once].',
        '{!quoted}For years afterwards {P} thought of that day [whenever something hard came up|before every hard day], and it [always helped|still helped].',
      ],
    ],
  },
  seek: {
    begin: [[
      '{!absent}{?thing}{P} looked at {thing} [again|one more time] and [decided|made up {Ps} mind] to do what it asked: find {who}.',
      '{!absent}{!thing}{P} [read the words again|went over the words again] and [decided|made up {Ps} mind] to do what they asked: find {who}.',
      '{?absent}After [a few more days|the third empty morning] {P} stopped waiting and decided to find out what had happened to {who}.',
    ]],
    middle: [
      [
        '{!absent}For [days|two weeks] {P} asked anyone who might remember {who}: [neighbours|people who had lived nearby for years], [shopkeepers|the oldest people {P} could find]. Most shook their heads. One did not.',
        '{?absent}{P} asked around, [patiently|one person at a time]. Nobody knew much, until someone remembered [a street and a house number|the name of a building and a floor].',
      ],
      [
        '{!absent}{?thing}{who:cap} turned out to live [not far away|a few streets away], [older|much older] than {P} had imagined. {P} held out {thing}, and {whe} looked at it for a long time without a word.',
        '{!absent}{!thing}{who:cap} turned out to live [not far away|a few streets away], [older|much older] than {P} had imagined. When {P} repeated the words, {whe} sat down [slowly|very slowly].',
        '{?absent}{who:cap} opened the door, [surprised|astonished] that anyone had come. {whe:cap} had been [unwell|laid up] for a while and had told no one.',
      ],
      [
        '{!absent}Then {whe} told {Pme} the other half of it: someone had [lost track of {whim}|been parted from {whim}] a long time ago, and had [never stopped hoping|hoped that whoever found the words would do exactly this].',
        '{?absent}[{whe:cap} laughed, embarrassed, and said|{whe:cap} admitted] {whe} had not thought anyone would notice.',
      ],
    ],
    end: [
      [
        '{!absent}{?thing}{P} left {thing} with {whim}. {whe:cap} said it had [found its way back|come home at last], and so, in a way, had {whe}.',
        '{!absent}{!thing}{P} went back [a few more times|more than once] after that. {whe:cap} always had something to tell, and {P} always listened.',
        '{?absent}[A week later|Soon after] {who} was back at the usual time, and the first thing {whe} did was [wave|nod] to {Pme}.',
      ],
      [
        '{?quoted}It had taken only “{quote}” and someone willing to go. {P} never regretted going.',
        '{!quoted}{P} never regretted [going|going to look].',
      ],
    ],
  },
  goto: {
    begin: [[
      '{?dest}{?thing}{P} could not leave it alone. [That weekend|On the first free day], {P} went to find {destFull}, with {thing} [in {Ps} bag|under {Ps} arm].',
      '{?dest}{!thing}{P} could not leave it alone. [That weekend|On the first free day], {P} went to find {destFull}, [not sure what to expect|half expecting it to be gone].',
      '{!dest}{P} could not leave it alone. [That weekend|On the first free day], {P} went to find the address, [not sure what to expect|half expecting nothing to be there].',
    ]],
    middle: [
      [
        '{?dest}{dest:cap} was still there, [smaller than {P} had imagined|older than anything around it], [with a faded sign|with its door propped open].',
        '{!dest}The place was still there: a narrow door with a faded sign, [older than anything around it|easy to walk past].',
      ],
      [
        '{?kin}When {P} mentioned {kin}, the [old owner|person behind the counter] put down [everything|what they were holding] and sat down.',
        '{!kin}{?thing}{P} showed {thing} to the [old owner|person behind the counter], who [went quiet|stopped what they were doing] and looked at it for a long time.',
        '{!kin}{!thing}{P} asked the [old owner|person behind the counter] about the address, and for a long time there was no answer.',
      ],
      [
        '{?kin}It turned out {kin} had come here [every week|for years], long before {P} was born, and had left [a letter|a small parcel] that nobody had ever collected. It had {Ps} name on it.',
        '{!kin}It turned out someone had once come here every week and left [a letter|a small parcel] that nobody ever collected, with a note: [for whoever comes asking|for whoever finds the address].',
      ],
    ],
    end: [
      [
        '{P} [stayed|sat there] until closing, [reading|turning it over], and nobody hurried {Pme}.',
      ],
      [
        '{?dest}After that {P} went back to {dest} [every month|now and then], and there was always a seat for {Pme}.',
        '{!dest}After that {P} went back [every month|now and then], and was always greeted by name.',
      ],
    ],
  },
  test: {
    begin: [[
      '{P} did not believe it [at first|the first time], so {P} tested it [properly|carefully]: [the next day|that evening], [at a different hour|in a different spot], {P} tried {thing} again.',
      '{P} told {themself} it was [a coincidence|chance]. To be sure, {P} tried {thing} again, [somewhere else|at another hour], with [someone|a witness] watching this time.',
    ]],
    middle: [
      [
        'It happened again, exactly as before. {P} tried [three|four] more times and [wrote each one down|kept count]; every time it was the same.',
      ],
      [
        'After [a week|a few days] {P} found the one rule it kept: it only worked when {P} was the one using it. In anyone else’s hands {thing} was [ordinary|perfectly ordinary].',
        'It was not random either: it happened [the same way|in the same order] every time, as if {thing} kept [rules of its own|its own strict habits].',
      ],
    ],
    end: [[
      'In the end {P} stopped testing it. {thing:cap} stayed as it was, and {P} learned to live with it — and, on [certain|some] days, [to be glad of it|to count on it].',
      'Nobody ever explained it. {P} told [only one person|very few people] about {thing}, and kept it all the same.',
    ]],
  },
  knows: {
    begin: [[
      '{P} [turned it over all evening|could not let it go]. The next time {P} saw {who}, {P} asked straight out: “How do you know my name?”',
      '{P} did not want to guess. [The very next morning|The next day], {P} stopped {who} and asked, [as lightly as {P} could|politely]: “How do you know my name?”',
    ]],
    middle: [
      ['{who:cap} [looked embarrassed|laughed, a little embarrassed,] and explained at once.'],
      [
        '“A [parcel|letter] came with your name on it [weeks|a whole month] before you did,” {whe} said. “I kept it for you, and I have been looking out for you ever since.”',
        '“Long before you came, someone asked me to look out for you,” {whe} said. “They told me your name, so I would know you when you came.”',
      ],
      ['{P} asked who was behind it. The name {whe} gave was one {P} had not heard in years: someone from {Ps} childhood, who had never stopped thinking of {Pme}.'],
    ],
    end: [
      ['After that {P} made a point of learning {whis} name too, and from then on {we} greeted each other [every morning|every day] like old neighbours.'],
      ['[That same week|Soon after], {P} got in touch with that old name. It all began with a stranger who knew {Ps} name.'],
    ],
  },
  map: {
    begin: [['{P} could not leave it alone. [That weekend|On the first free day], {P} set out to find {dest}.']],
    middle: [
      ['It took [most of the morning|a long, slow walk] to find it, but the spot was exactly where the map said, [under an old tree|by a flat stone that did not belong there].'],
      [
        '{?kin}[Just under the surface|A spade’s depth down] was [a tin box|a small box wrapped in oilcloth], and inside it a letter in {kin}’s handwriting.',
        '{!kin}[Just under the surface|A spade’s depth down] was [a tin box|a small box wrapped in oilcloth], and inside it a letter addressed to whoever came.',
      ],
      ['{P} read it sitting right there. It said [the things nobody had ever said out loud|what {P} had needed to hear for years], and one thing more that was only for {Pme}.'],
    ],
    end: [
      ['{P} stayed until the light changed, then put the box back and kept only the letter.'],
      ['After that {P} went back to that spot [every year|now and then], [and never told anyone where it was|always alone].'],
    ],
  },
  meet: {
    begin: [[
      '{P} read the words again. Whoever had written them knew a place {P} had not thought of in years, and {P} knew at once which place it meant.',
      '{P} did not need to guess for long: there was only one place it could mean.',
    ]],
    middle: [
      ['At the time it named, {P} went there, [half sure nobody would come|telling {themself} it was probably a joke].'],
      ['Someone was already waiting, [older now|a little nervous], and [smiled|stood up] as if no time had passed at all.'],
      ['{we:cap} talked until [the place closed|the light went], about [the years in between|everything that had never been said].'],
    ],
    end: [[
      '{?quoted}{P} kept the words “{quote}”, and [went back to that place every year after|never missed that day again].',
      '{!quoted}{P} kept the note, and [went back to that place every year after|never missed that day again].',
    ]],
  },
};
