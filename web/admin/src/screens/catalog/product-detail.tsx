/**
 * /admin/catalog/products/:id — one product: description, variants (option values, prices, inventory) in a
 * DataTable, images (a placeholder when one fails to load), organization and attributes. Read-only: the catalog
 * comes from imports (or the platform).
 */
import { Badge, Banner, BlockStack, Card, DataTable, InlineStack, Layout, List, Page, SkeletonBodyText, Text } from '@shopify/polaris';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { api, ApiError, errorMessage } from '../../api.ts';
import type { ApiResponse } from '../../../../api/index.ts';
import { ProductImage } from './product-image.tsx';
import { ProductStatusBadge } from './products.tsx';
import { formatMoney, type ProductDetail, type Variant } from './types.ts';

function inventoryCell(v: Variant): string {
  if (v.inventory_available === null) return 'Not tracked';
  const sell = v.inventory_policy === 'continue' && v.inventory_available <= 0 ? ' (keeps selling)' : '';
  return `${v.inventory_available}${sell}`;
}

function Detail({ p }: { p: ProductDetail }) {
  const optionNames = p.options.map((o) => o.name).filter((n) => n !== 'Title');
  const rows = p.variants.map((v) => [
    v.title,
    v.sku || '–',
    ...optionNames.map((n) => v.option_values[n] ?? '–'),
    formatMoney(v.price_cents, p.currency),
    v.compare_at_price_cents === null ? '–' : formatMoney(v.compare_at_price_cents, p.currency),
    inventoryCell(v),
    v.available === null ? 'Not tracked' : v.available ? 'Available' : 'Sold out',
  ]);
  const attributes = Object.entries(p.attributes);
  return (
    <Layout>
      <Layout.Section>
        <BlockStack gap="400">
          <Card padding="0">
            <BlockStack gap="0">
              <div className="catalog-card-heading"><Text as="h2" variant="headingMd">Variants ({p.variants.length})</Text></div>
              <DataTable
                columnContentTypes={['text', 'text', ...optionNames.map(() => 'text' as const), 'numeric', 'numeric', 'numeric', 'text']}
                headings={['Variant', 'SKU', ...optionNames, 'Price', 'Compare at', 'Inventory', 'Availability']}
                rows={rows}
              />
            </BlockStack>
          </Card>
          <Card>
            <BlockStack gap="200">
              <Text as="h2" variant="headingMd">Description</Text>
              {p.description_text ? <Text as="p">{p.description_text}</Text> : <Text as="p" tone="subdued">No description.</Text>}
              {p.bullet_points.length > 0 && <List>{p.bullet_points.map((b) => <List.Item key={b}>{b}</List.Item>)}</List>}
            </BlockStack>
          </Card>
        </BlockStack>
      </Layout.Section>
      <Layout.Section variant="oneThird">
        <BlockStack gap="400">
          <Card>
            <BlockStack gap="300">
              <Text as="h2" variant="headingMd">Images ({p.images.length})</Text>
              {p.images.length === 0 ? <ProductImage src={null} alt={p.title} size={96} /> : (
                <div className="catalog-image-grid">
                  {p.images.map((img) => <ProductImage key={`${img.position}-${img.src}`} src={img.src} alt={img.alt || p.title} size={96} />)}
                </div>
              )}
            </BlockStack>
          </Card>
          <Card>
            <BlockStack gap="200">
              <Text as="h2" variant="headingMd">Organization</Text>
              <Text as="p"><Text as="span" tone="subdued">Vendor</Text> {p.vendor || '–'}</Text>
              <Text as="p"><Text as="span" tone="subdued">Type</Text> {p.product_type || '–'}</Text>
              {p.category.length > 0 && <Text as="p"><Text as="span" tone="subdued">Category</Text> {p.category.join(' › ')}</Text>}
              {p.rating !== null && <Text as="p"><Text as="span" tone="subdued">Rating</Text> {p.rating} / 5{p.rating_count ? ` (${p.rating_count.toLocaleString()})` : ''}</Text>}
              <Text as="p"><Text as="span" tone="subdued">Handle</Text> {p.handle}</Text>
              {p.tags.length > 0 && <InlineStack gap="100">{p.tags.map((t) => <Badge key={t}>{t}</Badge>)}</InlineStack>}
            </BlockStack>
          </Card>
          {attributes.length > 0 && (
            <Card>
              <BlockStack gap="200">
                <Text as="h2" variant="headingMd">Attributes</Text>
                {attributes.map(([k, v]) => <Text as="p" key={k}><Text as="span" tone="subdued">{k}</Text> {v}</Text>)}
              </BlockStack>
            </Card>
          )}
        </BlockStack>
      </Layout.Section>
    </Layout>
  );
}

/** The product detail page. */
export function ProductDetailPage() {
  const id = useParams().id!;
  const navigate = useNavigate();
  const q = useQuery({ queryKey: ['catalog', 'product', id], queryFn: ({ signal }) => api.get<ApiResponse<'/api/v1/admin/products/{id}', 'get'>>(`/api/v1/admin/products/${encodeURIComponent(id)}`, signal) });
  const p = q.data?.product;
  const back = { content: 'Catalog', onAction: () => navigate(-1) };
  if (q.isError) {
    const missing = q.error instanceof ApiError && q.error.status === 404;
    return (
      <Page backAction={back} title="Product">
        <Banner tone={missing ? 'warning' : 'critical'} title={missing ? 'This product does not exist in your store' : 'The product could not be loaded'}>
          {!missing && errorMessage(q.error)}
        </Banner>
      </Page>
    );
  }
  return (
    <Page
      backAction={back}
      title={p?.title ?? 'Product'}
      titleMetadata={p ? <ProductStatusBadge status={p.status} /> : undefined}
      subtitle={p ? [p.vendor, p.product_type].filter(Boolean).join(' · ') : undefined}
      secondaryActions={p?.url ? [{ content: 'View on store', url: p.url, external: true }] : undefined}
    >
      {p ? <Detail p={p} /> : <Card><SkeletonBodyText lines={8} /></Card>}
    </Page>
  );
}
