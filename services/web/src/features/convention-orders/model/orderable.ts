// Which of the body's supplies an order may name: those of the commodity that
// are not ceased and not already in an order the supplier has not refused (the API refuses them,
// reason pointAlreadyOrdered).
export function orderableSupplies<S extends { id: string; status: string }>(
  supplies: readonly S[],
  ordered: readonly { supplyId?: string | null; connectionState: string }[],
): S[] {
  const taken = new Set(
    ordered.filter((p) => p.supplyId && p.connectionState !== 'REJECTED').map((p) => p.supplyId),
  );
  return supplies.filter((s) => s.status !== 'CEASED' && !taken.has(s.id));
}
