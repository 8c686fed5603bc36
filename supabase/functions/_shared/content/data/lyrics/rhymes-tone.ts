/**
 * Rap rhyme tails for the dark and fiery emotions (issue 13, fifth read): the stock tails ("让梦飞翔", "照亮前方",
 * "để giấc mơ tung bay", "더 높이 날아") are uplift, and an anger or breakup rap ending every bar on dreams taking flight
 * says the opposite of the request. Each family ends on one rhyme; no tail carries a place, object or person (rule B).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** Rhyme families per language for anger ("fire") and for sadness, breakup and longing ("ache"). */
export const toneRhymes: Record<ContentLanguage, { fire: readonly (readonly string[])[]; ache: readonly (readonly string[])[] }> = {
  en: {
    fire: [
      ["I won't back down", 'I stand my ground', 'hear how it sounds', 'not another round', 'burning it down', 'the anger is loud'],
      ['fire in my eyes', "I'm done being nice", 'sick of the lies', 'no more compromise', 'feel the pressure rise', 'I paid the price'],
    ],
    ache: [
      ['the empty space', 'a missing face', 'an old embrace', 'I lost my place', 'no saving grace', 'a slower pace'],
      ['still on my mind', 'the ones left behind', 'the ties that bind', 'hard to unwind', 'no peace to find', 'the clock unwinds'],
    ],
  },
  vi: {
    fire: [
      ['đủ rồi đấy', 'lửa giận bốc cháy', 'không cúi đầu nữa đây', 'nắm chặt bàn tay', 'nuốt giận mỗi ngày', 'đừng coi thường ta vậy'],
      ['mệt lắm rồi', 'giận sôi cả người', 'đủ rồi, thôi', 'nói thẳng một lời', 'chẳng ai nghe tôi', 'nóng như lửa sôi'],
    ],
    ache: [
      ['nước mắt cứ rơi', 'nhớ mãi không vơi', 'chẳng nói nên lời', 'một mình giữa đời', 'người đã xa rồi', 'như mưa đang rơi'],
      ['lòng vẫn ngổn ngang', 'ký ức dở dang', 'đêm dài mênh mang', 'bước chân lang thang', 'chiều buông muộn màng', 'nỗi nhớ miên man'],
    ],
  },
  ko: {
    fire: [
      ['더는 못 참아', '고개 숙이지 않아', '속이 타들어 가', '이제 그만해 봐', '꾹 참았던 말', '주먹을 꽉 쥐어 봐'],
      ['이건 불공평해', '속은 부글부글해', '더는 조용히 안 해', '내 목소리로 말해', '참는 건 오늘까지만 해', '숨이 턱 막히게 해'],
    ],
    ache: [
      ['지워지지 않아', '아직도 네가 남아', '눈물이 차올라', '말없이 돌아서 가', '시간은 멈춘 듯 가', '혼자 남은 자리야'],
      ['잠 못 드는 밤', '텅 비어 버린 맘', '멈춰 버린 삶', '차가운 바람', '떠나간 사람', '닿지 않는 말'],
    ],
  },
  zh: {
    fire: [
      ['忍到极限', '不再敷衍', '怒火点燃', '话说在前', '别再视而不见', '心里火在冒烟'],
      ['受够了吵闹', '火气往上冒', '一肚子牢骚', '别再对我咆哮', '这口气咽不掉', '谁也别想把我压倒'],
    ],
    ache: [
      ['空空的房', '回不去的地方', '夜太长', '泪在眼眶', '心里发凉', '旧日的模样'],
      ['说不出口', '空着双手', '一个人走', '泪往下流', '夜里难受', '回忆太久'],
    ],
  },
};
