/**
 * Something that happened on the eve of the narrator's event (issue 13, round 12): "The night before my driving test,
 * the power went out in our whole building", "Đêm trước ngày thi, cả khu mất điện", "수능 전날 밤에 아파트 전체가
 * 정전이 됐다", "考试前一晚，整栋楼停电了". An event the night before something is no first time and no rehearsal of the
 * event: the clause after the eve phrase has a subject of its own (not the narrator), read by clause-roles.ts, and the
 * plot meets it — of all nights, what it changes, what can still be done, a short sleep — then goes to the event
 * without claiming how it went.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { readClauseRoles } from './clause-roles.ts';

/** The event ahead as the opening names it (my driving test, ngày thi, 수능, 考试). */
export interface EveEvent {
  event: string;
  /** The narrator's word (I, tôi / mình, 나, 我). */
  narrator: string;
}

/** The eve phrase at the start of the opening, the event it names, and the clause after it. */
const evePhrase: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:on\s+)?the (?:night|evening|day) before ((?:my|our|the|a|an) [^,.!?]{1,40}),\s*([^.!?]+)/iu,
  vi: /^(?:đêm|tối|hôm|ngày) trước ((?:ngày|buổi|hôm|đêm)?\s?[^,.!?]{1,30}),\s*([^.!?]+)/iu,
  ko: /^((?:[가-힣]+\s){0,2}[가-힣]+?)\s?(?:전날|하루 전)\s?(?:밤|저녁)?(?:에)?[,，]?\s+([^.!?]+)/u,
  zh: /^([一-龥]{1,10}?)(?:的)?(?:前一天晚上|前一天|前一晚|前夜|前天晚上)[，,]?([^。！？]+)/u,
};

/** Reads an event on the eve of the narrator's event, or null when the clause after the eve phrase is the narrator's own act. */
export function findEveEvent(opening: string, language: ContentLanguage): EveEvent | null {
  const match = evePhrase[language].exec(opening.trim());
  if (match === null) return null;
  const event = (match[1] ?? '').trim();
  const rest = (match[2] ?? '').trim();
  // Another person's event (Mai's exam) or a narrator who acts (I couldn't sleep) is not this shape.
  if (language === 'en' && !/^(?:my|our|the|a|an)\s/iu.test(event)) return null;
  const roles = readClauseRoles(rest, language);
  // Someone acting on the narrator (my aunt gave me a pencil) is a gift or a request the other readers tell.
  if (roles.narrator === 'subject' || roles.narrator === 'object' || (language === 'en' && roles.subject === null)) return null;
  if (language === 'ko' && /^(?:나는|내가|난|저는|제가)/u.test(rest)) return null;
  if (language === 'zh' && /^(?:我|我们)(?![家们的])/u.test(rest)) return null;
  const narrator = language === 'en' ? 'I' : language === 'vi' ? (/(?:^|\s)(mình|tớ)(?=[\s,.]|$)/iu.exec(opening)?.[1] ?? 'tôi') : language === 'ko' ? '나' : '我';
  return { event, narrator };
}

/** The three paragraphs after the opening for an event on the eve of the narrator's event. */
export function writeEveEvent(eve: EveEvent, language: ContentLanguage): string[][] {
  const e = eve.event;
  if (language === 'en') {
    const low = e.charAt(0).toLowerCase() + e.slice(1);
    return [
      [`Of all the nights for it to happen, it had to be the night before ${low}.`, 'For a while I just sat there, working out what it changed and what it did not.'],
      ['I did what could still be done: I went over the most important things once more in my head, set out what I would need in the morning, and made myself lie down.', 'Sleep came late, and not much of it.'],
      [`In the morning I went to ${low} more tired than I had wanted to be, but ready enough.`, 'Whatever came of it, I knew I had not let one bad night decide it for me.'],
    ];
  }
  if (language === 'vi') {
    const n = eve.narrator;
    const N = n.charAt(0).toUpperCase() + n.slice(1);
    return [
      [`Sao lại đúng vào đêm trước ${e} chứ.`, `${N} ngồi im một lúc, nghĩ xem chuyện này thay đổi được gì và không thay đổi được gì.`],
      [`${N} làm những gì còn làm được: nhẩm lại những điều quan trọng nhất, soạn sẵn đồ cho sáng mai, rồi bắt mình nằm xuống.`, 'Giấc ngủ đến muộn, và chẳng được bao nhiêu.'],
      [`Sáng hôm sau ${n} bước vào ${e} mệt hơn mình muốn, nhưng cũng đủ sẵn sàng.`, `Kết quả thế nào thì chưa biết, nhưng ${n} biết mình đã không để một đêm tồi tệ quyết định thay mình.`],
    ];
  }
  if (language === 'ko') {
    return [
      [`하필이면 ${e} 전날 밤이었다.`, '나는 한동안 가만히 앉아, 이 일이 무엇을 바꾸고 무엇은 바꾸지 못하는지 따져 보았다.'],
      ['할 수 있는 일부터 했다. 제일 중요한 것들을 머릿속으로 한 번 더 훑고, 아침에 챙길 것들을 꺼내 두고, 억지로라도 누웠다.', '잠은 늦게, 그것도 조금밖에 오지 않았다.'],
      [`${e} 날 아침, 나는 바랐던 것보다 피곤했지만 그럭저럭 준비는 되어 있었다.`, '결과가 어떻든, 하룻밤 때문에 다 내주지는 않았다는 것만은 알았다.'],
    ];
  }
  return [
    [`偏偏是${e}的前一晚。`, '我坐了好一会儿，想清楚这件事改变了什么，又改变不了什么。'],
    ['我先做还能做的：把最要紧的东西在脑子里再过一遍，把明早要带的东西摆好，然后逼自己躺下。', '睡意来得很晚，也没睡多久。'],
    [`第二天早上，我带着比预想中更重的倦意去面对${e}，可也算准备好了。`, '结果怎样还不知道，可我知道，我没让一个糟糕的夜晚替我做决定。'],
  ];
}
