import type { ListPage } from '@worksite/view-models';
import { reaction } from 'mobx';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * A list page's state in its URL query (docs/decisions/0590): opened at the query's state (F5, Back, a shared link;
 * a bad value at its default), and again when the query changes from outside (Back within the page, the menu entry
 * clicked); each change of page, size, sort or search replaces the list's part of the query (other parameters,
 * the back office's pjctid1 / enterpid1, stay), so Back leaves the page as it was.
 * A list that keeps no state in the URL just loads.
 */
export function useUrlListState(list: ListPage): void {
  const location = useLocation();
  const { search } = location;
  const navigate = useNavigate();
  const state = list.data;
  const opened = useRef(false);
  /** The address's query as last rendered: the list writes its part into it, keeping the others (pjctid1 …). */
  const current = useRef(location);
  current.current = location;
  useEffect(() => {
    if (state === undefined) {
      void list.load();
      return;
    }
    const query = search.replace(/^\?/, '');
    if (opened.current && state.listPartOf(query) === state.urlQuery) return;
    opened.current = true;
    void state.openAt(query);
  }, [list, state, search]);
  useEffect(() => {
    if (state === undefined) return undefined;
    return reaction(
      () => state.urlQuery,
      () => {
        const { pathname, search: shown, hash } = current.current;
        const query = state.addressQuery(shown.replace(/^\?/, ''));
        navigate({ pathname, search: query === '' ? '' : `?${query}`, hash }, { replace: true });
      },
    );
  }, [state, navigate]);
}
