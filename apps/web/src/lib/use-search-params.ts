// The router's useSearchParams hands a functional update the parameters of the render that created the
// setter. A setter kept past its render (a search box's debounced apply, a timer) then writes back an old
// address: typing a search and opening a row within the pause lost the row, as the search's write came
// after and dropped it. This one hands the update the address as it is when the update runs.
import { useCallback } from 'react';
import {
  type NavigateOptions,
  type URLSearchParamsInit,
  // biome-ignore lint/style/noRestrictedImports: the one place that wraps the router's hook
  useSearchParams as useRouterSearchParams,
} from 'react-router';

type ParamsUpdate = URLSearchParamsInit | ((current: URLSearchParams) => URLSearchParamsInit);

export type SetSearchParams = (next: ParamsUpdate, options?: NavigateOptions) => void;

export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const [params, setRouterParams] = useRouterSearchParams();
  const setParams = useCallback<SetSearchParams>(
    (next, options) =>
      setRouterParams(
        typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next,
        options,
      ),
    [setRouterParams],
  );
  return [params, setParams];
}
