/** /admin/conversations[/:id] — the old read-only screen's address: redirects to the Inbox (/admin/inbox[/:id]). */
import { Navigate, useParams } from 'react-router';

/** Redirect, keeping the conversation id. */
export default function ConversationsRedirect() {
  const id = useParams()['*'];
  return <Navigate to={id ? `/inbox/${id}` : '/inbox'} replace />;
}
