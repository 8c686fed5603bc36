/**
 * Lines of the round-17 second question (issue 13, helper fort18; see fortune-second18.ts): one line that answers the
 * second question of a request in its own form, after the reading answered the first. Slot: {ask} (the second question
 * told back).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { SecondForm } from '../../fortune-second18.ts';

export const secondLines: Readonly<Record<ContentLanguage, Readonly<Record<SecondForm, readonly string[]>>>> = {
  en: {
    say: ['And your second question, {ask}: one or two plain, kind sentences are enough, what you decided and one reason, then stop; the shorter it is, the less there is to argue with.'],
    doctor: ['And your second question, {ask}: yes, if it keeps on for more than two weeks, gets worse, or something new comes with it; write down when it happens and what came just before, and take those notes with you.'],
    again: ['And your second question, {ask}: only if what caused it last time is still there. Name that one thing before you decide, and watch for it in the first few weeks; if it has really changed, the old story does not have to repeat.'],
    how: ['And your second question, {ask}: start with the smallest first piece you can manage this week, keep it plain and kind, and let the rest of the way show itself after that piece.'],
  },
  vi: {
    say: ['Còn câu hỏi thứ hai, {ask}: một hai câu rõ ràng, tử tế là đủ, điều bạn đã quyết và một lý do, rồi dừng; càng ngắn thì càng ít chỗ để tranh cãi.'],
    doctor: ['Còn câu hỏi thứ hai, {ask}: có, nếu nó kéo dài quá hai tuần, nặng hơn, hoặc có thêm dấu hiệu mới; ghi lại lúc nó xảy ra và điều gì diễn ra ngay trước đó, rồi mang theo khi đi khám.'],
    again: ['Còn câu hỏi thứ hai, {ask}: chỉ khi điều gây ra nó lần trước vẫn còn đó. Hãy gọi tên đúng điều ấy trước khi quyết, và để ý nó trong mấy tuần đầu; nếu nó đã thật sự thay đổi, chuyện cũ không nhất thiết lặp lại.'],
    how: ['Còn câu hỏi thứ hai, {ask}: bắt đầu từ phần nhỏ nhất bạn làm được trong tuần này, giữ nó đơn giản và tử tế, phần đường còn lại sẽ hiện ra sau bước đó.'],
  },
  ko: {
    say: ['두 번째 질문, ‘{ask}’에 답하면요. 담백하고 다정한 한두 문장이면 충분해요. 정한 것과 이유 하나만 말하고 멈추세요. 짧을수록 다툴 거리가 줄어요.'],
    doctor: ['두 번째 질문, ‘{ask}’에 답하면요. 네, 2주 넘게 이어지거나, 심해지거나, 새로운 증상이 같이 오면 가 보세요. 언제 그런지, 바로 전에 뭘 했는지 적어서 가져가시고요.'],
    again: ['두 번째 질문, ‘{ask}’에 답하면요. 지난번에 그렇게 만든 원인이 아직 그대로일 때만 그래요. 정하기 전에 그 한 가지를 이름 붙여 보고, 처음 몇 주 동안 지켜보세요. 그게 정말 달라졌다면 예전 이야기가 되풀이될 필요는 없어요.'],
    how: ['두 번째 질문, ‘{ask}’에 답하면요. 이번 주에 할 수 있는 가장 작은 첫 조각부터 시작하세요. 담백하고 다정하게요. 나머지 길은 그 조각 다음에 보여요.'],
  },
  zh: {
    say: ['至于你的第二个问题，{ask}：一两句平实、温和的话就够了，说你的决定和一个理由，然后停下；越短，可争的就越少。'],
    doctor: ['至于你的第二个问题，{ask}：要，如果持续超过两周、越来越重，或者出现了新的症状；记下每次发生的时间和之前做了什么，带着这些去看。'],
    again: ['至于你的第二个问题，{ask}：只有上次造成它的原因还在，才会。做决定前先把那一件事说清楚，头几周留意它；如果它真的变了，旧故事不必重演。'],
    how: ['至于你的第二个问题，{ask}：从这周你能做到的最小的一步开始，平实、温和地做，其余的路会在那一步之后显出来。'],
  },
};
