/**
 * How the story writer recognises a PLAIN MOMENT with a person (issue 13, round 8): no mystery, no question, but a small
 * everyday scene with someone the opening names — a spill on the boss's shirt, a kite stuck in a tree with a crying
 * daughter, Grandpa calling about the first red tomato, a stew cooked the way Grandma used to. Per language: the person
 * (with English pronouns), whether a small mishap happened, and whether the person is far (called, texted) or only
 * remembered (used to, 시던, 以前); otherwise they are there in the scene.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** A person word: its pattern, how later sentences name them, and English pronouns (he, him, his). */
export type MomentPerson = readonly [RegExp, string, string, string, string];

/** One language's recognition rules. */
export interface MomentRules {
  people: readonly MomentPerson[];
  mishap: RegExp;
  /** A thing stuck or shut out of reach (a kite in a tree, keys locked in): nobody's fault, it is got back. */
  stuck: RegExp;
  far: RegExp;
  memory: RegExp;
}

export const momentRules: Readonly<Record<ContentLanguage, MomentRules>> = {
  en: {
    people: [
      [/\bGrandpa\b/u, 'Grandpa', 'he', 'him', 'his'],
      [/\bGrandma\b/u, 'Grandma', 'she', 'her', 'her'],
      [/\bmy (?:grandfather|granddad)\b/iu, 'my grandfather', 'he', 'him', 'his'],
      [/\bmy (?:grandmother|granny|nan)\b/iu, 'my grandmother', 'she', 'her', 'her'],
      [/\b(?:Mom|Mum|my mom|my mum|my mother)\b/u, 'Mom', 'she', 'her', 'her'],
      [/\b(?:Dad|my dad|my father)\b/u, 'Dad', 'he', 'him', 'his'],
      [/\bmy (?:little )?daughter\b/iu, 'my daughter', 'she', 'her', 'her'],
      [/\bmy (?:little )?son\b/iu, 'my son', 'he', 'him', 'his'],
      [/\bmy (?:little |big |older |younger )?sister\b/iu, 'my sister', 'she', 'her', 'her'],
      [/\bmy (?:little |big |older |younger )?brother\b/iu, 'my brother', 'he', 'him', 'his'],
      [/\bmy wife\b/iu, 'my wife', 'she', 'her', 'her'],
      [/\bmy husband\b/iu, 'my husband', 'he', 'him', 'his'],
      [/\b(?:my|the|our) (?:new )?boss\b/iu, 'my boss', 'they', 'them', 'their'],
    ],
    mishap: /\b(?:spilled|spilt|dropped|broke|knocked over|burnt|burned|tore|ripped)\b|\bgot stuck\b|\bstuck (?:in|on|up)\b|\blocked (?:myself |ourselves )?out\b/iu,
    stuck: /\bgot stuck\b|\bstuck (?:in|on|up)\b|\blocked (?:myself |ourselves )?out\b/iu,
    far: /\b(?:called|phoned|rang|texted|video-called|messaged)\b/iu,
    memory: /\bused to\b|\bthe way (?:she|he) (?:made|cooked|sang|did)\b|\blate (?:grand|mother|father)|\bpassed away\b/iu,
  },
  vi: {
    people: [
      [/bà (?:nội|ngoại)/iu, 'bà', '', '', ''],
      [/ông (?:nội|ngoại)/iu, 'ông', '', '', ''],
      [/(?:^|[\s,])mẹ(?=[\s,.]|$)/iu, 'mẹ', '', '', ''],
      [/(?:^|[\s,])(?:bố|ba tôi|ba mình)(?=[\s,.]|$)/iu, 'bố', '', '', ''],
      [/con gái/iu, 'con gái', '', '', ''],
      [/con trai/iu, 'con trai', '', '', ''],
      [/(?:^|[\s,])sếp(?=[\s,.]|$)/iu, 'sếp', '', '', ''],
      [/vợ (?:tôi|mình|anh)|(?:với|và|của|cùng) vợ(?=[\s,.]|$)/iu, 'vợ', '', '', ''],
      [/chồng (?:tôi|mình|em)|(?:với|và|của|cùng) chồng(?=[\s,.]|$)/iu, 'chồng', '', '', ''],
      [/em gái/iu, 'em gái', '', '', ''],
      [/em trai/iu, 'em trai', '', '', ''],
    ],
    mishap: /làm đổ|đánh đổ|đánh rơi|làm rơi|làm vỡ|làm cháy|mắc (?:lên|trên|vào)|bị kẹt|kẹt trên|khóa (?:mình )?ở ngoài|làm rách/iu,
    stuck: /mắc (?:lên|trên|vào)|bị kẹt|kẹt trên|khóa (?:mình )?ở ngoài/iu,
    far: /gọi điện|gọi báo|nhắn tin|gọi video/iu,
    memory: /ngày xưa|hồi trước|vẫn hay|hay nấu|đã mất|đã qua đời/iu,
  },
  ko: {
    people: [
      [/할머니/u, '할머니', '', '', ''],
      [/할아버지/u, '할아버지', '', '', ''],
      [/엄마|어머니/u, '엄마', '', '', ''],
      [/아빠|아버지/u, '아빠', '', '', ''],
      [/(?:^|\s|우리\s)딸(?=[이은을과와이랑도\s,.]|$)/u, '딸', '', '', ''],
      [/(?:^|\s|우리\s)아들(?=[이은을과와이랑도\s,.]|$)/u, '아들', '', '', ''],
      [/팀장님/u, '팀장님', '', '', ''],
      [/부장님/u, '부장님', '', '', ''],
      [/(?:^|\s)동생(?=[이은을과와이랑도\s,.]|$)/u, '동생', '', '', ''],
    ],
    mishap: /쏟|엎질|떨어뜨|깨뜨|깨졌|태웠|걸려 버|걸렸|잠겨 버|찢어/u,
    stuck: /걸려 버|걸렸|잠겨 버/u,
    far: /전화(?:가 왔|를 하셨|하셨|로)|문자(?:가 왔|를 보내)|영상 통화/u,
    memory: /(?:시|셨)던|돌아가신|생전에/u,
  },
  zh: {
    people: [
      [/女儿/u, '女儿', '', '', ''],
      [/儿子/u, '儿子', '', '', ''],
      [/外婆|姥姥/u, '外婆', '', '', ''],
      [/奶奶/u, '奶奶', '', '', ''],
      [/外公|姥爷/u, '外公', '', '', ''],
      [/爷爷/u, '爷爷', '', '', ''],
      [/妈妈|我妈|母亲/u, '妈妈', '', '', ''],
      [/爸爸|我爸|父亲/u, '爸爸', '', '', ''],
      [/老板|领导|主管/u, '老板', '', '', ''],
      [/老婆|妻子/u, '老婆', '', '', ''],
      [/老公|丈夫/u, '老公', '', '', ''],
    ],
    mishap: /洒|打翻|摔碎|摔坏|弄坏|烧糊|挂在了|卡在|锁在门外|扯破|弄丢/u,
    stuck: /挂在了|卡在|锁在门外/u,
    far: /打(?:来)?电话|来电话|发(?:来)?(?:消息|微信)|视频通话/u,
    memory: /以前(?:常|总|最爱)|生前|去世|过世|小时候(?:常|总)/u,
  },
};
