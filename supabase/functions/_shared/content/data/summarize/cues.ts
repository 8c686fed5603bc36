/**
 * Discourse cues for the summarizer, per language: sentences that give a cause, a fix or piece of advice, or an outcome
 * carry the point of a text and are favoured; filler openers ("Okay so here's what happened") are not; connectives that
 * lean on a dropped sentence ("However,", "Ngoài ra,", "하지만", "另外，") are removed when a sentence stands alone.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** Cue patterns of one language. */
export interface SummaryCues {
  /** The sentence gives a reason or a cause. */
  cause: RegExp;
  /** The sentence gives a fix, a method or advice. */
  fix: RegExp;
  /** The sentence tells how things ended or turned out. */
  outcome: RegExp;
  /** The sentence is a conversational opener or closer that carries no fact of its own. */
  filler: RegExp;
  /** A connective at the start of a sentence that only links it to the one before. */
  leadingConnective: RegExp;
  /** The sentence gives the other side: an objection, a worry, a problem, a cost. */
  contrast: RegExp;
  /** The sentence gives a goal, a target or the next step (a plan, a review date). */
  goal: RegExp;
  /** The sentence opens with a word that points back to the sentence before ("That loaf", "이에 대해", "对此", "Điều này"). */
  anaphora: RegExp;
  /** A noun phrase inside the sentence that points back ("this problem", "이 문제", "vấn đề này", "这个问题"): it needs the sentence before. */
  reference: RegExp;
}

/** Letters of Vietnamese words, for word boundaries (\b only knows ASCII). */
const viEdge = '(?<![\\p{L}\\p{M}])';
const viEnd = '(?![\\p{L}\\p{M}])';
const vi = (alternatives: string): RegExp => new RegExp(`${viEdge}(?:${alternatives})${viEnd}`, 'iu');

export const summaryCues: Record<ContentLanguage, SummaryCues> = {
  en: {
    cause: /\b(?:because|due to|caused by|the (?:main |likely |most likely )?(?:reason|cause)|causes?|led to|leads to|result of|blamed?|turns out|turned out|that'?s why|the culprit)\b/iu,
    fix: /\b(?:should|need to|needs to|must|the (?:fix|solution|trick|key|secret)|solution|recommends?|advises?|advice|the right way|instead|try to)\b/iu,
    outcome: /\b(?:in the end|finally|eventually|ended|turned out|turned into|as a result|by the end|in the end|now|so far|result(?:ed)?|worked|decided)\b/iu,
    filler: /^(?:thanks|thank you|cheers|best|regards)\b[^.!?]{0,30}[.!]?$|^(?:hi|hello|hey|dear)\b[^.!?]{0,40}[,!.]|^(?:(?:okay|ok|so|well|alright|anyway|guys|lol)[, ]+)*(?:here[’']?s what happened|(?:let me tell you|you won[’']?t believe|story time|long story short)\b)|^(?:so yeah|anyway)[,.!]?\s*(?:that'?s (?:it|all|the story))?[.!]?$/iu,
    // A connective or a phrase that points back to a time ("During this period,", "On the other hand,") leans on the sentence before.
    leadingConnective: /^(?:(?:okay|ok|so yeah|so|then|also|and|but|however|meanwhile|moreover|furthermore|besides|in addition|additionally|anyway|well|plus)[,]?\s+|(?:during (?:this|that|the same) (?:period|time|week|month|closure|window)|in the meantime|in contrast|by contrast|on the other hand|instead|still|yet|even so|that said|at the same time|because of this|for this reason|as a result|after that|later|on top of that|what's more),\s+)+/iu,
    contrast: /\b(?:however|not everyone|oppos(?:e|ed|es|ition)|opponents?|critics?|complain(?:ed|ts?|s)?|concerns?|worr(?:y|ied|ies)|problems?|drawbacks?|downsides?|unhappy|pushed onto|harder|but)\b/iu,
    goal: /\b(?:goal|target|aims? to|the aim|will be reviewed|reviewed again|next (?:year|month|spring|summer|autumn|fall|winter)|plans? to|by (?:January|February|March|April|May|June|July|August|September|October|November|December|20\d\d))\b/iu,
    anaphora: /^(?:That|This|These|Those|It|They|He|She|Such|Both|The latter|The former|As a result|The result was)\b(?!\s+(?:is|was)\s+(?:why|how|what))/u,
    reference: /\b(?:this|that|these|those) (?:problem|problems|issue|issues|concern|concerns|worry|worries|objection|gap|change|decision|plan|rule|shortfall|complaint|complaints)\b/iu,
  },
  vi: {
    cause: vi('vì|do|bởi vì|nguyên nhân|tại vì|khiến|lý do|cho nên|vì vậy nên|vì thế nên'),
    fix: vi('(?<!nếu )cần|phải|bí quyết|cách làm|giải pháp|khuyên|đúng cách'),
    outcome: vi('cuối cùng|kết quả(?= là|,|:)|cuối buổi|rốt cuộc|bây giờ|giờ đây|sau cùng|thành công|xong'),
    filler: /^(?:cảm ơn|chúc)(?![\p{L}\p{M}])[^.!?]{0,40}[.!]?$|^(?:chào|xin chào|kính gửi|kính chào)(?![\p{L}\p{M}])[^.!?]{0,40}[,!.]|^(?:kể (?:cho )?(?:mọi người|các bạn|bạn) nghe|chuyện là thế này|nói chung là vậy|vậy đó)[.!…]*$/iu,
    leadingConnective: /^(?:(?:ngoài ra|bên cạnh đó|tuy nhiên|trong khi đó|thêm vào đó|hơn nữa|rồi|sau đó|vì vậy|do đó|và|nhưng|còn|ngược lại|mặt khác|tuy vậy|dù vậy|thế nhưng|vì thế|do vậy|bởi vậy|cùng lúc đó|trong thời gian (?:này|đó)|thêm nữa)[,]?\s+|(?:song|đồng thời|cũng vậy),\s+)+/iu,
    contrast: vi('tuy nhiên|nhưng|khó khăn|lo ngại|lo lắng|phản đối|chỉ trích|than phiền|hạn chế|chặt chém|thiếu|còn yếu|bất cập|vấn đề'),
    goal: vi('mục tiêu|chỉ tiêu|kế hoạch|dự kiến|phấn đấu|đặt ra|khuyến nghị|đề xuất|kiến nghị'),
    anaphora: /^(?:Kết quả là|Kết quả|Điều này|Điều đó|Việc này|Việc đó|Đó|Nó|Họ|Những điều đó|Chuyện này|Vì thế|Vì vậy)(?![\p{L}\p{M}])/u,
    // "bộ phận này", "vấn đề đó": a noun with này/đó points back (not a time: "tuần này", "hôm đó", "lúc đó").
    reference: /(?<![\p{L}\p{M}])(?!(?:tuần|tháng|năm|hôm|ngày|lúc|khi|sáng|chiều|tối|đêm|dịp|mùa|kỳ|đợt|lần|giờ|thời điểm|thời gian|như) )[\p{Ll}\p{M}]{2,} (?:này|đó)(?![\p{L}\p{M}])/u,
  },
  ko: {
    cause: /(?:때문|원인|이유|탓|으로 인해|로 인해|덕분)/u,
    fix: /(?:해야|하는 것이 좋|하는 게 좋|방법|해결|조언|비결|권장|추천|하라고|하자고)/u,
    outcome: /(?:결국|결과|마침내|실제로|끝났|드디어|이제는|성공|덕분에)/u,
    filler: /^(?:감사합니다|고맙습니다)[.!]?$|^(?:안녕하세요|여러분 안녕)[^.!?]{0,30}[.!?]?$|^(?:있잖아|썰 푼다|들어 봐|그냥 그랬다는 이야기)[.!…~]*$/u,
    leadingConnective: /^(?:(?:또한|하지만|그러나|그리고|그래서|게다가|한편|그런데|그러자|이에|또|반면에?|따라서|그러므로|아울러|이와 함께|이 밖에도?|그럼에도(?: 불구하고)?|그 대신|대신에?|이 때문에|이 기간 동안(?:에는|에)?|그러면서)[,]?\s+)+/u,
    contrast: /(?:다만|하지만|그러나|걱정|우려|반대|문제|불만|번거롭|엇갈|부담|비판|어려움)/u,
    goal: /(?:목표|계획이다|예정이다|검토|확대할지|도입할)/u,
    anaphora: /^(?:결과는|그 결과|이에 대해|이에|이는|이것은|그것은|그는|그녀는|그들은|그래서|그러자|그 (?:결과|뒤|후|덕분|때문)|이 때문|이 [가-힣]{1,6}(?:이|가|은|는|을|를|도|에)\s)/u,
    // "이 관이", "그 문제를": a demonstrative before a noun with its particle points back (not a time: "이번", "그때").
    reference: /(?:^|\s)(?:이|그|이런|그런|이러한|그러한) (?!(?:날|때|주|달|해|시간|동안)[이가은는을를도에]?\s)[가-힣]{1,5}(?:이|가|은|는|을|를|도|에|의|과|와)\s/u,
  },
  zh: {
    cause: /(?:原因|因为|由于|导致|造成|所以|害得)/u,
    fix: /(?:正确的做法|做法|应该|需要|解决|办法|建议|最好|一定要|方法|秘诀|要等|不要)/u,
    outcome: /(?:最后|最终|结果|终于|现在|如今|成功|已经)/u,
    filler: /^(?:祝(?:大家|各位|您|你们)|谢谢|感谢)[^。！]{0,20}[。！!]?$|^(?:各位[^，。！]{0,6}好|大家好|您好|亲爱的[^，。！]{0,6})[，,！!。]?(?:[^。！]{0,20}通知如下)?[。！!：:]?$|^(?:跟你们说|事情是这样的|话说|就这样吧|就是这样)[。！!…]*$/u,
    leadingConnective: /^(?:(?:另外|此外|而且|但是|不过|然而|同时|所以|因此|并且|还有|于是|然后|对此|与此相反|相反|反之|在此期间|这期间|与此同时|因而|可是|除此之外|不仅如此|再者)[，,]?|(?:但|而|其次)[，,])+/u,
    contrast: /(?:不过|但是|然而|担心|反对|困难|吃不消|抱怨|质疑|争议|批评|压力|不满)/u,
    goal: /(?:目标|计划|预计|将在|推开|力争|争取)/u,
    anaphora: /^(?:结果(?![发显表])|对此|这一|这些|这个|这样|那个|那些|它|他们|她们|他|她|该|此)/u,
    reference: /(?:这个|这一|这些|这种|此|该|上述)(?:问题|担忧|顾虑|困难|决定|变化|计划|规定|措施|意见|不满|矛盾|部门|方案|政策|项目|办法|情况|做法)/u,
  },
};
