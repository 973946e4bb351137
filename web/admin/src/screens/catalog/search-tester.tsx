/**
 * The Search tester tab: staff type a shopper's words and see what the agent's search_products tool gets — the
 * parsed constraints as chips, the words that ranked (after typo correction), whether constraints were relaxed or
 * the matches are partial, and the ranked products with their scores. The server runs the tool's own code.
 */
import { Badge, Banner, BlockStack, Box, Button, Card, Collapsible, Form, InlineStack, ResourceItem, ResourceList, Text, TextField, Tooltip } from '@shopify/polaris';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api, errorMessage, useStaffSession } from '../../api.ts';
import { toJsonText } from '../../format.ts';
import { ProductImage } from './product-image.tsx';
import { formatMoney, type SearchConstraints, type SearchTesterResult } from './types.ts';

const RELAXED_LABEL: Record<string, string> = { price: 'price', in_stock: 'in stock', brand: 'brand', color: 'colour', size: 'size' };

/** One chip per parsed constraint (text only: nothing is inserted as HTML). */
function constraintChips(c: SearchConstraints, currency: string): { key: string; label: string }[] {
  const chips: { key: string; label: string }[] = [];
  if (c.minPriceCents !== null && c.maxPriceCents !== null) chips.push({ key: 'price', label: `Price ${formatMoney(c.minPriceCents, currency)} – ${formatMoney(c.maxPriceCents, currency)}` });
  else if (c.maxPriceCents !== null) chips.push({ key: 'price', label: `Price ≤ ${formatMoney(c.maxPriceCents, currency)}` });
  else if (c.minPriceCents !== null) chips.push({ key: 'price', label: `Price ≥ ${formatMoney(c.minPriceCents, currency)}` });
  for (const x of c.colors) chips.push({ key: `color-${x}`, label: `Colour: ${x}` });
  for (const x of c.sizes) chips.push({ key: `size-${x}`, label: `Size: ${x}` });
  for (const x of c.brands) chips.push({ key: `brand-${x}`, label: `Brand: ${x}` });
  for (const x of c.categories) chips.push({ key: `cat-${x}`, label: `Category: ${x}` });
  if (c.inStock) chips.push({ key: 'stock', label: 'In stock' });
  return chips;
}

/** The Search tester tab. The last query is kept in the URL (?q=). */
export function SearchTesterTab() {
  const { store } = useStaffSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(params.get('q') ?? '');
  const [showJson, setShowJson] = useState(false);
  const search = useMutation({ mutationFn: (q: string) => api.post<SearchTesterResult>('/api/v1/admin/search-tester', { query: q }) });
  const run = () => {
    const q = query.trim();
    if (!q) return;
    setParams({ q }, { replace: true });
    search.mutate(q);
  };
  // a reload (or a shared link) runs the query in the URL again
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => { if (query.trim()) search.mutate(query.trim()); }, []);
  const r = search.data;
  const chips = r ? constraintChips(r.constraints, store.currency) : [];

  return (
    <BlockStack gap="400">
      <Card>
        <Form onSubmit={run}>
          <BlockStack gap="300">
            <Text as="p" tone="subdued">Type what a shopper would write. You see exactly what the agent's product search returns for it: the constraints it takes out of the words and the ranked products.</Text>
            <InlineStack gap="200" blockAlign="end" wrap={false}>
              <div className="catalog-grow">
                <TextField label="Shopper's words" value={query} onChange={setQuery} autoComplete="off" placeholder="e.g. red running shoes under $50 in size 9" maxLength={500} clearButton onClearButtonClick={() => setQuery('')} />
              </div>
              <Button variant="primary" submit loading={search.isPending} disabled={!query.trim()}>Search</Button>
            </InlineStack>
          </BlockStack>
        </Form>
      </Card>
      {search.isError && <Banner tone="critical" title="The search failed">{errorMessage(search.error)}</Banner>}
      {r && (
        <Card>
          <BlockStack gap="300">
            <Text as="h2" variant="headingMd">What the agent understood</Text>
            <InlineStack gap="200" blockAlign="center">
              <Text as="span" tone="subdued">Constraints</Text>
              {chips.length === 0 ? <Text as="span" tone="subdued">none</Text> : chips.map((c) => <Badge key={c.key} tone="info">{c.label}</Badge>)}
            </InlineStack>
            <InlineStack gap="200" blockAlign="center">
              <Text as="span" tone="subdued">Words that rank</Text>
              {r.ranking_text ? <Badge>{r.ranking_text}</Badge> : <Text as="span" tone="subdued">none (browsing by constraints)</Text>}
              {r.ranking_text && r.ranking_text !== r.constraints.text && <Text as="span" tone="subdued" variant="bodySm">corrected from “{r.constraints.text}”</Text>}
            </InlineStack>
            {r.closest && r.relaxed.length > 0 && (
              <Banner tone="warning" title="Nothing met every constraint">
                These are the closest items, found by relaxing: {r.relaxed.map((x) => RELAXED_LABEL[x] ?? x).join(', ')}. The agent says so.
              </Banner>
            )}
            {r.partial && <Banner tone="warning" title="Partial matches">No product matched most of the words; the agent tells the shopper these share only some of them.</Banner>}
            {r.total === 0 && <Banner tone="info" title="No products found">The agent tells the shopper nothing matched and offers to search differently.</Banner>}
          </BlockStack>
        </Card>
      )}
      {r && r.products.length > 0 && (
        <Card padding="0">
          <Box padding="400" paddingBlockEnd="0">
            <Text as="h2" variant="headingMd">Ranked results ({r.products.length} of {r.total.toLocaleString()} candidates; the agent gets the first {r.limit})</Text>
          </Box>
          <ResourceList
            resourceName={{ singular: 'product', plural: 'products' }}
            items={r.products}
            renderItem={(p) => {
              const rank = r.products.indexOf(p) + 1;
              return (
                <ResourceItem id={p.id} onClick={() => navigate(`/catalog/products/${p.id}`)} accessibilityLabel={`Open ${p.title}`} media={<ProductImage src={p.imageUrl} alt={p.title} size={48} />}>
                  <div className="tester-row">
                    <BlockStack gap="100">
                      <Text as="h3" fontWeight="semibold">{rank}. {p.title}</Text>
                      <div className="tester-meta">
                        <Text as="span" tone="subdued">{p.vendor || '–'}</Text>
                        <Text as="span" fontWeight="medium">{p.priceText}</Text>
                        {p.available === false && <Badge tone="critical">Out of stock</Badge>}
                        {p.color && <Badge>{p.color}</Badge>}
                      </div>
                    </BlockStack>
                    <div className="tester-scores">
                      <Tooltip content="Ranking score (higher ranks first)"><Text as="span" numeric>score {p.score.toFixed(3)}</Text></Tooltip>
                      <Tooltip content="Share of the words this product matches (0.8 or more counts as a match)">
                        <Badge tone={p.match_share >= 0.8 ? 'success' : 'attention'}>{`match ${Math.round(p.match_share * 100)}%`}</Badge>
                      </Tooltip>
                    </div>
                  </div>
                </ResourceItem>
              );
            }}
          />
          <Box padding="400">
            <BlockStack gap="200">
              <Button variant="plain" onClick={() => setShowJson((v) => !v)} ariaExpanded={showJson} ariaControls="tool-json">{showJson ? 'Hide' : 'Show'} the tool result the agent receives</Button>
              <Collapsible id="tool-json" open={showJson}>
                <pre className="catalog-json">{toJsonText(JSON.parse(r.tool_result))}</pre>
              </Collapsible>
            </BlockStack>
          </Box>
        </Card>
      )}
    </BlockStack>
  );
}
