/**
 * Sharing a link: the phone's share sheet where there is one, else the clipboard.
 * Pure browser helpers; the toasts that report the outcome live with the components.
 */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** A phone (coarse pointer) whose browser offers the Web Share API. */
export function canUseWebShare(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/** Copies text with the Clipboard API, or with a hidden text area where that API is missing. */
export async function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Denied (no permission, page not focused): try the older way below.
    }
  }
  return copyWithTextArea(text);
}

function copyWithTextArea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Shares `url` (titled `title`) through the share sheet on phones, else copies it. */
export async function shareLink(url: string, title: string): Promise<ShareOutcome> {
  if (canUseWebShare()) {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if ((error as DOMException | undefined)?.name === 'AbortError') return 'cancelled';
      // The sheet failed to open: fall back to copying.
    }
  }
  return (await copyText(url)) ? 'copied' : 'failed';
}

/** Opens an external address in a new tab, without giving it a handle on this page. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}
