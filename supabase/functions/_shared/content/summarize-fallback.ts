/**
 * The summarizer's honest fall-through (issue 13, round 9): when the visitor gave no text to summarize, only a link or a
 * request ("can you summarize this article? https://…", "tóm tắt giúp mình", "요약해 줘", "帮我总结一下"), the answer says
 * what it understood and asks for the text instead of "summarizing" the request itself. Pure string work.
 */
import { summaryFallback } from './data/summarize/fallback.ts';
import type { ContentLanguage } from '../contract/content-types.ts';

/** A web address (its host is group 1). */
const link = /\b(?:https?:\/\/|www\.)([\p{L}\p{N}.-]+\.[\p{L}]{2,})(?:[/?#][^\s]*)?/giu;

/** Words of a request to summarize, in any of the four languages (they carry no content of their own). */
const request = /\b(?:can|could|would|will)\s+you|\bplease\b|\bpls\b|\bsummari[sz]e|\bsummary\b|\btl;?dr\b|\bthis\b|\bthat\b|\barticle\b|\bpost\b|\blink\b|\bfor\s+me\b|\bthe\b|\bof\b|\bit\b|(?<![\p{L}\p{M}])(?:tóm tắt|giúp|mình|với|nhé|nha|bài này|bài viết|link này|đoạn này|cho|hộ|ạ|bạn|cái này)(?![\p{L}\p{M}])|요약|해\s?줘|해\s?주세요|부탁|이거|이\s?기사|이\s?글|좀|링크|总结|概括|一下|帮我|这篇|文章|链接|请|吗|谢谢/giu;

/** Whether a piece of text still says something once links and request words are gone. */
function hasContent(rest: string): boolean {
  const letters = rest.replace(/[\s\p{P}\p{S}\p{N}]+/gu, '');
  const words = rest.split(/\s+/u).filter((word) => /\p{L}{2,}/u.test(word));
  return /[\p{Script=Han}\p{Script=Hangul}]/u.test(letters) ? [...letters].length >= 6 : words.length >= 3;
}

/**
 * The reply when the input holds no text to summarize (a link or a bare request), in the interface language; null when
 * there is a text.
 */
export function nothingToSummarize(input: string, language: ContentLanguage): string | null {
  const trimmed = input.trim();
  if ([...trimmed].length > 400) return null;
  const hosts = [...trimmed.matchAll(link)].map((match) => (match[1] ?? '').replace(/^www\./iu, ''));
  const rest = trimmed.replace(link, ' ').replace(request, ' ');
  if (hasContent(rest)) return null;
  const host = hosts[0];
  if (host !== undefined) return summaryFallback[language].link(host);
  // A bare request: only when request words were all there was (not a one-word note such as "Milk").
  return trimmed.replace(request, '').replace(/[\s\p{P}\p{S}]+/gu, '') === '' ? summaryFallback[language].request : null;
}
