/** How a text left the page: through the system share sheet, or copied to the clipboard. */
export type ShareOutcome = 'shared' | 'copied' | 'dismissed';

/** Copies a text to the clipboard (the async Clipboard API, else a hidden text area for older browsers). */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Denied (no focus, no permission): fall through to the text-area way.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('The clipboard is not available.');
}

/**
 * Shares a text with the Web Share API where the browser has it (phones, some desktops), else copies it.
 * A visitor closing the share sheet is `dismissed`, not an error.
 */
export async function shareText(share: { title: string; text: string; url?: string }): Promise<ShareOutcome> {
  const data: ShareData = { title: share.title, text: share.text, ...(share.url ? { url: share.url } : {}) };
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'dismissed';
      // NotAllowedError and the like: copy instead.
    }
  }
  await copyText(share.url ? `${share.text}\n${share.url}` : share.text);
  return 'copied';
}
