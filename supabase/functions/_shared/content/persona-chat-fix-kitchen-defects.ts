/**
 * Texture and taste defects of a dish (round 10 of issue 13), beyond the first kitchen problems: lumpy, pitted or
 * bubbled, soggy, dry, tough or rubbery, sticky or mushy, bitter, each with a rescue; and a general reader for a defect
 * word nobody listed ("the gravy went all weird", "bánh bị xẹp", "떡이 딱딱해졌어요", "面包发酸") answered by its family's
 * rescue. A yes/no sub-question ("간장 더 넣으면 될까요?", "can I still eat it?") is answered first.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import type { KitchenProblemLines } from './persona-chat-fix-kitchen-lines.ts';
import type { FixRegister } from './persona-chat-fix-voice.ts';
import { withParticle } from './korean-particles.ts';
import { bakeRiseLines } from './persona-chat-chef-bake.ts';

/** Defects read beyond the first kitchen problems; 'defect' is an unlisted one. */
export type KitchenDefect = 'risen' | 'lumpy' | 'pitted' | 'weeping' | 'soggy' | 'dry' | 'tough' | 'sticky' | 'bitter' | 'defect';

/** Every listed defect: how it is recognised, said back and rescued. */
export const kitchenDefects: Readonly<Record<Exclude<KitchenDefect, 'defect'>, KitchenProblemLines>> = {
  // Round 11: a bake that came out flat, dense or rubbery (its own module; listed first so pancakes are no tough meat).
  risen: bakeRiseLines,
  lumpy: {
    match: /\blump(?:y|s)\b|\bclump(?:y|ed|s)\b|(?:vón cục|bị vón|lợn cợn)|(?:뭉쳤|뭉쳐|덩어리가 (?:생|졌)|멍울)|(?:结块|起疙瘩|有疙瘩|结成块)/iu,
    said: { en: 'lumpy', vi: 'bị vón cục', ko: '뭉쳤다고', zh: '结块了' },
    fix: {
      en: 'take it off the heat and whisk hard for a minute; if lumps remain, push it through a sieve or give it a few seconds with a stick blender, then warm it back gently',
      vi: 'nhấc khỏi bếp, đánh mạnh tay một phút; còn cục thì lọc qua rây hoặc xay nhanh vài giây, rồi hâm lại nhỏ lửa',
      ko: '불에서 내리고 거품기로 1분 세게 저은 다음, 그래도 남으면 체에 거르거나 핸드블렌더로 몇 초 갈고 약불에 다시 데우기',
      zh: '先离火用力搅一分钟，还有疙瘩就过筛，或者用料理棒打几秒，再小火热回来',
    },
    more: {
      en: 'Next time, mix the flour or starch with a little cold liquid first and pour it in while stirring.',
      vi: 'Lần sau, hòa bột với chút nước lạnh trước rồi vừa đổ vừa khuấy.',
      ko: '다음엔 가루를 찬물에 먼저 풀어서, 저으면서 조금씩 부어.',
      zh: '下次先用一点冷水把粉调开，再边搅边倒进去。',
    },
  },
  pitted: {
    match: /\b(?:pitted|full of (?:(?:little|tiny|small) )?(?:holes|bubbles)|bubbly|bubbled|pock-?marked|spongy holes)\b|(?:bị rỗ|rỗ (?:hết|mặt)|(?<![\p{L}])rỗ(?![\p{L}])|nhiều bọt|lỗ chỗ)|(?:구멍이 (?:숭숭|송송|뚫)|기포가 (?:생|많)|곰보)|(?:蜂窝|有洞|(?:全是|都是|满是|好多|很多|一堆)(?:小|细|大)?(?:洞|孔|眼)|小孔|气孔|起泡|麻面)/iu,
    said: { en: 'full of little holes', vi: 'bị rỗ', ko: '구멍이 숭숭 생겼다고', zh: '有蜂窝眼了' },
    fix: {
      en: 'serve it upside down or pour caramel or sauce over the top to hide the holes; they only mean it steamed too hot',
      vi: 'úp ngược ra đĩa hoặc rưới caramel lên cho che mặt rỗ; rỗ chỉ là do lửa to quá thôi',
      ko: '뒤집어 담거나 위에 캐러멜이나 소스를 덮어서 구멍 가리기 (불이 세서 생긴 것뿐이야)',
      zh: '倒扣装盘，或者淋上焦糖、酱汁盖住蜂窝眼；那只是火太大造成的',
    },
    more: {
      en: 'Next time keep the heat low, strain the mix and cover the dish so steam does not drip on it.',
      vi: 'Lần sau để lửa liu riu, lọc hỗn hợp qua rây và đậy khăn lên nắp để hơi nước không nhỏ xuống.',
      ko: '다음엔 약불로 하고, 반죽은 체에 한 번 거르고, 뚜껑에 면보를 씌워 물방울이 안 떨어지게 해.',
      zh: '下次小火，蛋液过筛，盖子包一块布，别让水汽滴下来。',
    },
  },
  // Round 12: vegetables that let out their water in the pan are cooked too crowded or too cool, not soggy fries to re-crisp.
  weeping: {
    match: /\b(?:released|gave off|let out|lets out|leaks?|leaked) (?:a lot of |so much |too much |all this )?(?:water|liquid)\b|\bswimming in (?:water|liquid)\b|(?:bị ra nước|ra nước|chảy nước|tiết nước)|(?:물이 (?:생기|생겨|흥건|많이 나와|나와|생)|물이 흥건)|(?:出水|出一堆水|出了好多水|出了一堆水)/iu,
    said: { en: 'let out a lot of water', vi: 'bị ra nước', ko: '물이 흥건해졌다고', zh: '出了一堆水' },
    fix: {
      en: 'cook in smaller batches over the highest heat, with the pan smoking hot before anything goes in, and salt only at the very end',
      vi: 'chia ra xào từng mẻ nhỏ trên lửa thật lớn, chảo nóng bốc khói rồi mới cho vào, nêm muối sau cùng',
      ko: '조금씩 나눠서 센 불에 볶고, 팬이 연기 날 만큼 달궈진 다음 넣고, 소금은 맨 마지막에 넣기',
      zh: '分小批下锅，锅烧到冒烟再放菜，全程大火快炒，盐最后再放',
    },
    more: {
      en: "Dry the vegetables well after washing, and keep the lid off: a lid traps the steam. What's already cooked can go back into a very hot pan for a minute to drive the water off.",
      vi: 'Rửa xong nhớ để rau thật ráo, và đừng đậy nắp: nắp giữ hơi nước lại. Phần đã xào có thể cho lại vào chảo thật nóng một phút cho bay bớt nước.',
      ko: '씻은 채소는 물기를 확실히 빼고, 뚜껑은 덮지 마. 뚜껑이 김을 가둬. 이미 볶은 건 아주 뜨거운 팬에 1분만 다시 볶아서 물기를 날려.',
      zh: '洗完的菜一定要沥干，别盖锅盖，盖子会把水汽闷在里面。已经炒好的，倒回烧得很热的锅里翻一分钟，把水分收掉。',
    },
  },
  soggy: {
    match: /\bsoggy\b|\blimp\b|\blost (?:its|their) crunch\b|(?:bị ỉu|ỉu (?:hết|xìu|rồi)|mềm oặt|bị ướt nhẹp)|(?:눅눅|물러졌|흐물)|(?:软塌|不脆了|回软|潮了)/iu,
    said: { en: 'soggy', vi: 'bị ỉu', ko: '눅눅해졌다고', zh: '不脆了' },
    fix: {
      en: 'spread it out in one layer and crisp it again in a hot oven or a dry pan for a few minutes, uncovered',
      vi: 'dàn mỏng một lớp rồi cho vào lò nóng hoặc chảo khô vài phút, không đậy nắp, cho giòn lại',
      ko: '한 겹으로 펼쳐서 뜨거운 오븐이나 기름 없는 팬에 뚜껑 없이 몇 분 다시 굽기',
      zh: '摊成一层，放进热烤箱或干锅里不盖盖子烘几分钟，让它重新变脆',
    },
    more: {
      en: 'Keep sauce on the side until serving, and cool fried things on a rack, not a plate.',
      vi: 'Nước sốt để riêng tới lúc ăn mới rưới, đồ chiên để nguội trên vỉ chứ đừng để trên đĩa.',
      ko: '소스는 먹기 직전에 끼얹고, 튀긴 건 접시 말고 망 위에서 식혀.',
      zh: '酱汁吃之前再浇，炸好的东西放在架子上晾，别直接放盘子里。',
    },
  },
  dry: {
    match: /\b(?:too |so |really |super )?dry\b|\bdried out\b|\bcrumbly\b|(?:khô (?:quá|khốc|cứng|rang)|bị khô)|(?:퍽퍽|뻣뻣|말라 버렸|너무 말랐)|(?:太干|干巴巴|发柴|柴了|太柴)/iu,
    said: { en: 'dry', vi: 'bị khô', ko: '퍽퍽하다고', zh: '太干了' },
    fix: {
      en: 'slice it and spoon warm stock, sauce or melted butter over it, then cover it for five minutes so it soaks in',
      vi: 'cắt miếng rồi rưới nước dùng ấm, nước sốt hoặc bơ tan lên, đậy lại năm phút cho thấm',
      ko: '얇게 썰어서 따뜻한 육수나 소스, 녹인 버터를 끼얹고 뚜껑 덮어 5분 두기',
      zh: '切片后淋上温热的高汤、酱汁或融化的黄油，盖上焖五分钟让它吸进去',
    },
    more: {
      en: 'Leftovers go well shredded into a sauce, a soup or a sandwich with something moist.',
      vi: 'Phần còn lại xé nhỏ trộn vào sốt, nấu canh hoặc kẹp bánh mì với thứ gì ẩm là ngon.',
      ko: '남은 건 잘게 찢어서 소스나 국에 넣거나, 촉촉한 재료랑 같이 샌드위치로 먹어.',
      zh: '剩下的撕碎拌进酱汁、煮汤，或者夹进三明治配点湿润的料。',
    },
  },
  tough: {
    match: /\btough\b|\bchewy\b|\brubbery\b|\bleathery\b|(?:bị dai|dai nhách|dai quá|cứng quá)|(?:질겨|질기|딱딱해|고무 같)|(?:嚼不动|太硬|硬邦邦|太韧|咬不动)/iu,
    said: { en: 'tough', vi: 'bị dai', ko: '질기다고', zh: '咬不动' },
    fix: {
      en: 'slice it very thin across the grain, then simmer the slices gently in a little liquid with the lid on until they give',
      vi: 'thái thật mỏng ngang thớ, rồi om nhỏ lửa trong chút nước có đậy nắp tới khi mềm',
      ko: '결 반대로 아주 얇게 썰어서, 자작한 국물에 뚜껑 덮고 약불로 부드러워질 때까지 뭉근히 익히기',
      zh: '逆着纹理切成薄片，加一点汤汁盖上盖子小火慢炖到变软',
    },
    more: {
      en: 'Tough usually means too hot too long or not long enough: quick cuts want a short sear, stewing cuts want a long slow simmer.',
      vi: 'Dai thường là do lửa to quá lâu hoặc om chưa đủ lâu: miếng mềm thì xào nhanh, miếng gân thì om lâu.',
      ko: '질긴 건 보통 센불에 너무 오래 했거나 오래 안 끓여서야. 연한 부위는 짧게, 질긴 부위는 오래 뭉근하게.',
      zh: '咬不动通常是大火太久，或者炖得不够久：嫩的部位快炒，筋多的部位慢炖。',
    },
  },
  sticky: {
    match: /\b(?:sticky|gummy|gluey|clumped together|mushy)\b|(?:nhão|bết (?:dính|lại)|dính bết)|(?:질어|질게 됐|질척|떡졌|떡이 됐)|(?:黏糊|粘成一团|坨了|太黏|烂糊)/iu,
    said: { en: 'sticky', vi: 'bị nhão', ko: '질게 됐다고', zh: '黏成一团了' },
    fix: {
      en: 'spread it on a tray to let the steam escape for ten minutes; rice or grains can then be fried, pasta rinsed briefly and tossed with oil',
      vi: 'dàn mỏng ra khay cho bay hơi mười phút; cơm nhão thì đem chiên, mì thì tráng nhanh qua nước rồi trộn chút dầu',
      ko: '넓은 쟁반에 펼쳐서 10분 김을 날리고, 진 밥이면 볶음밥이나 누룽지로, 면이면 살짝 헹궈 기름에 버무리기',
      zh: '摊在盘子里散热十分钟；米饭拿去炒饭，面条过一下水再拌点油',
    },
    more: {
      en: 'Next time use a little less water and let it rest off the heat with the lid on before stirring.',
      vi: 'Lần sau bớt chút nước, nấu xong để nguyên nắp nghỉ một lúc rồi mới xới.',
      ko: '다음엔 물을 조금 줄이고, 다 되면 뚜껑 덮은 채 뜸 들인 다음에 섞어.',
      zh: '下次少放一点水，煮好后盖着焖一会儿再拌。',
    },
  },
  bitter: {
    match: /\bbitter\b|(?:bị đắng|đắng (?:quá|nghét|ngắt)|có vị đắng)|(?:써요|쓴맛|씁쓸|너무 써)|(?:发苦|太苦|苦了|有苦味)/iu,
    said: { en: 'bitter', vi: 'bị đắng', ko: '쓴맛이 난다고', zh: '发苦了' },
    fix: {
      en: 'balance it rather than mask it: a pinch of salt first, then a little sweetness (sugar, honey) and some fat (butter, cream, oil), tasting after each',
      vi: 'cân lại vị chứ đừng che: một nhúm muối trước, rồi chút ngọt (đường, mật ong) và chút béo (bơ, kem, dầu), nếm sau mỗi lần',
      ko: '쓴맛은 덮기보다 맞추기: 소금 한 꼬집 먼저, 그다음 설탕이나 꿀 조금, 버터나 기름 조금, 넣을 때마다 맛보기',
      zh: '别遮，要平衡：先放一小撮盐，再加一点甜（糖、蜂蜜）和一点油脂（黄油、奶油），每次都尝一下',
    },
    more: {
      en: 'Bitterness usually comes from scorched garlic or spices, or from greens cooked too long; if something tastes burnt, lift out that part.',
      vi: 'Vị đắng thường do tỏi hay gia vị bị cháy, hoặc rau nấu quá lâu; miếng nào khét thì gắp bỏ.',
      ko: '쓴맛은 보통 마늘이나 양념이 타거나 채소를 너무 오래 익혀서 나. 탄 게 보이면 그 부분은 건져 내.',
      zh: '苦味多半来自炒焦的蒜或香料，或者菜煮太久；看到焦的就挑出来。',
    },
  },
};

/** An unlisted defect said with a dish: "went all X", "bị X", "X해졌어요", "做得X". */
export const unlistedDefect = /\b(?:went|came out|turned out|is|was|got) (?:all |really |super |kind of |a bit |way too |too |so )?(?:weird|wrong|strange|off|funny|flat|grainy|gritty|slimy|stringy|watery|sad|gross|awful|terrible|ruined|a mess|a disaster)\b|(?:bị (?:hỏng|xẹp|sượng|bở|cứng|lạ|tanh|hư)|không (?:ngon|nở|lên))|(?:(?:이상하게|망했|망쳤|이상해|꺼졌|안 부풀|딱딱해|끈적|비려|비린내))|(?:(?:做|煮|烤|炒)(?:得|的)?(?:不对|失败|很怪|怪怪)|塌了|发酸|有腥味|失败了|翻车)/iu;

/** The lines of the unlisted defect: said back, a rescue that works for any family, the chef's check. */
export const unlistedLines: KitchenProblemLines = {
  match: unlistedDefect,
  said: { en: 'not quite right', vi: 'bị hỏng', ko: '잘 안 됐다고', zh: '没做好' },
  fix: {
    en: 'taste a spoonful and sort it: if the taste is off, balance it with salt, acid or a little sugar; if the texture is off, loosen it with liquid or crisp it in a hot pan; if it is not cooked through, give it more time on low heat',
    vi: 'nếm một thìa rồi phân loại: vị lệch thì cân lại bằng muối, chút chua hoặc chút đường; kết cấu lệch thì thêm nước cho mềm hoặc áp chảo nóng cho khô giòn; chưa chín thì đun nhỏ lửa thêm',
    ko: '한 숟갈 맛보고 나누기: 맛이 문제면 소금, 신맛, 설탕 조금으로 맞추고, 식감이 문제면 국물을 더하거나 뜨거운 팬에 다시 굽고, 덜 익었으면 약불로 더 익히기',
    zh: '先尝一勺再分类：味道不对就用盐、一点酸或一点糖调；口感不对就加汤汁或下热锅煎一下；没熟就小火再煮一会儿',
  },
  more: {
    en: 'Tell me exactly how it looks or tastes and I can get more specific.',
    vi: 'Kể mình nghe nó trông hay có vị thế nào, mình sẽ chỉ cụ thể hơn.',
    ko: '어떻게 생겼는지, 무슨 맛이 나는지 말해 주면 더 정확히 알려 줄게.',
    zh: '告诉我它具体是什么样子、什么味道，我再说得更具体。',
  },
};

/** A yes/no sub-question: adding something, or whether it can still be eaten. */
export interface KitchenYesNo {
  kind: 'add' | 'eat';
  /** What the visitor proposes to add, as written, or null. */
  thing: string | null;
}

const addAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:should|can|could|do|would) I (?:just )?(?:add|put in|stir in|throw in|use) (?:more |some |a (?:little|bit of|splash of|pinch of) )?([a-z ]{2,24}?)(?: to it| in it| in)?\?|\bwould (?:adding|more) ([a-z ]{2,24}?) help\b/iu,
  vi: /(?:thêm|cho thêm|bỏ thêm|nêm thêm|cho) ((?:[\p{L}]+ ){0,2}[\p{L}]+) (?:vào )?(?:được không|có được không|có ổn không|có cứu được không|có được ko|dc ko)/iu,
  ko: /([가-힣]{1,8})(?:을|를)? (?:더 |좀 |조금 |좀 더 )?(?:넣으면|넣어도|타면|부으면) (?:될까|돼|되나|괜찮을까|괜찮)/u,
  zh: /(?:再|多)?(?:加|放)(?:点|一点|些|一些)?([\u4e00-\u9fff]{1,4}?)(?:行吗|可以吗|行不行|管用吗|有用吗|会好吗|就行了吗|能救吗)/u,
};
const eatAsk = /\b(?:still (?:edible|safe|ok(?:ay)? to eat)|can (?:I|we|you) still (?:eat|serve) it|is it (?:still )?(?:safe|ok|okay) to eat)\b|(?:còn ăn được không|ăn được không|có ăn được không)|(?:먹어도 (?:돼|되|될까|괜찮)|먹을 수 있(?:을까|나|어요))|(?:还能吃吗|能吃吗|还可以吃吗)/iu;

/** Reads the yes/no sub-question, or null. */
export function readKitchenYesNo(text: string, language: ContentLanguage): KitchenYesNo | null {
  const add = addAsk[language].exec(text);
  if (add) return { kind: 'add', thing: (add[1] ?? add[2] ?? '').trim() || null };
  return eatAsk.test(text) ? { kind: 'eat', thing: null } : null;
}

/** Ingredients that fix each problem when added (the proposal fits the problem). */
const fits: Readonly<Record<string, RegExp>> = {
  bland: /salt|soy|fish sauce|stock|muối|nước mắm|hạt nêm|xì dầu|nước tương|소금|간장|국간장|액젓|盐|酱油|生抽|鸡精/iu,
  salty: /water|stock|potato|nước|khoai|물|육수|감자|두부|水|高汤|土豆/iu,
  watery: /flour|starch|cornstarch|bột|전분|밀가루|淀粉|面粉/iu,
  thick: /water|milk|stock|nước|sữa|물|우유|육수|水|牛奶|高汤/iu,
  spicy: /sugar|milk|cream|yogh?urt|coconut|đường|sữa|nước cốt dừa|설탕|우유|생크림|糖|牛奶|椰浆/iu,
  sour: /sugar|honey|baking soda|đường|mật ong|설탕|꿀|糖|蜂蜜/iu,
  bitter: /salt|sugar|honey|butter|cream|muối|đường|bơ|소금|설탕|꿀|버터|盐|糖|黄油/iu,
};

/** Problems whose dish is still fine to eat as it is. */
const edibleProblems: ReadonlySet<string> = new Set(['risen', 'pitted', 'lumpy', 'soggy', 'dry', 'tough', 'sticky', 'split', 'overcooked', 'thick', 'watery', 'bland', 'greasy', 'sweet', 'sour', 'salty', 'spicy', 'bitter', 'stuck', 'defect']);

/** The direct answer to the yes/no sub-question, first, per register; null when there is nothing sure to say. */
export function yesNoLine(ask: KitchenYesNo, problem: string, dish: string | null, register: FixRegister): string | null {
  if (ask.kind === 'eat') {
    if (problem === 'undercooked') {
      return { en: 'Not as it is: cook it through first.', vi: 'Chưa ăn ngay được đâu: làm chín hẳn trước đã.', zh: '现在还不行，先把它弄熟。', koPlain: '지금 그대로는 안 돼. 먼저 속까지 익혀.', koPolite: '지금 그대로는 안 돼요. 먼저 속까지 익혀 주세요.', koHage: '지금 그대로는 안 되네. 먼저 속까지 익히게.' }[register];
    }
    if (!edibleProblems.has(problem)) return null;
    const d = dish ?? '';
    return {
      en: `Yes, ${dish ? `the ${dish}` : 'it'} is still fine to eat; this is about looks and texture, not safety.`,
      vi: `Ăn được nha, ${d ? `${d} ` : ''}vẫn an toàn, chỉ là chuyện hình thức với độ mềm thôi.`,
      zh: `能吃，${d}没问题，只是卖相和口感的事，不是安全问题。`,
      koPlain: '응, 먹어도 돼. 모양이랑 식감 문제지 안전 문제는 아니야.',
      koPolite: '네, 드셔도 돼요. 모양과 식감 문제지 안전 문제는 아니에요.',
      koHage: '그렇네, 먹어도 되네. 모양과 식감의 문제일 뿐일세.',
    }[register];
  }
  const thing = ask.thing;
  if (!thing) return null;
  const fit = fits[problem]?.test(thing) ?? false;
  const soupKo = dish !== null && /(?:국|탕|찌개|전골)$/u.test(dish) && /^간장$/u.test(thing);
  if (fit) {
    return {
      en: `Yes, ${thing} will help: add a little at a time and taste between.`,
      vi: `Được, thêm ${thing} là đúng rồi: cho từ từ từng chút và nếm giữa chừng.`,
      zh: `可以，加${thing}就对了：一点一点加，边加边尝。`,
      koPlain: soupKo ? '응, 간장 넣으면 돼. 국이니까 진간장 말고 국간장으로 조금씩 넣고 그때마다 맛봐.' : `응, ${thing} 넣으면 돼. 대신 조금씩 넣고 그때마다 맛봐.`,
      koPolite: soupKo ? '네, 간장 넣으시면 돼요. 국이니까 진간장 말고 국간장으로 조금씩 넣으면서 맛보세요.' : `네, ${thing} 넣으시면 돼요. 대신 조금씩 넣으면서 맛보세요.`,
      koHage: soupKo ? '그렇네, 국간장으로 조금씩 넣게.' : `그렇네, ${withParticle(thing, '을')} 조금씩 넣게.`,
    }[register];
  }
  return {
    en: `I wouldn't start with ${thing}; here's what fixes this first.`,
    vi: `Mình chưa thêm ${thing} vội đâu; trước hết làm thế này đã.`,
    zh: `先别急着加${thing}，先这样处理。`,
    koPlain: `${thing}부터 넣진 마. 먼저 이렇게 해 봐.`,
    koPolite: `${thing}부터 넣진 마세요. 먼저 이렇게 해 보세요.`,
    koHage: `${thing}부터 넣지는 말게. 먼저 이렇게 하게.`,
  }[register];
}
