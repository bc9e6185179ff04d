import { isRouteErrorResponse } from 'react-router';

/**
 * A route's client action around its server action: the server's answer, or `failed()` when the
 * post never reached it (the network, a proxy's error page), so that the form says so in place
 * instead of the error page, as its API call's failure used to be said. A refusal the server
 * threw (a 404) stays thrown.
 */
export async function unlessUnreached(serverAction: () => Promise<unknown>, failed: () => unknown) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    const answer = failed();
    if (answer === undefined) throw error;
    return answer;
  }
}
