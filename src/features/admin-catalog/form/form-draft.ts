import type { ItemFormValues } from './item-form-values';

/**
 * Unsaved form values kept in sessionStorage (this tab only) while a form has changes, so nothing
 * typed is lost when the session expires, the tab reloads or the user signs out mid-edit. The
 * form offers them back the next time it opens.
 */
const PREFIX = 'agrotec.admin-draft:';

export const draftKey = (resource: string, id: number | 'nuevo') => `${resource}:${id}`;

export function loadDraft(key: string): ItemFormValues | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(PREFIX + key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<ItemFormValues>;
    // A draft kept before the form had specifications gets none.
    return typeof draft.name === 'string' && typeof draft.description === 'string'
      ? ({ specs: {}, ...draft } as ItemFormValues)
      : null;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, values: ItemFormValues) {
  try {
    globalThis.sessionStorage?.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // Storage full or unavailable: the leave warning still protects the changes.
  }
}

export function clearDraft(key: string) {
  try {
    globalThis.sessionStorage?.removeItem(PREFIX + key);
  } catch {
    // Nothing to clear.
  }
}
