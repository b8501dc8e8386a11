import { UNSAFE_createBrowserHistory } from 'react-router-dom';
import type { LeaveGuard } from './leave-guard';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * The browser history react-router runs on (unstable_HistoryRouter), with the guard of unsaved input in front
 * (docs/decisions/0591): a push or replace to another path waits for the guard's answer; Back or Forward to another
 * path while it blocks is stepped back at once, then done again when the user agrees. The declarative router has no
 * useBlocker (that needs the data router, kept out of the first load by 0092); this is the blocker it lacks.
 * A change of the query alone (a list's state, 0590) never asks.
 */
export function guardedBrowserHistory(win: Window, guard: LeaveGuard): BrowserHistory {
  const history = UNSAFE_createBrowserHistory({ window: win, v5Compat: true });
  /** A Back or Forward the guard undid: its pop is not the router's. */
  let undoing = false;
  const otherPath = (to: Parameters<BrowserHistory['push']>[0]) => history.createURL(to).pathname !== history.location.pathname;
  const guarded = (move: () => void, to: Parameters<BrowserHistory['push']>[0]) => {
    // Nothing to lose (the usual case): at once, as the unguarded history would.
    if (!guard.blocking || !otherPath(to)) return move();
    void guard.mayLeave().then((leave) => leave && move());
  };
  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, state) => guarded(() => history.push(to, state), to),
    replace: (to, state) => guarded(() => history.replace(to, state), to),
    listen(listener) {
      let shownPath = history.location.pathname;
      return history.listen((update) => {
        if (update.action === 'POP' && undoing) {
          undoing = false;
          return;
        }
        const delta = update.delta;
        if (update.action === 'POP' && delta !== null && delta !== 0 && update.location.pathname !== shownPath && guard.blocking) {
          undoing = true;
          history.go(-delta);
          void guard.mayLeave().then((leave) => leave && history.go(delta));
          return;
        }
        shownPath = update.location.pathname;
        listener(update);
      });
    },
  };
}
