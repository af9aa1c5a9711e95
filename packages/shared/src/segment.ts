// Customer segments (§1) and how the session's segment is determined (§4). The session's user and
// registries are upstream's shapes (packages/upstream-contract, §3 oauth_user); the rule takes
// only what it reads of them.

/** What the rule reads of a registry: upstream's customer kind. */
export interface SegmentRegistry {
  customerSegment: string;
}

/** What the rule reads of the session's user: its business conventions and registries. */
export interface SegmentUser {
  userInfo?: { businessConventions?: readonly { businessConventionType: string }[] };
  anagrafiche?: readonly SegmentRegistry[];
}

export const SEGMENTS = ['consortia', 'corporate', 'pa', 'pa-non-conv', 'retail'] as const;
export type Segment = (typeof SEGMENTS)[number];

/** Upstream customer kinds (§1) and the segment each belongs to. */
export const CUSTOMER_KIND_SEGMENT = {
  corporate: 'corporate',
  association: 'corporate',
  publicauthority: 'pa',
  pa_nonconv: 'pa-non-conv',
  resident: 'retail',
  condominium: 'retail',
  sme: 'retail',
  none: 'retail',
} as const satisfies Record<string, Segment>;

export type CustomerKind = keyof typeof CUSTOMER_KIND_SEGMENT;

/** §4: with no user info or registry the kind is resident. */
export const DEFAULT_CUSTOMER_KIND: CustomerKind = 'resident';

export const CONSORTIUM_CONVENTION_TYPE = 'consortium';

function isCustomerKind(kind: string): kind is CustomerKind {
  return Object.hasOwn(CUSTOMER_KIND_SEGMENT, kind);
}

export function isSegment(value: unknown): value is Segment {
  return typeof value === 'string' && (SEGMENTS as readonly string[]).includes(value);
}

/**
 * §1, §4: customer kind → segment. A missing kind is resident (retail); a kind the spec does not
 * list is corporate, the default "where nothing else applies".
 */
export function segmentOfCustomerKind(kind: string | null | undefined): Segment {
  if (kind === null || kind === undefined || kind === '') {
    return CUSTOMER_KIND_SEGMENT[DEFAULT_CUSTOMER_KIND];
  }
  return isCustomerKind(kind) ? CUSTOMER_KIND_SEGMENT[kind] : 'corporate';
}

/** §1: a consortium user is one whose first business convention has the type consortium. */
export function isConsortiumUser(user: SegmentUser | null | undefined): boolean {
  return (
    user?.userInfo?.businessConventions?.[0]?.businessConventionType === CONSORTIUM_CONVENTION_TYPE
  );
}

/**
 * §4: consortia when the first business convention is a consortium; otherwise the kind of the
 * selected registry, else of the stored user's first registry, else resident (retail).
 */
export function resolveSegment(input: {
  user?: SegmentUser | null;
  selectedRegistry?: SegmentRegistry | null;
}): Segment {
  if (isConsortiumUser(input.user)) return 'consortia';
  const kind =
    input.selectedRegistry?.customerSegment ?? input.user?.anagrafiche?.[0]?.customerSegment;
  return segmentOfCustomerKind(kind);
}

/**
 * The registries a segment's pages cover together: for a consortium user every
 * registry is a member of the consortium (§1; the §4 section probes ask across all of them), for
 * anyone else those whose customer kind belongs to the segment.
 */
export function registriesOfSegment<R extends SegmentRegistry>(
  segment: Segment,
  registries: readonly R[],
): R[] {
  if (segment === 'consortia') return [...registries];
  return registries.filter((r) => segmentOfCustomerKind(r.customerSegment) === segment);
}

/** §6: each segment has one landing route, its home. */
export const SEGMENT_HOME = {
  consortia: '/consortia',
  corporate: '/corporate',
  pa: '/pa',
  'pa-non-conv': '/pa-non-conv',
  retail: '/retail',
} as const satisfies Record<Segment, string>;

export function landingRoute(segment: Segment): string {
  return SEGMENT_HOME[segment];
}
