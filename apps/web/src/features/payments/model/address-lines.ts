/** A contract's address snapshot (a plain record) as display lines: name, street, town, country. */
export function addressLines(address: Record<string, unknown> | null | undefined): string[] {
  if (!address) return [];
  const s = (k: string) => {
    const v = address[k];
    return typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
  };
  const name = s('personName') || [s('firstName'), s('lastName')].filter(Boolean).join(' ');
  const street = [s('detailAddress') || s('poiName'), s('houseNo')].filter(Boolean).join(' ');
  const town = [s('postalCode'), s('city')].filter(Boolean).join(' ');
  return [name, s('company'), street, town, [s('province'), s('country')].filter(Boolean).join(', ')].filter(
    Boolean,
  );
}
