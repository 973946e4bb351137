/** /admin/knowledge: the article list, /knowledge/new and /knowledge/:id (editor with server-rendered preview). */
import { Route, Routes } from 'react-router';
import { ArticleEditorPage } from './editor.tsx';
import { ArticleList } from './list.tsx';
import './knowledge.css';

/** The knowledge screen (lazy-loaded by routes.tsx). */
export default function KnowledgeScreen() {
  return (
    <Routes>
      <Route index element={<ArticleList />} />
      <Route path="new" element={<ArticleEditorPage isNew />} />
      <Route path=":id" element={<ArticleEditorPage />} />
    </Routes>
  );
}
