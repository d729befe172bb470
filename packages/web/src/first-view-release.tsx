import { useEffect } from 'react';

/**
 * A page the server rendered arrives inert (first-view.ts): painted, but not to be typed into or
 * clicked before React has taken it over, or what was typed would be replaced by the form's state
 * and the click lost. React hydrates each Suspense boundary of it on its own, an inner one only
 * after its parent has committed (a company Home has three: the app's, the company area's, the
 * Home's part), and a click on a part not yet hydrated is dropped. So each of the app's boundaries
 * renders `Hydrated` beside its content, and the page is let go once as many have committed as
 * the server rendered (React's `<!--$-->` markers in #root), or, should a boundary not say so, a
 * while after the first did.
 */
const RELEASE_ANYWAY_MS = 3000;

let awaited: number | undefined;
let releaseAnyway: ReturnType<typeof setTimeout> | undefined;

/** Boundaries the server rendered whole: React marks each `<!--$-->`. */
function serverBoundaries(root: HTMLElement): number {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  let count = 0;
  while (walker.nextNode()) if (walker.currentNode.nodeValue === '$') count++;
  return count;
}

function release(root: HTMLElement): void {
  clearTimeout(releaseAnyway);
  root.removeAttribute('inert');
}

/** Marks its Suspense boundary hydrated; the last one lets the page go. */
export function Hydrated() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root?.hasAttribute('inert')) return;
    awaited ??= serverBoundaries(root);
    awaited -= 1;
    if (awaited <= 0) release(root);
    else releaseAnyway ??= setTimeout(() => release(root), RELEASE_ANYWAY_MS);
  }, []);
  return null;
}
