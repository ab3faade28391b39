/** Lowercase ASCII slug of letters, digits and single hyphens ("Invernadero túnel 8 × 30" → "invernadero-tunel-8-30"). */
export function slugify(text: string, maxLength = 80): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
}
