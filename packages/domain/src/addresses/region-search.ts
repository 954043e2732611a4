/**
 * The search key of region and district names (decision 024): what a buyer types must find the place
 * however the country writes it — "Munchen" finds München, "lodz" finds Łódź, "strasse" finds Straße.
 * Compatibility decomposition drops the accents; the letters that do not decompose are spelled out;
 * case and punctuation go. The server stores the key beside each name and the picker filters with
 * the same function, so both sides agree on what matches.
 */
const SPELLED: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  ł: 'l',
  Ł: 'l',
  ø: 'o',
  Ø: 'o',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

export function normaliseSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßẞłŁøØæÆœŒđĐðþı]/g, (c) => SPELLED[c] ?? c)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
