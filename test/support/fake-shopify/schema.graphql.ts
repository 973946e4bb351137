/**
 * The part of Shopify's GraphQL Admin API (2026-10) the stand-in serves, as SDL: the types, fields and arguments
 * Aisle and `@shopify/shopify-api` use, with Shopify's names (https://shopify.dev/docs/api/admin-graphql). A query
 * naming a field Shopify does not have fails validation here, as it would against Shopify.
 */
export const ADMIN_SDL = /* GraphQL */ `
scalar DateTime
scalar URL
scalar Money
scalar Decimal
scalar HTML
scalar UnsignedInt64

"Shopify: mutations that change money or stock take an idempotency key (mandatory for refundCreate since 2026-04)."
directive @idempotent(key: String!) on FIELD

interface Node { id: ID! }

type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! endCursor: String startCursor: String }
type UserError { field: [String!] message: String! }

type Domain { host: String! url: URL! }
type ShopPlan { partnerDevelopment: Boolean! shopifyPlus: Boolean! publicDisplayName: String! }
type Shop implements Node {
  id: ID! name: String! email: String! myshopifyDomain: String! currencyCode: String! ianaTimezone: String!
  primaryDomain: Domain! plan: ShopPlan! contactEmail: String!
  "Requires read_legal_policies."
  shopPolicies: [ShopPolicy!]!
}

"The shop's legal pages (https://shopify.dev/docs/api/admin-graphql/latest/objects/ShopPolicy)."
enum ShopPolicyType {
  CONTACT_INFORMATION LEGAL_NOTICE PRIVACY_POLICY REFUND_POLICY SHIPPING_POLICY SUBSCRIPTION_POLICY TERMS_OF_SALE TERMS_OF_SERVICE
}
type Translation { key: String! locale: String! outdated: Boolean! updatedAt: DateTime value: String }
type ShopPolicy implements Node {
  id: ID! type: ShopPolicyType! title: String! body: HTML! url: URL! createdAt: DateTime! updatedAt: DateTime!
  translations(locale: String!, marketId: ID): [Translation!]!
}
type ShopLocale { locale: String! name: String! primary: Boolean! published: Boolean! }

"Translatable resources (https://shopify.dev/docs/api/admin-graphql/latest/queries/translatableResources); requires read_translations."
enum TranslatableResourceType {
  ARTICLE BLOG COLLECTION COOKIE_BANNER DELIVERY_METHOD_DEFINITION EMAIL_TEMPLATE FILTER LINK MENU METAFIELD METAOBJECT
  ONLINE_STORE_THEME PACKING_SLIP_TEMPLATE PAGE PAYMENT_GATEWAY PRODUCT PRODUCT_OPTION PRODUCT_OPTION_VALUE SELLING_PLAN
  SELLING_PLAN_GROUP SHOP SHOP_POLICY
}
enum LocalizableContentType {
  HTML INLINE_RICH_TEXT JSON JSON_STRING LINK MULTI_LINE_TEXT_FIELD RICH_TEXT_FIELD SINGLE_LINE_TEXT_FIELD STRING URI URL
}
type TranslatableContent { key: String! value: String digest: String locale: String! type: LocalizableContentType! }
type TranslatableResource {
  resourceId: ID!
  translatableContent: [TranslatableContent!]!
  translations(locale: String!, outdated: Boolean, marketId: ID): [Translation!]!
}
type TranslatableResourceEdge { node: TranslatableResource! cursor: String! }
type TranslatableResourceConnection { edges: [TranslatableResourceEdge!]! nodes: [TranslatableResource!]! pageInfo: PageInfo! }

type ProductOptionValue { id: ID! name: String! }
type ProductOption { id: ID! name: String! position: Int! optionValues: [ProductOptionValue!]! }
type SelectedOption { name: String! value: String! }
type Image { url(transform: ImageTransformInput): URL! altText: String }
input ImageTransformInput { maxWidth: Int maxHeight: Int }
type Metafield { value: String! namespace: String! key: String! }

type InventoryItem implements Node { id: ID! tracked: Boolean! variant: ProductVariant! }
type ProductVariant implements Node {
  id: ID! legacyResourceId: UnsignedInt64! title: String! sku: String price: Money! compareAtPrice: Money position: Int!
  inventoryPolicy: ProductVariantInventoryPolicy! inventoryQuantity: Int selectedOptions: [SelectedOption!]!
  image: Image inventoryItem: InventoryItem! product: Product! updatedAt: DateTime!
}
enum ProductVariantInventoryPolicy { DENY CONTINUE }
type ProductVariantEdge { node: ProductVariant! cursor: String! }
type ProductVariantConnection { edges: [ProductVariantEdge!]! nodes: [ProductVariant!]! pageInfo: PageInfo! }

interface Media { id: ID! alt: String mediaContentType: MediaContentType! }
enum MediaContentType { IMAGE VIDEO EXTERNAL_VIDEO MODEL_3D }
type MediaImage implements Media & Node { id: ID! alt: String mediaContentType: MediaContentType! image: Image }
type MediaEdge { node: Media! cursor: String! }
type MediaConnection { edges: [MediaEdge!]! nodes: [Media!]! pageInfo: PageInfo! }

enum ProductStatus { ACTIVE ARCHIVED DRAFT UNLISTED }
type Product implements Node {
  id: ID! legacyResourceId: UnsignedInt64! handle: String! title: String! descriptionHtml: HTML! vendor: String!
  productType: String! tags: [String!]! status: ProductStatus! onlineStoreUrl: URL createdAt: DateTime! updatedAt: DateTime!
  options(first: Int): [ProductOption!]!
  variants(first: Int, after: String): ProductVariantConnection!
  media(first: Int, after: String): MediaConnection!
  metafield(namespace: String, key: String!): Metafield
}
type ProductEdge { node: Product! cursor: String! }
type ProductConnection { edges: [ProductEdge!]! nodes: [Product!]! pageInfo: PageInfo! }

type MoneyV2 { amount: Decimal! currencyCode: String! }
type MoneyBag { shopMoney: MoneyV2! presentmentMoney: MoneyV2! }
type MailingAddress {
  name: String firstName: String lastName: String address1: String address2: String city: String province: String
  provinceCode: String zip: String country: String countryCodeV2: String
}
type Customer implements Node { id: ID! displayName: String! firstName: String lastName: String defaultEmailAddress: CustomerEmailAddress }
type CustomerEmailAddress { emailAddress: String }
type LineItem implements Node {
  id: ID! title: String! variantTitle: String quantity: Int! currentQuantity: Int! refundableQuantity: Int!
  originalUnitPriceSet: MoneyBag! variant: ProductVariant sku: String
}
type LineItemEdge { node: LineItem! cursor: String! }
type LineItemConnection { edges: [LineItemEdge!]! nodes: [LineItem!]! pageInfo: PageInfo! }
type TrackingInfo { company: String number: String url: URL }
type Fulfillment implements Node {
  id: ID! status: FulfillmentStatus! displayStatus: String trackingInfo(first: Int): [TrackingInfo!]! estimatedDeliveryAt: DateTime createdAt: DateTime!
}
enum FulfillmentStatus { SUCCESS CANCELLED ERROR FAILURE OPEN PENDING }
enum OrderTransactionKind { SALE CAPTURE AUTHORIZATION VOID REFUND CHANGE EMV_AUTHORIZATION SUGGESTED_REFUND }
enum OrderTransactionStatus { SUCCESS FAILURE PENDING ERROR AWAITING_RESPONSE UNKNOWN }
type OrderTransaction implements Node {
  id: ID! kind: OrderTransactionKind! status: OrderTransactionStatus! gateway: String! amountSet: MoneyBag! parentTransaction: OrderTransaction
}
type Refund implements Node { id: ID! createdAt: DateTime note: String totalRefundedSet: MoneyBag! }
type Order implements Node {
  id: ID! legacyResourceId: UnsignedInt64! name: String! email: String createdAt: DateTime! updatedAt: DateTime! cancelledAt: DateTime
  displayFinancialStatus: OrderDisplayFinancialStatus displayFulfillmentStatus: OrderDisplayFulfillmentStatus!
  currencyCode: String! customer: Customer
  lineItems(first: Int, after: String): LineItemConnection!
  totalPriceSet: MoneyBag! subtotalPriceSet: MoneyBag totalShippingPriceSet: MoneyBag! totalRefundedSet: MoneyBag!
  shippingAddress: MailingAddress
  fulfillments(first: Int): [Fulfillment!]!
  transactions(first: Int): [OrderTransaction!]!
  refunds(first: Int): [Refund!]!
}
enum OrderDisplayFinancialStatus { PENDING AUTHORIZED PARTIALLY_PAID PARTIALLY_REFUNDED VOIDED PAID REFUNDED EXPIRED }
enum OrderDisplayFulfillmentStatus { UNFULFILLED PARTIALLY_FULFILLED FULFILLED RESTOCKED PENDING_FULFILLMENT OPEN IN_PROGRESS ON_HOLD SCHEDULED REQUEST_DECLINED }
type OrderEdge { node: Order! cursor: String! }
type OrderConnection { edges: [OrderEdge!]! nodes: [Order!]! pageInfo: PageInfo! }
enum OrderSortKeys { CREATED_AT PROCESSED_AT UPDATED_AT ID ORDER_NUMBER }

enum BulkOperationStatus { CANCELED CANCELING COMPLETED CREATED EXPIRED FAILED RUNNING }
enum BulkOperationType { QUERY MUTATION }
enum BulkOperationErrorCode { ACCESS_DENIED INTERNAL_SERVER_ERROR TIMEOUT }
type BulkOperation implements Node {
  id: ID! status: BulkOperationStatus! errorCode: BulkOperationErrorCode createdAt: DateTime! completedAt: DateTime
  objectCount: UnsignedInt64! rootObjectCount: UnsignedInt64! fileSize: UnsignedInt64 url: URL partialDataUrl: URL query: String! type: BulkOperationType!
}
type BulkOperationUserError { field: [String!] message: String! code: String }
type BulkOperationRunQueryPayload { bulkOperation: BulkOperation userErrors: [BulkOperationUserError!]! }

input RefundLineItemInput { lineItemId: ID! quantity: Int! restockType: RefundLineItemRestockType locationId: ID }
enum RefundLineItemRestockType { RETURN CANCEL LEGACY_RESTOCK NO_RESTOCK }
input ShippingRefundInput { amount: Money fullRefund: Boolean }
input OrderTransactionInput { orderId: ID! gateway: String! kind: OrderTransactionKind! amount: Money! parentId: ID }
input RefundInput {
  orderId: ID! note: String notify: Boolean currency: String refundLineItems: [RefundLineItemInput!] shipping: ShippingRefundInput
  transactions: [OrderTransactionInput!]
}
type RefundCreatePayload { refund: Refund order: Order userErrors: [UserError!]! }

enum OrderCancelReason { CUSTOMER DECLINED FRAUD INVENTORY OTHER STAFF }
input OrderCancelRefundMethodInput { originalPaymentMethodsRefund: Boolean }
type Job { id: ID! done: Boolean! }
type OrderCancelUserError { field: [String!] message: String! code: String }
type OrderCancelPayload { job: Job orderCancelUserErrors: [OrderCancelUserError!]! userErrors: [UserError!]! }
input MailingAddressInput {
  firstName: String lastName: String address1: String address2: String city: String provinceCode: String zip: String countryCode: String phone: String company: String
}
input OrderInput { id: ID! shippingAddress: MailingAddressInput note: String email: String }
type OrderUpdatePayload { order: Order userErrors: [UserError!]! }

enum AppSubscriptionStatus { ACTIVE CANCELLED DECLINED EXPIRED FROZEN PENDING ACCEPTED }
enum AppPricingInterval { ANNUAL EVERY_30_DAYS }
enum AppSubscriptionReplacementBehavior { APPLY_IMMEDIATELY APPLY_ON_NEXT_BILLING_CYCLE STANDARD }
input MoneyInput { amount: Decimal! currencyCode: String! }
input AppSubscriptionDiscountValueInput { amount: Decimal percentage: Float }
input AppSubscriptionDiscountInput { durationLimitInIntervals: Int value: AppSubscriptionDiscountValueInput }
input AppRecurringPricingInput { price: MoneyInput! interval: AppPricingInterval discount: AppSubscriptionDiscountInput }
input AppUsagePricingInput { cappedAmount: MoneyInput! terms: String! }
input AppPlanInput { appRecurringPricingDetails: AppRecurringPricingInput appUsagePricingDetails: AppUsagePricingInput }
input AppSubscriptionLineItemInput { plan: AppPlanInput! }
type AppSubscriptionDiscountAmount { amount: MoneyV2! }
type AppSubscriptionDiscountPercentage { percentage: Float! }
union AppSubscriptionDiscountValue = AppSubscriptionDiscountAmount | AppSubscriptionDiscountPercentage
type AppSubscriptionDiscount { durationLimitInIntervals: Int remainingDurationInIntervals: Int priceAfterDiscount: MoneyV2! value: AppSubscriptionDiscountValue! }
type AppRecurringPricing { price: MoneyV2! interval: AppPricingInterval! discount: AppSubscriptionDiscount }
type AppUsagePricing { balanceUsed: MoneyV2! cappedAmount: MoneyV2! terms: String! }
union AppPricingDetails = AppRecurringPricing | AppUsagePricing
type AppPlanV2 { pricingDetails: AppPricingDetails! }
type AppSubscriptionLineItem { id: ID! plan: AppPlanV2! }
type AppSubscription implements Node {
  id: ID! name: String! test: Boolean! status: AppSubscriptionStatus! trialDays: Int! createdAt: DateTime! currentPeriodEnd: DateTime
  returnUrl: URL! lineItems: [AppSubscriptionLineItem!]!
}
type AppSubscriptionCreatePayload { appSubscription: AppSubscription confirmationUrl: URL userErrors: [UserError!]! }
type AppSubscriptionCancelPayload { appSubscription: AppSubscription userErrors: [UserError!]! }
type AppPurchaseOneTime { id: ID! name: String! test: Boolean! status: String! }
type AppPurchaseOneTimeEdge { node: AppPurchaseOneTime! cursor: String! }
type AppPurchaseOneTimeConnection { edges: [AppPurchaseOneTimeEdge!]! pageInfo: PageInfo! }
enum AppTransactionSortKeys { CREATED_AT ID }
type AppInstallation implements Node {
  id: ID! activeSubscriptions: [AppSubscription!]!
  oneTimePurchases(first: Int, after: String, sortKey: AppTransactionSortKeys): AppPurchaseOneTimeConnection!
}

type Query {
  shop: Shop!
  node(id: ID!): Node
  product(id: ID!): Product
  products(first: Int, after: String, query: String): ProductConnection!
  productVariant(id: ID!): ProductVariant
  inventoryItem(id: ID!): InventoryItem
  order(id: ID!): Order
  orders(first: Int, after: String, query: String, sortKey: OrderSortKeys, reverse: Boolean): OrderConnection!
  bulkOperation(id: ID!): BulkOperation
  currentBulkOperation(type: BulkOperationType): BulkOperation
  currentAppInstallation: AppInstallation!
  job(id: ID!): Job
  "Requires read_locales."
  shopLocales(published: Boolean): [ShopLocale!]!
  translatableResources(first: Int, after: String, last: Int, before: String, resourceType: TranslatableResourceType!, reverse: Boolean): TranslatableResourceConnection!
}

type Mutation {
  bulkOperationRunQuery(query: String!, groupObjects: Boolean): BulkOperationRunQueryPayload
  refundCreate(input: RefundInput!): RefundCreatePayload
  orderCancel(
    orderId: ID! reason: OrderCancelReason! refund: Boolean refundMethod: OrderCancelRefundMethodInput restock: Boolean!
    notifyCustomer: Boolean staffNote: String
  ): OrderCancelPayload
  orderUpdate(input: OrderInput!): OrderUpdatePayload
  appSubscriptionCreate(
    name: String! returnUrl: URL! test: Boolean trialDays: Int replacementBehavior: AppSubscriptionReplacementBehavior
    lineItems: [AppSubscriptionLineItemInput!]!
  ): AppSubscriptionCreatePayload
  appSubscriptionCancel(id: ID!, prorate: Boolean): AppSubscriptionCancelPayload
}
`;
