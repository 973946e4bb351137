/**
 * /admin/catalog: Products (search + filters), Search tester, Import — as Tabs whose selection is the URL
 * (/catalog, /catalog/search-tester, /catalog/import) — and /catalog/products/:id, the product detail page.
 */
import { Page, Tabs } from '@shopify/polaris';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { ImportTab } from './import.tsx';
import { ProductDetailPage } from './product-detail.tsx';
import { ProductsTab } from './products.tsx';
import { SearchTesterTab } from './search-tester.tsx';
import './catalog.css';

const TABS = [
  { id: 'products', content: 'Products', path: '/catalog', panel: <ProductsTab /> },
  { id: 'search-tester', content: 'Search tester', path: '/catalog/search-tester', panel: <SearchTesterTab /> },
  { id: 'import', content: 'Import', path: '/catalog/import', panel: <ImportTab /> },
];

function CatalogTabs() {
  const location = useLocation();
  const navigate = useNavigate();
  const rest = location.pathname.replace(/^.*\/catalog\/?/, '');
  const selected = Math.max(TABS.findIndex((t) => t.id === rest), 0);
  return (
    <Page title="Catalog" subtitle="The products the agent searches and recommends" fullWidth>
      <Tabs tabs={TABS.map(({ id, content }) => ({ id, content, panelID: `${id}-panel` }))} selected={selected} onSelect={(i) => navigate(TABS[i]!.path)}>
        <div id={`${TABS[selected]!.id}-panel`} className="catalog-panel">{TABS[selected]!.panel}</div>
      </Tabs>
    </Page>
  );
}

/** The catalog screen (lazy-loaded by routes.tsx). */
export default function CatalogScreen() {
  return (
    <Routes>
      <Route path="products/:id" element={<ProductDetailPage />} />
      <Route path="*" element={<CatalogTabs />} />
    </Routes>
  );
}
