/**
 * The Products tab: an IndexTable of the store's products with a search field and Filters (status, vendor,
 * product type, availability, price range), offset pages of 50 and the total. Filters live in the URL, so a reload
 * or Back keeps them.
 */
import {
  Badge, Banner, BlockStack, Box, Card, ChoiceList, EmptyState, Filters, IndexTable, InlineStack, SkeletonBodyText, Text, TextField,
  type AppliedFilterInterface, type FilterInterface,
} from '@shopify/polaris';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EMPTY_IMAGE } from '../../components/empty-image.ts';
import { LinkRow, RowLink } from '../../components/row-link.tsx';
import { api, errorMessage, useStaffSession } from '../../api.ts';
import { ProductImage } from './product-image.tsx';
import { formatMoney, formatPriceRange, type ProductFacets, type ProductList, type ProductListItem } from './types.ts';
import { currencySymbol, minorDigits, parseMoney } from '../../../../../src/shared/money.ts';

const PAGE = 50;
const STATUS_CHOICES = [{ label: 'Active', value: 'active' }, { label: 'Draft', value: 'draft' }, { label: 'Archived', value: 'archived' }];
const STOCK_CHOICES = [{ label: 'In stock', value: 'true' }, { label: 'Out of stock', value: 'false' }];

/** Product status as a Polaris Badge. */
export function ProductStatusBadge({ status }: { status: string }) {
  const tone = status === 'active' ? 'success' : status === 'draft' ? 'info' : undefined;
  return <Badge tone={tone}>{status.charAt(0).toUpperCase() + status.slice(1)}</Badge>;
}

/** "12 in stock for 3 variants", "Out of stock", "Not tracked". */
function inventoryText(p: ProductListItem): string {
  if (p.inventory_total === null) return p.variants_count > 1 ? `Not tracked (${p.variants_count} variants)` : 'Not tracked';
  const variants = p.variants_count > 1 ? ` for ${p.variants_count} variants` : '';
  return `${p.inventory_total} in stock${variants}`;
}

/** An amount typed by staff ("19.99", "5000" yen, "12.500" KWD) → the currency's minor units for the API (empty or invalid → undefined). */
function toCents(v: string | null, currency: string): string | undefined {
  const minor = v ? parseMoney(v, currency) : null;
  return minor === null ? undefined : String(minor);
}

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** The Products tab. */
export function ProductsTab() {
  const { store } = useStaffSession();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(params.get('q') ?? '');
  const debounced = useDebounced(query, 300);
  const list = (key: string) => params.get(key)?.split(',').filter(Boolean) ?? [];
  const status = list('status');
  const vendor = list('vendor');
  const productType = list('product_type');
  const inStock = params.get('in_stock');
  const priceMin = params.get('price_min');
  const priceMax = params.get('price_max');
  const page = Math.max(Number(params.get('page') ?? '1') || 1, 1);

  /** Set (or, with null/empty, remove) URL params and go back to page 1. */
  const update = (changes: Record<string, string | string[] | null>) => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) {
        const s = Array.isArray(v) ? v.join(',') : v;
        if (s) next.set(k, s);
        else next.delete(k);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    }, { replace: true });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text drives this
  useEffect(() => {
    if ((params.get('q') ?? '') !== debounced) update({ q: debounced || null });
  }, [debounced]);

  const apiQuery = new URLSearchParams({ limit: String(PAGE), offset: String((page - 1) * PAGE) });
  if (debounced) apiQuery.set('q', debounced);
  if (status.length) apiQuery.set('status', status.join(','));
  if (vendor.length) apiQuery.set('vendor', vendor.join(','));
  if (productType.length) apiQuery.set('product_type', productType.join(','));
  if (inStock) apiQuery.set('in_stock', inStock);
  const minCents = toCents(priceMin, store.currency);
  const maxCents = toCents(priceMax, store.currency);
  if (minCents) apiQuery.set('price_min', minCents);
  if (maxCents) apiQuery.set('price_max', maxCents);

  const products = useQuery({
    queryKey: ['catalog', 'products', apiQuery.toString()],
    queryFn: ({ signal }) => api.get<ProductList>(`/api/v1/admin/products?${apiQuery}`, signal),
    placeholderData: keepPreviousData,
  });
  const facets = useQuery({ queryKey: ['catalog', 'facets'], queryFn: ({ signal }) => api.get<ProductFacets>('/api/v1/admin/product-facets', signal), staleTime: 60_000 });

  const facetChoices = (values: { value: string; count: number }[] | undefined) => (values ?? []).map((f) => ({ label: `${f.value} (${f.count})`, value: f.value }));
  const filters: FilterInterface[] = [
    { key: 'status', label: 'Status', pinned: true, filter: <ChoiceList title="Status" titleHidden allowMultiple choices={STATUS_CHOICES} selected={status} onChange={(v) => update({ status: v })} /> },
    { key: 'in_stock', label: 'Availability', pinned: true, filter: <ChoiceList title="Availability" titleHidden choices={STOCK_CHOICES} selected={inStock ? [inStock] : []} onChange={(v) => update({ in_stock: v[0] ?? null })} /> },
    { key: 'vendor', label: 'Vendor', filter: <ChoiceList title="Vendor" titleHidden allowMultiple choices={facetChoices(facets.data?.vendors)} selected={vendor} onChange={(v) => update({ vendor: v })} /> },
    { key: 'product_type', label: 'Product type', filter: <ChoiceList title="Product type" titleHidden allowMultiple choices={facetChoices(facets.data?.product_types)} selected={productType} onChange={(v) => update({ product_type: v })} /> },
    {
      key: 'price', label: 'Price', filter: (
        <InlineStack gap="200" wrap={false}>
          <TextField label="Min" type="number" min={0} step={10 ** -minorDigits(store.currency)} prefix={currencySymbol(store.currency, navigator.language)} autoComplete="off" value={priceMin ?? ''} onChange={(v) => update({ price_min: v })} />
          <TextField label="Max" type="number" min={0} step={10 ** -minorDigits(store.currency)} prefix={currencySymbol(store.currency, navigator.language)} autoComplete="off" value={priceMax ?? ''} onChange={(v) => update({ price_max: v })} />
        </InlineStack>
      ),
    },
  ];
  const applied: AppliedFilterInterface[] = [];
  if (status.length) applied.push({ key: 'status', label: `Status: ${status.join(', ')}`, onRemove: () => update({ status: null }) });
  if (inStock) applied.push({ key: 'in_stock', label: inStock === 'true' ? 'In stock' : 'Out of stock', onRemove: () => update({ in_stock: null }) });
  if (vendor.length) applied.push({ key: 'vendor', label: `Vendor: ${vendor.join(', ')}`, onRemove: () => update({ vendor: null }) });
  if (productType.length) applied.push({ key: 'product_type', label: `Type: ${productType.join(', ')}`, onRemove: () => update({ product_type: null }) });
  if (minCents || maxCents) {
    const label = minCents && maxCents ? `${formatMoney(Number(minCents), store.currency)} – ${formatMoney(Number(maxCents), store.currency)}`
      : minCents ? `≥ ${formatMoney(Number(minCents), store.currency)}` : `≤ ${formatMoney(Number(maxCents), store.currency)}`;
    applied.push({ key: 'price', label: `Price ${label}`, onRemove: () => update({ price_min: null, price_max: null }) });
  }

  const data = products.data;
  const rows = data?.products ?? [];
  const from = data && data.total > 0 ? (page - 1) * PAGE + 1 : 0;
  const to = data ? (page - 1) * PAGE + rows.length : 0;

  return (
    <BlockStack gap="300">
      {products.isError && <Banner tone="critical" title="Products could not be loaded">{errorMessage(products.error)}</Banner>}
      <Card padding="0">
        <Box padding="200">
          <Filters
            queryValue={query}
            queryPlaceholder="Search products by words, title, handle or SKU"
            filters={filters}
            appliedFilters={applied}
            onQueryChange={setQuery}
            onQueryClear={() => setQuery('')}
            onClearAll={() => { setQuery(''); setParams(new URLSearchParams(), { replace: true }); }}
            loading={products.isFetching}
          />
        </Box>
        <IndexTable
          resourceName={{ singular: 'product', plural: 'products' }}
          itemCount={rows.length}
          selectable={false}
          loading={products.isFetching && !!data}
          emptyState={products.isPending ? <Box padding="400"><SkeletonBodyText lines={6} /></Box> : (
            <EmptyState heading="No products found" image={EMPTY_IMAGE}>
              <p>Try other words or remove filters. New stores import products on the Import tab.</p>
            </EmptyState>
          )}
          headings={[{ title: '' }, { title: 'Product' }, { title: 'Status' }, { title: 'Inventory' }, { title: 'Price', alignment: 'end' }, { title: 'Vendor' }, { title: 'Type' }]}
          pagination={{
            hasPrevious: page > 1, hasNext: !!data && to < data.total,
            onPrevious: () => update({ page: String(page - 1) }), onNext: () => update({ page: String(page + 1) }),
            label: data ? `${from.toLocaleString()}–${to.toLocaleString()} of ${data.total.toLocaleString()}` : '',
          }}
        >
          {rows.map((p, i) => (
            <LinkRow id={p.id} key={p.id} position={i}>
              <IndexTable.Cell><ProductImage src={p.image_url} alt={p.title} /></IndexTable.Cell>
              <IndexTable.Cell>
                {/* The row's primary link: a click anywhere on the row follows it, and keyboard users reach it by Tab. */}
                <div className="catalog-title-cell">
                  <RowLink to={`/catalog/products/${p.id}`}><Text as="span" fontWeight="semibold" truncate>{p.title}</Text></RowLink>
                </div>
              </IndexTable.Cell>
              <IndexTable.Cell><ProductStatusBadge status={p.status} /></IndexTable.Cell>
              <IndexTable.Cell>
                <Text as="span" tone={p.available === false ? 'critical' : undefined}>{p.available === false ? `Out of stock${p.variants_count > 1 ? ` (${p.variants_count} variants)` : ''}` : inventoryText(p)}</Text>
              </IndexTable.Cell>
              <IndexTable.Cell><Text as="span" alignment="end" numeric>{formatPriceRange(p.price_min_cents, p.price_max_cents, store.currency)}</Text></IndexTable.Cell>
              <IndexTable.Cell><div className="catalog-meta-cell"><Text as="span" truncate>{p.vendor || '–'}</Text></div></IndexTable.Cell>
              <IndexTable.Cell><div className="catalog-meta-cell"><Text as="span" truncate>{p.product_type || '–'}</Text></div></IndexTable.Cell>
            </LinkRow>
          ))}
        </IndexTable>
      </Card>
      {data && (
        <Text as="p" tone="subdued" variant="bodySm">
          {data.counts.active.toLocaleString()} active · {data.counts.draft.toLocaleString()} draft · {data.counts.archived.toLocaleString()} archived (matching the other filters)
        </Text>
      )}
    </BlockStack>
  );
}
