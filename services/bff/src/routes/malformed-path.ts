// A path whose percent-encoding does not decode (/%E0%A4%A) names no page and no API route. The
// router would refuse it with its own JSON before any hook ran; rewritten to a path that is no
// route, it is answered as every unknown path is — the 404 page for a navigation, the API's own
// answer under /api — with the security headers and logs of any other request.

/** Where an unknown page's request goes (no route of the table has it). */
export const UNKNOWN_PAGE = '/not-found';
/** Where an unknown API request goes. */
export const UNKNOWN_API = '/api/not-found';

/** The URL to route: the request's own, or an unknown path when its path does not decode. */
export function routableUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return firstSegment(path) === 'api' ? UNKNOWN_API : UNKNOWN_PAGE;
  }
}

/** The path's first segment decoded (/%61pi/… is /api/…), or as written when it does not decode. */
function firstSegment(path: string): string {
  const first = path.split('/')[1] ?? '';
  try {
    return decodeURIComponent(first);
  } catch {
    return first;
  }
}
