/** TanStack Query hooks of the traces screen. */
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../api.ts';
import type { TraceDetail, TraceList } from './types.ts';

/** Page size of the traces list. */
export const TRACE_PAGE = 50;

/** Query keys (invalidate `['traces']` to refresh everything). */
export const traceKeys = {
  list: (query: string) => ['traces', 'list', query] as const,
  detail: (id: string) => ['traces', 'detail', id] as const,
};

/** GET /api/v1/admin/traces with `query` (an API query string), page after page (keyset cursor). */
export function useTraceList(query: string) {
  return useInfiniteQuery({
    queryKey: traceKeys.list(query),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const q = new URLSearchParams(query);
      q.set('limit', String(TRACE_PAGE));
      if (pageParam) q.set('cursor', pageParam);
      return api.get<TraceList>(`/api/v1/admin/traces?${q}`, signal);
    },
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/admin/traces/{traceId} (another store's id → ApiError not_found). */
export function useTrace(traceId: string) {
  return useQuery({
    queryKey: traceKeys.detail(traceId),
    queryFn: ({ signal }) => api.get<TraceDetail>(`/api/v1/admin/traces/${encodeURIComponent(traceId)}`, signal),
  });
}

/** `value`, updated only after it stopped changing for `ms` (typing in a filter does not fire a request per key). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return current;
}
