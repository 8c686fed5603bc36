/**
 * Round 15 of issue 13 (who acts in an invitation): "want to" / "wanna" proposes something to the listener only when the
 * listener is in it ("want to grab lunch?", "do you wanna come", "I want to see you this weekend"). Said of the visitor's
 * own wish to someone else ("i told my mom i want to quit piano") it is no invitation, and the persona must not answer
 * "Meeting up? Absolutely." The check is the clause's subject and whether the listener or a "together" is in it.
 */

/** The visitor as the subject of the wish: I want to / i wanna / I'd like to. */
const ownWish = /\b(?:i|i'd|id|i'm|im)\s+(?:really |just |kinda |still |also |even )?(?:want(?:ed)? to|wanna|would like to|'d like to|going to|gonna)\b/giu;
/** The listener or a "together" in the message: then a wish may still be a proposal to the persona. */
const listenerIn = /\b(?:you|u|ya|your|together|with me|us|we|let'?s|let’s)\b/iu;
/** Other English proposal marks of the invitation patterns, once the visitor's own wish is taken out. */
const otherProposal = /\b(?:wanna|want to|shall we|let'?s|let’s|how about|are you free|you free|fancy|up for|join me|care to|are you coming|will you come|can you come|you coming)\b/iu;

/** Whether an English message read as an invitation only states the visitor's own wish, with no listener in it. */
export function wishNotInvitation(text: string): boolean {
  if (!ownWish.test(text)) return false;
  ownWish.lastIndex = 0;
  const rest = text.replace(ownWish, ' ');
  ownWish.lastIndex = 0;
  return !otherProposal.test(rest) && !listenerIn.test(text);
}
