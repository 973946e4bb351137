/** Traces screen (`/admin/traces`, viewer and up): the list of agent turns and one trace's tree and waterfall. */
import { Route, Routes } from 'react-router';
import { TraceDetailPage } from './detail.tsx';
import { TraceListPage } from './list.tsx';
import './traces.css';

/** Routes of the screen: `/traces` (list) and `/traces/:traceId` (one trace). */
export default function TracesScreen() {
  return (
    <Routes>
      <Route index element={<TraceListPage />} />
      <Route path=":traceId" element={<TraceDetailPage />} />
    </Routes>
  );
}
