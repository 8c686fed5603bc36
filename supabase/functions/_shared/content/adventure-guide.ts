/**
 * A person of the story asked to guide, teach or talk the player through a task (issue 13, round 12). "Ask Okafor to
 * talk me through which lever shuts off the ballast", "nhờ bác Năm chỉ cách lái ghe qua khúc sông", "김 대리한테 발전기
 * 켜는 법 알려달라고 한다", "请阿婆教我怎么用草药止血" used to get a favour weighed ("we go now, before I change my mind"), a
 * far service voice or a plain bandage. Here the ask is read by its grammar: a verb of asking (ask, nhờ, 한테/에게 …
 * 달라고, 请/让) with the person it names, then a verb of guiding (talk through, chỉ cách, 알려/가르쳐, 教/告诉…怎么) and the
 * task after it, kept whole. The person must be one the story has. They answer in character with the steps, and the
 * beat carries them out one by one until the task, in the visitor's own words, is done.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import { capitalizeLeading as capital } from './text-tools.ts';

/** A task a person of the story is asked to guide the player through. */
export interface GuideAsk {
  person: string;
  /** The task, whole, in the visitor's words (second person where it had a first person). */
  task: string;
  /** For "which lever shuts off the ballast": the thing to pick and what it does. */
  which: { thing: string; does: string } | null;
}

const asks: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:ask|get|have|beg)\s+((?:the\s+)?(?:(?:Dr|Mr|Mrs|Ms|Prof|Captain|Officer|Nurse|Chief)\.?\s+)?(?:[A-Z][\w'-]+|[a-z]+)(?:\s[A-Z][\w'-]+)?)\s+(?:to\s+)?(?:talk|walk|take|guide|coach)\s+(?:me|you|us)\s+through\s+(.+)$|\b(?:ask|get|have|beg)\s+((?:the\s+)?(?:(?:Dr|Mr|Mrs|Ms|Prof|Captain|Officer|Nurse|Chief)\.?\s+)?(?:[A-Z][\w'-]+|[a-z]+)(?:\s[A-Z][\w'-]+)?)\s+(?:to\s+)?(?:show|teach|tell|explain to)\s+(?:me|you|us)\s+(how to .+|which .+)$/u,
  vi: /(?:nhờ|xin|bảo|hỏi)\s+((?:[\p{Ll}]+\s)?\p{Lu}[\p{L}\p{M}]*(?:\s\p{Lu}[\p{L}\p{M}]*)?)\s+(?:chỉ|hướng dẫn|dạy|bày|chỉ giúp|chỉ cho)\s+(?:(?:tôi|mình|bạn|cho tôi|cho mình|cho bạn)\s+)?(?:cách|làm sao|làm thế nào để|cách để)\s+(.+)$/u,
  ko: /(?:^|\s)((?:[가-힣]+\s)?[가-힣]{1,4})(?:한테|에게|께)\s+(.+?)(?:는|은)\s?(?:법|방법)(?:을|를)?\s?(?:좀\s)?(?:알려|가르쳐|설명해)\s?(?:달라|주라|줘|주세요)/u,
  zh: /(?:请|让|求|叫)([\p{Script=Han}]{1,4}?)(?:教|告诉|指点|带)(?:我|你|咱)(?:怎么|如何|怎样)(.+)$/u,
};

/** Reads a choice as asking a person of the story to guide the player through a task; null otherwise. */
export function readGuideAsk(told: string, story: string, language: ContentLanguage): GuideAsk | null {
  const text = told.trim().replace(/[.!?。！？]+$/u, '');
  const found = asks[language].exec(text);
  if (!found) return null;
  const person = (found[1] ?? found[3] ?? '').trim();
  let task = (found[2] ?? found[4] ?? '').trim();
  if (person.length < 2) return null;
  const head = language === 'vi' ? person.replace(/^\p{Ll}+\s/u, '') : language === 'en' ? person.replace(/^the\s+/iu, '') : person.split(/\s+/u).pop() ?? person;
  if (!story.toLowerCase().includes(head.toLowerCase())) return null;
  let which: GuideAsk['which'] = null;
  if (language === 'en') {
    task = task.replace(/^how to\s+/iu, '').replace(/\bme\b/gu, 'you').replace(/\bmy\b/gu, 'your');
    const pick = /^which\s+([a-z-]+)\s+(.+)$/iu.exec(task);
    if (pick) which = { thing: pick[1] ?? '', does: pick[2] ?? '' };
  }
  if (language === 'zh') task = task.replace(/我/gu, '你');
  if (language === 'vi') task = task.replace(/(?<![\p{L}\p{M}])(?:tôi|mình)(?![\p{L}\p{M}])/gu, 'bạn');
  return { person: language === 'en' ? person : person, task, which };
}


/** How a Vietnamese kin word speaks of itself ("bác Năm" says "bác"), or "tôi". */
function viSelf(person: string): string {
  return /^(?:bác|chú|cô|anh|chị|ông|bà|dì|cậu|em)\s/iu.exec(person)?.[0]?.trim().toLowerCase() ?? 'tôi';
}

/** The beat: the person answers in character with the steps, and the player carries them out until the task is done. */
export function guideLines(ask: GuideAsk, language: ContentLanguage): string[] {
  const p = ask.person;
  const t = ask.task;
  if (language === 'en') {
    const P = capital(p);
    if (ask.which) {
      const { thing, does } = ask.which;
      return [
        `${P} answers at once, calm and slow: “Okay. Listen to me. Don't touch anything yet. Count from the left: it's the third ${thing}, the one with the worn grip. Got it? Now take hold of it with both hands and bring it down, slowly, all the way, until you feel it catch.”`,
        `You count, find the third ${thing}, and do it ${P}'s way, one step at a time. It catches with a heavy clunk, and it ${does}. “That's it,” ${P} says. “Good. Now breathe.”`,
      ];
    }
    return [
      `${P} answers at once, calm and slow: “Okay. Listen to me. First, stop and look before you touch anything. Then ${t}, one step at a time, slowly. If anything feels wrong, stop and tell me.”`,
      `You do it ${P}'s way, step by step, with ${P}'s voice guiding you the whole time, and it works: you ${t}. “There,” ${P} says. “You did that.”`,
    ];
  }
  if (language === 'vi') {
    const P = capital(p);
    const self = viSelf(p);
    return [
      `${P} nói chậm rãi, từng chữ một: “Nghe ${self} nói đây. Trước hết, đừng vội, nhìn cho kỹ đã rồi hẵng làm. Rồi ${t}, từ từ thôi, từng bước một. Thấy gì không ổn thì dừng lại, nói ${self} nghe.”`,
      `Bạn làm đúng từng bước ${p} chỉ, tai nghe giọng ${p} dặn dò không sót chữ nào, và được việc: bạn ${t}. “Đó, thấy chưa,” ${p} nói.`,
    ];
  }
  if (language === 'ko') {
    return [
      `${withParticle(p, '이')} 또박또박 말한다. “잘 들어요. 먼저 아무것도 건드리지 말고 한 번 쭉 보세요. 그다음에 ${t}는 건 순서대로, 하나씩 천천히 해요. 서두르지 말고요. 뭔가 이상하면 바로 멈추고 말해 줘요.”`,
      `${withParticle(p, '이')} 불러 주는 대로 한 단계씩 따라 하자, 된다. ${t}는 데 성공한다. “그거예요. 잘했어요.”`,
    ];
  }
  return [
    `${p}一边说一边比划：“听好了。先别急，看清楚了再动手。然后${t}，慢慢来，一步一步。不对劲就停下，跟我说。”`,
    `你照着${p}说的，一步一步做下来，成了：你${t.replace(/了$/u, '')}了。“对，就是这样。”${p}松了口气。`,
  ];
}

/** The options after a task done with someone's guidance. */
export function guideOptions(ask: GuideAsk, language: ContentLanguage): string[] {
  const p = ask.person;
  return {
    en: [`Thank ${p} and ask what comes next`, 'Check that it holds', `Ask ${p} how they know all this`],
    vi: [`Cảm ơn ${p} rồi hỏi bước tiếp theo`, 'Kiểm tra lại cho chắc', `Hỏi ${p} sao rành chuyện này vậy`],
    ko: [`${withParticle(p, '에게')} 고맙다고 하고 다음엔 뭘 해야 하는지 묻는다`, '제대로 됐는지 다시 확인한다', `${withParticle(p, '에게')} 이런 걸 어떻게 아는지 묻는다`],
    zh: [`谢过${p}，问接下来怎么办`, '再检查一遍，确认没问题', `问${p}怎么会懂这些`],
  }[language];
}
