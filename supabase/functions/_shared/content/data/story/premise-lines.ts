/**
 * Lines that carry an opening's premise (its central object or person, slot {premise}) through the turn and the
 * ending of a story. `{?premiseThing}` lines fit an object or event, `{?premiseActs}` lines one that acted on its own
 * (a dryer that spins by itself), `{?premisePerson}` lines a person (a missing grandmother); unguarded lines fit both.
 * Other slots as in the story packs ({P}, {they}, {comp}…).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { TemplatePools } from '../../phrase-grammar.ts';

/** Premise pools per language: `premiseCompanion` (a newcomer tied to the premise), `premiseTurn` (middle) and `premiseEnd` (ending). */
export const premiseLines: Readonly<Record<ContentLanguage, TemplatePools>> = {
  en: {
    secondTurn: [
      '[On top of all that|And still], {P} could not stop thinking about {second}[; that part made no sense at all yet|, which nobody had explained].',
      '{P} kept coming back to {second} as well[, sure it belonged to the same story| — that part did not fit anywhere yet].',
    ],
    secondEnd: [
      'Whenever anyone mentioned {second} afterwards, {P} [only smiled|went quiet for a moment|changed the subject, kindly].',
      'As for {second}, {P} never told anyone how that part fitted in, [and that was fine|which felt right].',
    ],
    premiseCompanion: [
      '{?premiseSeen}{compIntro} had seen {premise} too, [from a little further off|only for a second], and [did not laugh when {P} said so|asked {Pme} to describe every detail].',
      '{?premiseThing}{P} was not the only one who knew about {premise}: {compIntro} [had noticed it too|had been wondering about it for weeks], and said so [at last|in a whisper].',
      '{?premiseThing}It was {compIntro} who [finally asked|first asked] {Pme} about {premise}, [as if it had been on their mind for a long time|without even saying hello].',
      '{?premiseThing}When {P} [mentioned|described] {premise}, {compIntro} [went very still|did not laugh], and [said|admitted] they had [seen|heard] something like it once.',
      '{?premisePerson}{compIntro} [knew|remembered] {premise} [well|from years ago], and [offered to help|asked to come along] [before {P} could say a word|without being asked].',
      '{?premisePerson}It was {compIntro} who [had last seen|last spoke to] {premise}, and {P} [listened to every word|asked about it twice].',
    ],
    premiseTurn: [
      '{?premiseSeen}{P} tried to remember what {premise} had been [wearing|holding|looking at], [and whether {premise} had looked back|and why it felt so familiar].',
      '{?premiseThing}{P} kept going back to {premise}, [as if it might explain itself|half expecting it to have changed].',
      '{?premisePerson}{P} kept thinking about {premise}: [the familiar voice|the small habits|the way the house sounded with {premise} in it] that nobody else [seemed to notice|seemed to miss].',
      '{?premisePerson}Every odd little sign [seemed to point|pointed] back to {premise}, and {P} [followed them one by one|refused to ignore a single one].',
    ],
    premiseEnd: [
      '{?premiseSeen}{P} never saw {premise} there again, but [for a long time|sometimes] {they} [looked up at the same spot|smiled at the same spot anyway], [just in case|without quite knowing why].',
      '{?premiseActs}As for {premise}, it never did anything like that again, [but {P} knew what {they} had seen|and {P} rather liked it that way].',
      '{?premiseThing}{!thing}[Long after|Years later], whenever {P} [walked past|thought about] {premise}, {they} [smiled|remembered that night] [a little|without meaning to].',
      '{?premiseThing}{?thing}[Long after|Years later], whenever {P} [took out|held|turned over] {premise} again, {they} [smiled|remembered that night] [a little|without meaning to].',
      '{?premiseThing}{P} [never forgot|would always remember] {premise}, and what it had set in motion.',
      '{?premisePerson}In the end, it all came back to {premise}, [just as {P} had hoped|the way it always had].',
      '{?premisePerson}[That night|Later], {P} sat with {premise} [for a long time|until the lights went out], and [for once|at last] [nothing felt missing|the house felt whole again].',
    ],
  },
  ko: {
    secondTurn: [
      '{P:는} {second} 생각도 [떨칠 수 없었다|잊지 않았다]. [그것만은 아직 설명이 되지 않았다|그 일도 어딘가 이어져 있는 것 같았다].',
      '[게다가|그리고] {second}[도 있었다|까지 걸려 있었다]. {P:는} [그 생각을 하면 마음이 더 급해졌다|그 부분이 어떻게 맞물리는지 알고 싶었다].',
    ],
    secondEnd: [
      '그 뒤로도 {second} 이야기가 나오면 {P:는} [잠시 말이 없어졌다|조용히 웃었다].',
      '{P:는} 그날의 {second}[까지 모두|도 함께] [오래 기억했다|마음속에 간직했다].',
    ],
    premiseCompanion: [
      '{?premiseSeen}{compIntro:도} {premise:을} 보았다고 했다. [아주 잠깐이었지만|조금 멀리서였지만] {P:가} 하는 말을 [비웃지 않았다|끝까지 들어 주었다].',
      '{?premiseThing}{premise} 일을 아는 건 {P}만이 아니었다. {compIntro:도} [오래전부터 눈치채고 있었다며|며칠째 그 생각뿐이었다며] [조용히|마침내] 말을 꺼냈다.',
      '{?premiseThing}{P:에게} {premise} 이야기를 먼저 꺼낸 건 {compIntro:이었다}. [인사도 없이|오래 참아 온 사람처럼] 말이다.',
      '{?premiseThing}{P:가} {premise} 이야기를 하자 {compIntro:은} [웃지 않았다|한참 말이 없었다]. 예전에 [비슷한 걸 본 적이 있다|비슷한 소리를 들은 적이 있다]고 했다.',
      '{?premisePerson}{compIntro:은} {premise:을} [잘 알고 있었다|오래전부터 알았다]. 그리고 {P:가} 부탁하기도 전에 [돕겠다고 나섰다|같이 가겠다고 했다].',
      '{?premisePerson}{premise:을} 마지막으로 본 사람은 {compIntro:이었다}. {P:는} [한 마디도 놓치지 않고 들었다|같은 질문을 두 번이나 했다].',
    ],
    premiseTurn: [
      '{?premiseSeen}{P:는} {premise:이} [무엇을 들고 있었는지|어디를 보고 있었는지] 자꾸 떠올려 보았다. [그 얼굴은 이상할 만큼 낯익었다|마치 무언가 말하려는 것 같았다].',
      '{?premiseThing}{P:는} 자꾸만 {premise} 생각으로 돌아갔다. [답은 거기 있을 것 같았다|그게 모든 일의 열쇠 같았다|다시 보면 뭔가 달라져 있을 것만 같았다].',
      '{?premiseThing}[몇 번이고|하루에도 여러 번] {P:는} {premise:을} [다시 들여다보았다|떠올렸다|곱씹었다]. [처음 봤을 때와 무언가 달라 보였다|볼수록 모르는 게 늘어났다|그럴수록 확신이 들었다].',
      '{?premiseThing}[{comp:은}|{comp:도}] {premise} 이야기를 듣더니 [한참 말이 없었다|눈을 동그랗게 떴다|조용히 고개를 끄덕였다].',
      '{?premisePerson}{P:는} {premise} 생각을 멈출 수 없었다. [늘 듣던 목소리가|작은 버릇들이|집 안을 채우던 발소리가] [자꾸 떠올랐다|귓가에 맴돌았다].',
      '{?premisePerson}작은 흔적 하나하나가 {premise:을} 가리키고 있었고, {P:는} [하나도 놓치지 않고 따라갔다|그중 어느 것도 그냥 넘기지 않았다].',
    ],
    premiseEnd: [
      '{?premiseSeen}{P:는} 그 뒤로 다시는 {premise:을} 보지 못했다. 그래도 [그 자리를 지날 때면|가끔] [고개를 들어 그쪽을 보았다|괜히 손을 흔들었다].',
      '{?premiseActs}{premise:은} 그 뒤로 다시는 그런 일을 벌이지 않았다. 하지만 {P:는} 그날 본 것을 [잊지 않았다|소중히 간직했다].',
      '{?premiseThing}[오랜 시간이 흐른 뒤에도|몇 년이 지나도] {P:는} {premise:을} [볼 때마다|떠올릴 때마다] [조용히 웃었다|그날 밤을 떠올렸다].',
      '{P:는} {premise:을} [결코 잊지 못했다|오래도록 기억했다|두고두고 이야기했다]. [모든 게 거기서 시작됐으니까|그날 모든 게 달라졌으니까|그만한 일은 다시 없었으니까].',
      '{?premiseThing}[지금도|요즘도] {premise} 얘기가 나오면 {P:는} [괜히 웃음이 난다|그날의 공기를 떠올린다|말없이 창밖을 본다].',
      '{?premisePerson}결국 모든 길은 {premise}에게로 이어져 있었다. {P:이} [바라던|처음부터 믿었던] 대로였다.',
      '{?premisePerson}그날 밤, {P:는} {premise} 곁에 [오래|한참을] 앉아 있었다. [마침내|오랜만에] 집이 [꽉 찬 것 같았다|온전해진 것 같았다].',
    ],
  },
  vi: {
    secondTurn: [
      '{P} cũng không thôi nghĩ về {second}[; riêng chuyện đó vẫn chưa có lời giải|, như thể mọi chuyện đều nối về đó].',
      'Rồi còn {second} nữa: {P} [chưa hiểu nó khớp vào đâu|càng nghĩ càng thấy lạ].',
    ],
    secondEnd: [
      'Về sau, mỗi lần ai nhắc tới {second}, {P} lại [mỉm cười|im lặng một lúc].',
      'Còn {second} thì {P} [giữ làm chuyện riêng|chưa kể cho ai nghe bao giờ], và như thế là đủ.',
    ],
    premiseCompanion: [
      '{?premiseSeen}{compIntro} cũng đã thấy {premise}, [dù chỉ một giây|từ xa hơn một chút], và [không cười khi {P} kể lại|bắt {P} tả lại từng chi tiết].',
      '{?premiseThing}Không chỉ {P} biết chuyện về {premise}: {compIntro} cũng [đã để ý từ lâu|nghĩ về nó suốt mấy tuần nay], và cuối cùng [lên tiếng|thì thầm kể lại].',
      '{?premiseThing}Chính {compIntro} là người [đầu tiên hỏi|cuối cùng cũng hỏi] {Pme} về {premise}, [chẳng cần chào hỏi gì|như thể đã muốn hỏi từ lâu].',
      '{?premiseThing}Khi {P} kể về {premise}, {compIntro} [không hề cười|im lặng rất lâu], rồi nói rằng mình cũng từng [thấy|nghe] điều tương tự.',
      '{?premisePerson}{compIntro} [biết rõ|quen] {premise} [từ nhiều năm trước|hơn ai hết], và [xin đi cùng|ngỏ ý giúp] trước cả khi {P} kịp nhờ.',
      '{?premisePerson}Người cuối cùng gặp {premise} lại chính là {compIntro}, và {P} [nghe không sót một chữ|hỏi đi hỏi lại hai lần].',
    ],
    premiseTurn: [
      '{?premiseSeen}{P} cố nhớ xem {premise} khi ấy [đang cầm gì|đang nhìn về đâu], và [vì sao cảm giác lại quen đến thế|liệu có nhìn lại mình không].',
      '{?premiseThing}{P} cứ quay lại với {premise}, [như thể nó sẽ tự giải thích|nửa mong nó đã khác đi|chắc chắn đó là chìa khóa của mọi chuyện].',
      '{?premisePerson}{P} không thôi nghĩ về {premise}: [giọng nói quen thuộc|những thói quen nhỏ|tiếng bước chân trong nhà] mà [chẳng ai khác để ý|giờ bỗng vắng lặng].',
      '{?premisePerson}Mỗi dấu hiệu nhỏ đều [dẫn về|chỉ về] {premise}, và {P} [lần theo từng cái một|không bỏ sót cái nào].',
    ],
    premiseEnd: [
      '{?premiseSeen}{P} không bao giờ thấy lại {premise} ở đó nữa, nhưng [lâu lâu|mỗi lần đi ngang] vẫn [ngước nhìn chỗ cũ|khẽ vẫy tay], [phòng khi|chẳng rõ vì sao].',
      '{?premiseActs}Còn {premise} thì không bao giờ làm chuyện như vậy nữa, [nhưng {P} biết mình đã thấy gì|và {P} thấy như thế cũng tốt].',
      '{?premiseThing}{!thing}[Rất lâu sau đó|Nhiều năm sau], mỗi lần [đi ngang|nghĩ về] {premise}, {P} lại [mỉm cười|nhớ về đêm ấy].',
      '{?premiseThing}{?thing}[Rất lâu sau đó|Nhiều năm sau], mỗi lần [cầm {premise} lên|lấy {premise} ra xem lại], {P} lại [mỉm cười|nhớ về đêm ấy].',
      '{?premiseThing}{P} [không bao giờ quên|sẽ luôn nhớ] {premise}, và những gì nó đã mở ra.',
      '{?premisePerson}Cuối cùng, mọi con đường đều dẫn về {premise}, [đúng như {P} vẫn tin|như nó vẫn luôn thế].',
      '{?premisePerson}Tối hôm ấy, {P} ngồi bên {premise} [rất lâu|thật lâu], và [lần đầu tiên sau nhiều ngày|cuối cùng], căn nhà [không còn thiếu gì nữa|lại trọn vẹn].',
    ],
  },
  zh: {
    secondTurn: [
      '{P}也一直想着{second}，[那件事到现在还没有答案|好像一切都和它连在一起]。',
      '还有{second}——{P}[怎么也想不明白它和这一切有什么关系|越想越觉得不简单]。',
    ],
    secondEnd: [
      '后来，每次有人说起{second}，{P}都会[笑一笑|沉默一会儿]。',
      '至于{second}，{P}[一直没跟别人提过|把它留在了心里]，这样就好。',
    ],
    premiseCompanion: [
      '{?premiseSeen}{compIntro}也看见了{premise}，[只有一眨眼的工夫|隔得更远一些]，听{P}讲的时候[一点也没笑|一直追问每个细节]。',
      '{?premiseThing}知道{premise}这件事的不只{P}：{compIntro}[早就注意到了|这几周一直在琢磨]，终于[开口说了出来|压低声音说了出来]。',
      '{?premiseThing}最先向{Pme}问起{premise}的，是{compIntro}，[连招呼都没打|像是憋了很久]。',
      '{?premiseThing}{P}说起{premise}时，{compIntro}[没有笑|沉默了很久]，说自己以前也[见过|听过]类似的事。',
      '{?premisePerson}{compIntro}[很熟悉|多年前就认识]{premise}，还没等{P}开口，就[说要帮忙|说要一起去]。',
      '{?premisePerson}最后见到{premise}的人，正是{compIntro}。{P}[一个字也不敢漏地听着|把同一个问题问了两遍]。',
    ],
    premiseTurn: [
      '{?premiseSeen}{P}一遍遍回想{premise}当时[穿着什么|手里拿着什么|在看哪里]，[那张脸熟悉得让人心慌|好像有话要对{P}说]。',
      '{?premiseThing}{P}的心思总是回到{premise}上，[好像它会自己给出答案|总觉得它又变了一点]。',
      '{?premisePerson}{P}一直想着{premise}——[那熟悉的声音|那些小小的习惯|家里原本的脚步声]，[别人也许不会注意|如今却突然安静了]。',
      '{?premisePerson}每一个小小的迹象都[指向|通向]{premise}，{P}[一个一个地追了下去|一个都没有放过]。',
    ],
    premiseEnd: [
      '{?premiseSeen}后来{P}再也没在那里见过{premise}，可每次经过，[还是会抬头看一眼那个地方|总忍不住轻轻挥一挥手]。',
      '{?premiseActs}至于{premise}，它再也没有那样过，[但{P}知道自己看到了什么|{P}觉得这样也挺好]。',
      '{?premiseThing}{!thing}[很久以后|好多年后]，每当{P}[经过|想起]{premise}，都会[轻轻笑一下|想起那个夜晚]。',
      '{?premiseThing}{?thing}[很久以后|好多年后]，每当{P}[重新拿起|翻出|打开]{premise}，都会[轻轻笑一下|想起那个夜晚]。',
      '{?premiseThing}{P}[永远忘不了|一直记得]{premise}，和它带来的一切。',
      '{?premisePerson}最后，所有的路都通向了{premise}，[正如{P}一直相信的那样|就像从前一样]。',
      '{?premisePerson}那天晚上，{P}在{premise}身边坐了[很久|好一会儿]，[第一次|终于]觉得家里[什么都不缺了|又完整了]。',
    ],
  },
};
