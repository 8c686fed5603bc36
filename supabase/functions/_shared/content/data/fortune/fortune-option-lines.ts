/**
 * The reason line after an either/or pick that the question itself argued for (seventh round, class OPTIONS): a cold
 * or rainy day picks the hot dish, a hot day the cool one. {pick} is the option as the visitor wrote it (labelled by
 * fortune-option-label.ts). Korean in 해요체, quoting the option with ‘ ’ as the choice lines do.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { OptionReason } from '../../fortune-option-label.ts';

export const optionReasonLines: Readonly<Record<ContentLanguage, Readonly<Record<OptionReason, readonly string[]>>>> = {
  en: {
    cold: ['[You said it is cold out|On a day this cold], and that settles it: “{pick}” is the one that warms you from the inside.'],
    hot: ['[In this heat|On a day this hot], the lighter plate wins: “{pick}” won’t leave you sluggish afterwards.'],
  },
  vi: {
    cold: ['[Trời lạnh thế này|Bạn bảo trời đang lạnh] thì món nóng thắng: “{pick}” làm ấm người từ bên trong.'],
    hot: ['[Trời nóng thế này|Nóng như vậy] thì món nhẹ, mát thắng: “{pick}” ăn xong không thấy nặng người.'],
  },
  ko: {
    cold: ['[이렇게 추운 날엔|날이 추우니까] 뜨끈한 쪽이 이겨요. ‘{pick}’ 쪽이 속부터 데워 줘요.'],
    hot: ['[이렇게 더운 날엔|날이 더우니까] 가벼운 쪽이 이겨요. ‘{pick}’ 쪽이 먹고 나서도 덜 처져요.'],
  },
  zh: {
    cold: ['[这么冷的天|天冷]，热乎的赢：“{pick}”能从里到外暖起来。'],
    hot: ['[这么热的天|天热]，清爽的赢：“{pick}”吃完不会觉得沉。'],
  },
};
