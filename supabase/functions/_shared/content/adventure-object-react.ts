/**
 * The fall-through of an act no reader knows (issue 13, round 13, adv5): in place of "everything went quiet" or "we'll
 * see what it changed", the act's own object reacts by the verb's class (open, close, break, move, push, take, read,
 * light, hide), told concretely with the object noun phrase the visitor wrote ("the rusted chest", "cái tủ gỗ", "낡은
 * 일기장", "煤油灯"). The class is read from the verb in its clause position (English and Vietnamese verb first, Korean
 * object + 을 / 를 before the verb, Chinese 把 + object + verb or verb + object), the object from the grammar around it,
 * whole; with no object whose edges are sure, null, and the old fall-through stays.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';

/** The verb classes an object reacts by. */
export type ObjectVerb = 'open' | 'close' | 'break' | 'move' | 'push' | 'take' | 'read' | 'light' | 'hide';

/** An act on an object: its verb class and the object, whole. */
export interface ObjectAct {
  verb: ObjectVerb;
  object: string;
}

const classes: Readonly<Record<ContentLanguage, readonly (readonly [ObjectVerb, RegExp])[]>> = {
  en: [
    ['open', /^(?:open|opens|pry|pries|prise|unlock|unlocks|unzip|unwrap|unfold|uncork|unseal|pull open|force open|lift the lid of)$/iu],
    ['close', /^(?:close|closes|shut|shuts|slam|slams|zip)$/iu],
    ['break', /^(?:break|breaks|smash|smashes|shatter|crack|cracks|kick in|force)$/iu],
    ['move', /^(?:move|moves|drag|drags|pull|pulls|slide|slides|roll|rolls|lift|lifts|shift|shifts|tip|tips|heave)$/iu],
    ['push', /^(?:push|pushes|press|presses|shove|shoves|knock over)$/iu],
    ['take', /^(?:take|takes|grab|grabs|pick up|picks up|snatch|collect|pocket)$/iu],
    ['read', /^(?:read|reads|skim|study|studies|flip through|leaf through|decipher)$/iu],
    ['light', /^(?:light|lights|ignite|kindle|relight)$/iu],
    ['hide', /^(?:hide|hides|conceal|stash)$/iu],
  ],
  vi: [
    ['open', /^(?:mở|cạy|mở tung|mở khóa|lật nắp|tháo)$/iu],
    ['close', /^(?:đóng|sập|khép)$/iu],
    ['break', /^(?:đập|phá|bẻ|đạp vỡ)$/iu],
    ['move', /^(?:kéo|dời|xê dịch|nhấc|khiêng|lăn|dịch|chuyển)$/iu],
    ['push', /^(?:đẩy|ấn|xô)$/iu],
    ['take', /^(?:lấy|cầm|nhặt|chộp|giật lấy)$/iu],
    ['read', /^(?:đọc|lật xem|giở)$/iu],
    ['light', /^(?:thắp|châm|nhóm|bật lửa)$/iu],
    ['hide', /^(?:giấu|cất)$/iu],
  ],
  ko: [
    ['read', /^(?:펼쳐(?:서)?\s*)?읽|^훑어/u],
    ['open', /^(?:연다|열어|열고|열자|여는|펼친|펼쳐|비틀어 연|따)/u],
    ['close', /^(?:닫|덮는다)/u],
    ['break', /^(?:깨|부숴|부순|부수|박살)/u],
    ['move', /^(?:옮|끌어|당겨|치운|치워|들어 올|밀어낸|굴려)/u],
    ['push', /^(?:민다|밀어|누른|눌러)/u],
    ['take', /^(?:집어|챙긴|챙겨|꺼낸|꺼내|가져|줍|주워|쥔|쥐)/u],
    ['light', /^(?:켠다|켜|불을 붙|불붙)/u],
    ['hide', /^(?:숨긴|숨겨|감춘|감춰)/u],
  ],
  zh: [
    ['light', /^(?:点亮|点燃|点上|点着|划亮|生起)/u],
    ['open', /^(?:打开|撬开|拉开|掀开|拧开|翻开|解开|开)/u],
    ['close', /^(?:关上|合上|盖上|关)/u],
    ['break', /^(?:砸开|砸碎|打碎|打破|掰断|踹开)/u],
    ['push', /^(?:推开|推)/u],
    ['move', /^(?:挪开|挪|搬开|搬|拖开|拖|移开|拉)/u],
    ['take', /^(?:拿起|拿走|拿|捡起|捡|抓起|取下|取)/u],
    ['read', /^(?:读|念|看看|翻看|细看)/u],
    ['hide', /^(?:藏)/u],
  ],
};

/** English object: a determiner and up to three words, ending at a particle, a preposition or the clause's end. */
const enAct = /^(?:you\s+)?(?:(?:carefully|slowly|quietly|quickly|gently|try to|try and)\s+)?([a-z]+(?:\s(?:up|in|open|over|through))?)\s+((?:the|a|an|that|this|my|your|his|her|their|its|some)\s+[\p{L}'-]+(?:\s(?!open\b|up\b|down\b|off\b|out\b|aside\b|away\b|back\b|over\b|to\b|from\b|into\b|onto\b|with\b|and\b|on\b|in\b|at\b|behind\b|under\b|so\b|then\b|before\b|for\b)[\p{L}'-]+){0,2})(?=\s|[,.!?]|$)/iu;
/** Vietnamese object: the words after the verb, before a direction word or a clause edge. */
const viEnd = /\s+(?:ra|vào|lên|xuống|khỏi|sang|qua|để|rồi|và|thử|lại|đi|xem|cho|bằng|trong|trên|dưới)(?:\s|$).*$/iu;

/** Korean: a word ending in an adnominal (낡은, 녹슨, 깨진) belongs to the noun after it. */
function adnominal(word: string): boolean {
  const last = word.charCodeAt(word.length - 1) - 0xac00;
  return last >= 0 && last < 11172 && (last % 28 === 4 || /[는던]$/u.test(word));
}

/** The act on an object in a choice, or null when the verb class or the object's edges are not sure. */
export function readObjectAct(told: string, language: ContentLanguage): ObjectAct | null {
  const text = told.trim().replace(/[.!?。！？]+$/u, '');
  switch (language) {
    case 'en': {
      const m = enAct.exec(text);
      if (!m) return null;
      const rest = text.slice((m.index ?? 0) + m[0].length);
      const verbWord = (m[1] ?? '').toLowerCase();
      const verbFull = /^\s+open\b/iu.test(rest) ? `${verbWord.split(' ')[0]} open` : verbWord;
      const verb = classes.en.find(([, pattern]) => pattern.test(verbFull) || pattern.test(verbWord) || pattern.test(verbWord.split(' ')[0] ?? ''))?.[0];
      const openAfter = /^\s+open\b/iu.test(rest) || / open$/u.test(verbWord);
      return verb ? { verb: openAfter ? 'open' : verb, object: (m[2] ?? '').replace(/^my\b/iu, 'your') } : null;
    }
    case 'vi': {
      const clause = text.split(/[,;]\s*/u)[0] ?? text;
      const bare = clause.replace(/^(?:bạn|mình|tôi|thử|cố)\s+/iu, '');
      for (const [verb, pattern] of classes.vi) {
        const words = bare.split(/\s+/u);
        for (const take of [2, 1]) {
          const head = words.slice(0, take).join(' ');
          if (!pattern.test(head)) continue;
          const object = words.slice(take).join(' ').replace(viEnd, '').trim();
          if (object.split(/\s+/u).length >= 1 && object.length >= 2 && object.split(/\s+/u).length <= 5) return { verb, object };
        }
      }
      return null;
    }
    case 'ko': {
      const m = /(?:^|\s)([가-힣0-9]+)(?:을|를)\s+(.+)$/u.exec(text);
      if (!m) return null;
      const after = m[2] ?? '';
      // The verb closes the clause; a place word with 으로 / 에 may stand between ("구석으로 옮긴다").
      const verbs = after.split(/\s+/u).filter((word) => !/(?:으로|로|에|에서|까지)$/u.test(word));
      const verb = classes.ko.find(([, pattern]) => verbs.some((word) => pattern.test(word)) || pattern.test(after))?.[0];
      if (!verb) return null;
      const before = text.slice(0, m.index ?? 0).trim().split(/\s+/u).filter((word) => word.length > 0);
      const mods: string[] = [];
      for (let i = before.length - 1; i >= 0 && mods.length < 2; i -= 1) {
        const word = before[i] ?? '';
        if (!adnominal(word)) break;
        mods.unshift(word);
      }
      return { verb, object: [...mods, m[1] ?? ''].join(' ') };
    }
    default: {
      const ba = /把([^，。]{1,12}?)(点亮|点燃|点上|打开|撬开|拉开|掀开|翻开|关上|合上|砸开|砸碎|打碎|推开|挪开|搬开|拖开|移开|拿起|拿走|藏)/u.exec(text);
      let verbText = ba?.[2] ?? '';
      let span = ba?.[1] ?? '';
      if (!ba) {
        const start = text.replace(/^(?:你|我)?(?:先|轻轻|慢慢|小心地|小心|用力|试着)?/u, '');
        const found = classes.zh.map(([, pattern]) => pattern.exec(start)?.[0]).find((hit): hit is string => hit !== undefined);
        if (!found) return null;
        verbText = found;
        span = start.slice(found.length).replace(/^(?:了|一下|起)/u, '').split(/[，,、]/u)[0] ?? '';
      }
      const verb = classes.zh.find(([, pattern]) => pattern.test(verbText))?.[0];
      // The head: after the last 的, or after a demonstrative with a classifier ("桌上那盏煤油灯" → 煤油灯).
      const cut = Math.max(span.lastIndexOf('的'), ...[...span.matchAll(/[那这一][个本盏张把扇只块封件支根台道层]/gu)].map((hit) => (hit.index ?? -1) + 1));
      const object = (cut >= 0 ? span.slice(cut + 1) : span).replace(/(?:看看|一下|吧|了)$/u, '');
      return verb && object.length >= 1 && object.length <= 6 ? { verb, object } : null;
    }
  }
}

const cap = (text: string): string => text.replace(/^\p{Ll}/u, (first) => first.toUpperCase());

/** The object's reaction, one line, by the verb's class. */
export function objectReactLine(act: ObjectAct, language: ContentLanguage): string {
  const o = act.object;
  switch (language) {
    case 'vi': {
      const O = cap(o);
      return {
        open: `${O} kẽo kẹt một tiếng rồi bật mở. Bên trong tối om, phải nhìn kỹ mới thấy rõ.`,
        close: `${O} đóng sập lại đánh rầm, tiếng vang còn đọng trong không khí.`,
        break: `${O} kêu răng rắc rồi vỡ toang. Không còn cách nào ghép lại được nữa.`,
        move: `${O} rít lên ken két, nặng hơn bạn tưởng, nhưng rồi cũng xê ra. Chỗ nó vừa đứng giờ để lộ một khoảng trống phủ đầy bụi.`,
        push: `${O} nhích dần theo tay bạn, kêu cót két, rồi dừng hẳn.`,
        take: `${O} giờ đã nằm trong tay bạn, nặng hơn bạn nghĩ.`,
        read: `Bạn đọc ${o} thật chậm, từng dòng một. Có mấy chữ viết vội, nét mực nhòe đi.`,
        light: `${O} bén lửa, xèo một tiếng, và ánh sáng vàng run rẩy lan ra xung quanh.`,
        hide: `${O} đã khuất khỏi tầm mắt; không ai biết mà tìm.`,
      }[act.verb];
    }
    case 'ko':
      return {
        open: `${withParticle(o, '이')} 삐걱 소리를 내며 열린다. 안쪽은 어두워서 가까이 봐야 보인다.`,
        close: `${withParticle(o, '이')} 쾅 소리를 내며 닫힌다. 울림이 한동안 남는다.`,
        break: `${withParticle(o, '이')} 쩍 소리를 내며 깨진다. 이제 되돌릴 수 없다.`,
        move: `${withParticle(o, '은')} 보기보다 무겁다. 바닥을 긁으며 밀려나자, 그 자리에 먼지 쌓인 빈자리가 드러난다.`,
        push: `${withParticle(o, '이')} 손끝에서 삐걱거리며 조금씩 밀려난다.`,
        take: `${withParticle(o, '이')} 이제 당신 손에 있다. 생각보다 묵직하다.`,
        read: `${withParticle(o, '을')} 한 줄씩 천천히 읽어 내려간다. 급하게 쓴 듯한 글씨 몇 줄이 눈에 걸린다.`,
        light: `${withParticle(o, '에')} 불이 붙는다. 흔들리는 노란 불빛이 주위로 번져 간다.`.replace(/에에/u, '에'),
        hide: `${withParticle(o, '은')} 이제 눈에 띄지 않는다. 어디 있는지 아무도 모를 것이다.`,
      }[act.verb];
    case 'zh':
      return {
        open: `${o}吱呀一声开了，里面黑乎乎的，得凑近才看得清。`,
        close: `${o}砰的一声合上了，回声在四周荡了好一会儿。`,
        break: `${o}咔嚓一声裂开了，再也拼不回去。`,
        move: `${o}比看上去沉得多，在地上磨出刺耳的声音，总算挪开了，原来的地方露出一块积满灰的空地。`,
        push: `${o}在你手下慢慢动了，发出低沉的吱嘎声。`,
        take: `${o}到了你手里，比想象的沉。`,
        read: `你一行一行地读着${o}，有几个字写得很急，墨迹都晕开了。`,
        light: `${o}噗地亮了起来，昏黄的光一点点铺开，照出了四周。`,
        hide: `${o}藏好了，谁也想不到去那儿找。`,
      }[act.verb];
    default: {
      const O = cap(o);
      return {
        open: `${O} resists, then gives with a creak and comes open. It's dark inside; you have to lean close to see.`,
        close: `${O} shuts with a dull thud, and the sound hangs in the air.`,
        break: `${O} cracks, then gives way with a sharp snap. There's no putting it back now.`,
        move: `${O} is heavier than it looks, but it shifts. Where it was, there's a bare patch of dust.`,
        push: `${O} gives under your hands and shifts with a low groan.`,
        take: `${O} is in your hands now, heavier than you expected.`,
        read: `You read ${o} slowly, line by line. A few words are written in a hurry, the ink smudged.`,
        light: `${O} catches with a hiss, and a warm, shaky light spreads around you.`,
        hide: `${O} is out of sight now; nobody would know where to look.`,
      }[act.verb];
    }
  }
}

/** The option that follows from the object's reaction (in place of "check whether it changed anything"). */
export function objectOption(act: ObjectAct, language: ContentLanguage): string {
  const o = act.object;
  switch (language) {
    case 'vi':
      return { open: `Nhìn kỹ bên trong ${o}`, close: 'Lắng nghe xem bên kia có động tĩnh gì', break: 'Xem kỹ những mảnh vỡ', move: 'Xem kỹ chỗ nó vừa đứng', push: `Đẩy ${o} thêm chút nữa`, take: `Xem kỹ ${o}`, read: `Đọc lại ${o} thật chậm`, light: 'Nhìn quanh dưới ánh sáng mới', hide: 'Làm như chưa có chuyện gì' }[act.verb];
    case 'ko':
      return { open: `${o} 안을 자세히 들여다본다`, close: '저쪽에서 무슨 소리가 나는지 귀를 기울인다', break: '깨진 조각들을 살펴본다', move: '그것이 있던 자리를 살펴본다', push: `${withParticle(o, '을')} 조금 더 민다`, take: `${withParticle(o, '을')} 자세히 살펴본다`, read: `${withParticle(o, '을')} 처음부터 다시 천천히 읽는다`, light: '새 불빛으로 주위를 둘러본다', hide: '아무 일 없었던 듯 행동한다' }[act.verb];
    case 'zh':
      return { open: `仔细看看${o}里面`, close: '听听另一边有没有动静', break: '看看那些碎片', move: '仔细看看它原来待的地方', push: `再把${o}推开一点`, take: `仔细看看${o}`, read: `把${o}从头再慢慢读一遍`, light: '借着新的光看看四周', hide: '装作什么都没发生' }[act.verb];
    default:
      return { open: `Look inside ${o}`, close: 'Listen for anything on the other side', break: 'Look through the pieces', move: 'Look at the spot where it stood', push: `Push ${o} a little further`, take: `Look ${o} over closely`, read: `Read ${o} again, slowly`, light: 'Look around by the new light', hide: 'Act as if nothing happened' }[act.verb];
  }
}
