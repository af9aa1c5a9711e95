// A supply's address on one line: street, postal code and locality, province.
export function addressOf(supply: {
  address?: string | null;
  postalCode?: string | null;
  locality?: string | null;
  province?: string | null;
}): string {
  const place = [supply.postalCode, supply.locality].filter(Boolean).join(' ');
  const withProvince = supply.province ? `${place} (${supply.province})` : place;
  return [supply.address, withProvince].filter(Boolean).join(', ');
}
