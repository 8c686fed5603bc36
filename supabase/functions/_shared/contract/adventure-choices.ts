/**
 * The adventure choice parser of spec §4: a line that starts with a number followed by '.', ')' or ']',
 * or with '-' or a bullet, has that marker stripped and becomes a choice. Shared by the site and the content engine.
 */

const choiceLine = /^\s*(?:\d+\s*[.)\]]|[-•●◦▪▫‣∙·]|\*(?=\s))\s*(.*)$/u;

function cleanChoice(text: string): string {
  return text
    .trim()
    .replace(/^\*\*(.+)\*\*$/u, '$1')
    .replace(/^__(.+)__$/u, '$1')
    .trim();
}

/** The choices of an adventure text, in order, markers stripped; lines with no letter or digit after the marker are skipped. */
export function parseAdventureChoices(text: string): string[] {
  const choices: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const match = choiceLine.exec(line);
    if (!match) continue;
    const choice = cleanChoice(match[1] ?? '');
    if (/[\p{L}\p{N}]/u.test(choice)) choices.push(choice);
  }
  return choices;
}

/** The narration of an adventure text: every line that is not a choice line, trimmed of surrounding blank lines. */
export function adventureNarration(text: string): string {
  return text
    .split(/\r?\n/)
    .filter((line) => !choiceLine.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
