/**
 * A notice's envelope is not its point (issue 13, round 7): "Dear Parents and Guardians,", "THÔNG BÁO", "[관리사무소 안내]
 * 입주민 여러분께 알려드립니다", "各位家长：您好！", "We hope this message finds you well.", "Thank you for your patience",
 * "Trân trọng cảm ơn!", a signature ("Principal Davis", "××中学总务处") and an announcing lead-in ("We are writing to let you
 * know about", "Ban quản lý xin trân trọng thông báo:", "现将有关事项通知如下：") are dropped before the summary is chosen, so
 * that it leads with what happens and when. A numbered list run into one line ("一、…；二、…；") is split into one item a
 * line, so that each item can be kept as a point of its own. Pure and linear in the text's length.
 */

/** A whole line that only addresses the readers (a salutation) or names the notice ("THÔNG BÁO", "通知", "[안내]"). */
const salutationLine: readonly RegExp[] = [
  /^(?:dear|to|attention|hello|hi)\b[^.!?\n]{0,60}[,:]$/iu,
  /^dear\b[^.!?\n]{0,60}$/iu,
  /^(?:notice|announcement|important notice|reminder)[.!:]?$/iu,
  /^(?:kính gửi|kính thưa|thân gửi|gửi)(?![\p{L}\p{M}])[^.!?\n]{0,70}[,:!]?$/iu,
  /^(?:thông báo|THÔNG BÁO)(?:\s+[^.!?\n]{0,40})?[.!:]?$/u,
  /^\[[^\]\n]{1,20}\]\s*[^.!?\n]{0,30}(?:여러분께|여러분)\s*(?:알려\s*드립니다|안내(?:해\s*)?드립니다|알립니다)?[.!]?$/u,
  /^(?:\[[^\]\n]{1,20}\]|안내문?|공지(?:사항)?|알림)[.!:]?$/u,
  /^[^.!?\n]{0,20}여러분(?:께|에게)?\s*(?:알려\s*드립니다|안내(?:해\s*)?드립니다|알립니다)?[,.!]?$/u,
  /^(?:안녕하(?:세요|십니까))[^.!?\n]{0,30}[.!?]?$/u,
  /^(?:各位|尊敬的|亲爱的)[^。！？\n]{0,20}[：:，,！!]?$/u,
  /^(?:通知|公告|温馨提示|紧急通知)[：:！!]?$/u,
];

/** A sentence that only greets or thanks (kept nowhere in a summary). */
const courtesySentence: readonly RegExp[] = [
  /^we hope (?:this|that) (?:message|letter|email|note) finds you well[.!]?$/iu,
  /^(?:thank you|thanks)(?: (?:so|very) much)?(?: (?:all|everyone))?(?: for [^.!?]{0,60})?[.!]?$/iu,
  /^(?:sincerely|regards|kind regards|best regards|best wishes|warm regards|yours (?:sincerely|faithfully))[,.!]?$/iu,
  /^(?:xin )?(?:trân trọng )?(?:cảm ơn|cám ơn)(?![\p{L}\p{M}])[^.!?]{0,60}[.!]?$/iu,
  /^(?:trân trọng|thân ái)[.!,]?$/iu,
  /^(?:감사합니다|고맙습니다|양해 부탁드립니다|협조 부탁드립니다)[.!]?$/u,
  /^[^.!?]{0,30}(?:협조|양해)(?:를|에)?\s*(?:부탁드립니다|바랍니다|감사드립니다)[.!]?$/u,
  /^[^.!?]{0,80}(?:여러분의\s*)?(?:너그러운|적극적인|많은)\s*(?:협조|양해|참여)(?:를|와)?\s*(?:부탁드립니다|바랍니다)[.!]?$/u,
  // A notice that only announces itself ("Hi everyone, a quick update from the library.", "Cập nhật nhanh từ ban quản lý.").
  /^(?:(?:dear|hi|hello|hey)\s[\p{L}’' ]{1,30},\s+)?(?:a |just a )?(?:quick |short |brief |small )?(?:update|reminder|note|heads-up|announcement) (?:from|about|on|for)\b[^.!?]{0,60}[.!:]?$/iu,
  /^(?:(?:kính gửi|chào)\s[^,.!?]{1,40},\s+)?(?:cập nhật|thông tin|nhắc nhở) (?:nhanh |ngắn )?(?:từ|về)(?![\p{L}\p{M}])[^.!?]{0,60}[.!:]?$/iu,
  // An apology or a plea for patience that closes a notice ("We appreciate your patience while…", "敬请谅解", round 8).
  /^(?:we )?(?:appreciate|thank you for) your (?:patience|understanding|cooperation)\b[^.!?]{0,80}[.!]?$/iu,
  /^(?:we )?(?:apologi[sz]e|are sorry) for (?:any|the) (?:inconvenience|disruption)\b[^.!?]{0,60}[.!]?$/iu,
  /^(?:rất )?mong (?:quý )?[^.!?]{0,40}(?:thông cảm|thứ lỗi|hợp tác)[^.!?]{0,30}[.!]?$/iu,
  /^[^.!?]{0,60}(?:점|데 대해|불편에 대해)\s*(?:양해|이해)(?:를)?\s*(?:부탁드립니다|바랍니다|구합니다)[.!]?$/u,
  /^(?:给[^。！？]{0,12}带来的)?不便[^。！？]{0,6}(?:敬请|请|望)?(?:谅解|原谅|见谅)[^。！？]{0,4}[。！!]?$/u,
  /^您好[！!。]?$/u,
  /^(?:感谢|谢谢)[^。！？]{0,20}(?:理解|配合|支持|关注)[^。！？]{0,6}[。！!]?$/u,
];

/** Where to ask questions: a notice's last practical line, not its point (dropped once the text is known to be a notice). */
const contactSentence: readonly RegExp[] = [
  /^(?:if you have (?:any )?(?:questions|concerns)|for (?:more information|questions|further details)|questions (?:can|may) be|please (?:contact|call|email))\b/iu,
  /^(?:mọi (?:thắc mắc|chi tiết|ý kiến)|thông tin chi tiết|nếu có (?:thắc mắc|câu hỏi)|vui lòng liên hệ)(?![\p{L}\p{M}])/iu,
  /^(?:문의(?:\s*[:：]|는|사항은|처)|궁금하신 (?:점|사항))/u,
  /^(?:如有(?:疑问|问题|需要)|咨询电话|联系电话|详情请|联系方式)/u,
];

/** An announcing lead-in before the news itself (removed; the rest of the sentence stays). */
const leadIns: readonly RegExp[] = [
  // A salutation run into the first sentence ("Dear residents, the Maple Court building will have…", round 8): the
  // sentence was read as a greeting and its date and time were lost.
  /^(?:dear|hi|hello|hey)\s[\p{L}’' ]{1,30},\s+(?=[\p{L}\p{N}])/iu,
  /^(?:kính gửi|kính thưa|thân gửi|chào)\s[^,.!?\n]{1,40},\s+(?=[\p{L}\p{N}])/iu,
  /^[가-힣]{1,8}\s?여러분,\s+(?=[\p{L}\p{N}])/u,
  /^(?:各位|尊敬的|亲爱的)[\p{Script=Han}]{1,8}[：:，,]\s*(?=[\p{Script=Han}\p{N}])/u,
  /^we(?:'re| are) (?:writing|reaching out|contacting you) to (?:let you know|inform you|remind you|tell you)(?: (?:about|that|of))?\s+/iu,
  /^(?:please (?:be advised|note) that|this is to (?:inform you|let you know) that|we would like to (?:inform you|let you know) that)\s+/iu,
  /^[^.!?:\n]{0,40}xin (?:trân trọng )?thông báo(?: (?:tới|đến) [^:\n]{0,40})?:\s*/iu,
  /^[^。！？：\n]{0,20}现将(?:有关)?(?:事项|情况)?通知如下[：:]\s*/u,
  /^您好[！!。，,]\s*/u,
];

/** A closing signature: a short last line with no sentence ending (a name, a title, an office). */
function isSignature(line: string): boolean {
  const trimmed = line.trim();
  if (trimmed === '' || [...trimmed].length > 40) return false;
  if (/[.!?。！？]$/u.test(trimmed)) return false;
  if (/\p{Nd}{2}/u.test(trimmed) && !/\p{Nd}{4}/u.test(trimmed)) return false;
  return true;
}

/** The item markers of a numbered list run into one line ("一、", "二、", "(1)", "②"). */
const inlineItem = /[；;]\s*(?=(?:[一二三四五六七八九十]+、|[（(]?\p{Nd}{1,2}[)）、]|[②③④⑤⑥⑦⑧⑨]))/gu;

/** The first item of such a list, after the sentence that introduces it ("…办法。一、…"). */
const firstItem = /([。：:])\s*(?=(?:一、|[（(]1[)）]|①))/gu;

function upperFirst(text: string): string {
  return text.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
}

/** Splits a line into its sentences (a cheap split, for the courtesy check only). */
function sentencesOf(line: string): string[] {
  return line.match(/[^.!?。！？]+(?:[.!?。！？]+|$)\s*/gu) ?? [line];
}

/**
 * The body of a notice: salutations, greetings, thanks and the signature dropped, announcing lead-ins removed, inline
 * numbered items split one a line. A text that is not a notice comes back unchanged; the body is never empty.
 */
export function noticeBody(text: string): string {
  const lines = text.split(/\r?\n/u);
  const kept: string[] = [];
  let changed = false;
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') {
      kept.push('');
      continue;
    }
    if (salutationLine.some((pattern) => pattern.test(line))) {
      changed = true;
      continue;
    }
    const sentences = sentencesOf(line).filter((sentence) => {
      const bare = sentence.trim();
      const courtesy = courtesySentence.some((pattern) => pattern.test(bare)) || salutationLine.some((pattern) => pattern.test(bare));
      if (courtesy) changed = true;
      return !courtesy;
    });
    if (sentences.length === 0) continue;
    let body = sentences.join('').trim();
    for (const pattern of leadIns) {
      const stripped = body.replace(pattern, '');
      if (stripped !== body && stripped.length > 0) {
        body = upperFirst(stripped);
        changed = true;
      }
    }
    const split = body.replace(inlineItem, (mark) => (mark.startsWith('；') ? '。\n' : '.\n')).replace(firstItem, '$1\n');
    if (split !== body) changed = true;
    kept.push(split);
  }
  // Where to ask: once the text is known to be a notice, its contact sentence is not a point of the summary.
  if (changed) {
    for (let index = 0; index < kept.length; index += 1) {
      const parts = sentencesOf(kept[index] as string);
      const rest = parts.filter((sentence) => !contactSentence.some((pattern) => pattern.test(sentence.trim())));
      if (rest.length < parts.length) kept[index] = rest.join('').trim();
    }
  }
  // The signature: short lines at the end with no sentence ending, once the text had an envelope (a salutation or thanks).
  if (changed) {
    while (kept.length > 1) {
      const last = kept[kept.length - 1] as string;
      if (last === '') kept.pop();
      else if (isSignature(last) && kept.filter((line) => line !== '').length > 1) kept.pop();
      else break;
    }
  }
  const body = kept.join('\n').replace(/\n{3,}/gu, '\n\n').trim();
  return body === '' ? text : body;
}
