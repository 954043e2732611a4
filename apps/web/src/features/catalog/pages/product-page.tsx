import { ShareAltOutlined, ShoppingCartOutlined, ThunderboltOutlined } from '@ant-design/icons';
import type { ItemCombined, ItemStatic } from '@kontor/domain/catalog/catalog-responses';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api-client.ts';
import { useFormatDateTime, useFormatMoney } from '../../../shared/format.ts';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { paths } from '../../../shared/paths.ts';
import { isMember, useCurrentUser } from '../../../shared/session/current-user.ts';
import { copyText } from '../../../shared/ui/copy-button.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { QuantityStepper, useBatchCreateCartLines } from '../../cart/index.ts';
import { useShareReward } from '../../member/index.ts';
import { useItemCombined } from '../api/item-combined.ts';
import { useGroupRecommendations, useShopRecommendations } from '../api/recommendations.ts';
import { useItemStatic } from '../api/render-item-static.ts';
import { ProductCard } from '../components/product-card.tsx';
import { ProductGallery } from '../components/product-gallery.tsx';
import styles from '../components/product-page.module.css';
import { SkuPicker } from '../components/sku-picker.tsx';
import { chooseValue, initialSku, selectionOf } from '../model/sku-choice.ts';

const RECOMMEND_SIZE = 4;
/** Below this many pieces the page says how many are left. */
const LOW_STOCK = 5;

type LiveSku = ItemCombined['skus'][number];

/** The product page (opened in a new tab from product cards): `/products/:urlKey`. */
export default function ProductPage() {
  const { t } = useTranslation();
  const { urlKey = '' } = useParams();
  const item = useItemStatic(urlKey);
  const live = useItemCombined(item.data?.itemId);
  usePageTitle(item.data?.itemName ?? t('catalog.product.title'));

  if (item.isPending) return <PageSpinner />;
  if (item.isError) {
    if (isApiError(item.error) && item.error.status === 404) {
      return (
        <section className={styles.notFound}>
          <h1>{t('catalog.product.notFound')}</h1>
          <p>{t('catalog.product.notFoundText')}</p>
          <Link to={paths.home}>{t('common.continueShopping')}</Link>
        </section>
      );
    }
    return <ErrorAlert error={item.error} onRetry={() => void item.refetch()} />;
  }
  return (
    <Product item={item.data} live={live.data} liveError={live.error} onRetry={() => void live.refetch()} />
  );
}

function Product({
  item,
  live,
  liveError,
  onRetry,
}: {
  item: ItemStatic;
  live: ItemCombined | undefined;
  liveError: Error | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDateTime();
  const navigate = useNavigate();
  const add = useBatchCreateCartLines();
  const liveById = useMemo(() => new Map((live?.skus ?? []).map((s) => [s.id, s])), [live]);
  const buyable = (id: number) => {
    const sku = liveById.get(id);
    return !!live?.onSale && !!sku?.salePrc && sku.stock > 0;
  };
  const [chosenId, setChosenId] = useState<number | null>(null);
  const sku = item.skus.find((s) => s.id === chosenId) ?? initialSku(item.skus, buyable);
  const [qty, setQty] = useState(sku?.adjustStep ?? 1);
  const [image, setImage] = useState(0);
  const selection = sku ? selectionOf(sku) : {};
  const price: LiveSku | undefined = sku ? liveById.get(sku.id) : undefined;

  const choose = (attrKey: string, value: string) => {
    const next = chooseValue(item.skus, selection, attrKey, value, buyable);
    if (!next) return;
    setChosenId(next.id);
    setQty(next.adjustStep);
    // Show the SKU's own picture when the gallery has it.
    const at = item.listMedia.indexOf(next.image);
    if (at >= 0) setImage(at);
  };

  const line = sku
    ? [
        {
          sku: { id: sku.id },
          item: { id: item.itemId },
          shop: { id: item.shop.id },
          seller: { id: item.seller.id },
          skuQty: qty,
          cartLineTypeDict: 'NORMAL_SALE_B2C' as const,
        },
      ]
    : [];
  const canBuy = !!sku && buyable(sku.id) && qty <= (price?.stock ?? 0);
  const addToCart = (then?: () => void) =>
    add.mutate(line, {
      onSuccess: (added) => {
        if (then) then();
        else toast.success(t('cart.added', { count: added.quantity }));
      },
      onError: (error) => toast.error(errorMessage(error, t)),
    });

  const discount =
    price?.salePrc && price.originalPrc && price.discountShowPrice
      ? Math.round((Number(price.discountShowPrice.value) / Number(price.originalPrc.value)) * 100)
      : 0;
  const stock = price?.stock ?? 0;

  return (
    <article className={styles.page} aria-labelledby="product-title">
      <div className={styles.top}>
        <ProductGallery
          images={item.listMedia}
          name={item.itemName}
          current={image}
          onCurrentChange={setImage}
        />
        <div className={styles.info}>
          <p className={styles.shop}>{t('catalog.product.soldBy', { shop: item.shop.name })}</p>
          <h1 id="product-title" className={styles.title}>
            {item.itemName}
          </h1>
          <ShareButton itemId={item.itemId} />
          {liveError ? <ErrorAlert error={liveError} onRetry={onRetry} /> : null}
          <div className={styles.priceBlock} aria-live="polite">
            {!live ? (
              <p className={styles.pricePending}>{t('catalog.product.loadingPrice')}</p>
            ) : !live.onSale ? (
              <p className={styles.notice}>{t('catalog.product.offSale')}</p>
            ) : !price?.salePrc ? (
              <p className={styles.notice}>{t('catalog.product.notSoldHere')}</p>
            ) : (
              <>
                <p className={styles.prices}>
                  <span className={styles.sale}>
                    <span className="k-sr-only">{t('catalog.card.price')} </span>
                    {formatMoney(price.salePrc)}
                  </span>
                  {discount > 0 && price.originalPrc ? (
                    <>
                      <del className={styles.original}>
                        <span className="k-sr-only">{t('catalog.card.originalPrice')} </span>
                        {formatMoney(price.originalPrc)}
                      </del>
                      <span className={styles.badge}>
                        {t('catalog.card.discount', { percent: discount })}
                      </span>
                    </>
                  ) : null}
                </p>
                <p className={styles.taxNote}>
                  {price.discountShowPrice
                    ? t('catalog.product.youSave', { amount: formatMoney(price.discountShowPrice) })
                    : null}{' '}
                  {t('catalog.product.taxIncluded')}
                </p>
              </>
            )}
          </div>
          {live?.preSale && price?.salePrc ? (
            <section className={styles.preSale} aria-labelledby="pre-sale-title">
              <h2 id="pre-sale-title" className={styles.preSaleTitle}>
                {t('catalog.product.preSale.title')}
              </h2>
              {live.preSale.preSaleEventType === 'DEPOSIT' &&
              price.preSaleUnitAmount &&
              price.balanceSaleUnitAmount ? (
                <ul>
                  <li>
                    {t('catalog.product.preSale.deposit', { amount: formatMoney(price.preSaleUnitAmount) })}
                  </li>
                  <li>
                    {t('catalog.product.preSale.balance', {
                      amount: formatMoney(price.balanceSaleUnitAmount),
                      from: live.preSale.balancePaymentStartTime
                        ? formatDate(live.preSale.balancePaymentStartTime, false)
                        : '—',
                      to: live.preSale.balancePaymentEndTime
                        ? formatDate(live.preSale.balancePaymentEndTime, false)
                        : '—',
                    })}
                  </li>
                  <li>{t('catalog.product.preSale.delivery', { days: live.preSale.deliveryDays })}</li>
                </ul>
              ) : (
                <p>{t('catalog.product.preSale.full', { days: live.preSale.deliveryDays })}</p>
              )}
            </section>
          ) : null}
          {sku ? <SkuPicker item={item} selection={selection} buyable={buyable} onChoose={choose} /> : null}
          {live && price?.salePrc && live.onSale ? (
            <ul className={styles.facts}>
              <li className={stock === 0 ? styles.soldOut : stock < LOW_STOCK ? styles.low : styles.inStock}>
                {stock === 0
                  ? t('catalog.product.stock.soldOut')
                  : stock < LOW_STOCK
                    ? t('catalog.product.stock.low', { n: stock })
                    : t('catalog.product.stock.inStock')}
              </li>
              {live.preSale ? null : (
                <li>
                  {t('catalog.product.delivery', {
                    min: live.delivery.minDays,
                    max: live.delivery.maxDays,
                    from: formatDate(live.delivery.earliestDate, false),
                    to: formatDate(live.delivery.latestDate, false),
                  })}
                </li>
              )}
            </ul>
          ) : null}
          {sku ? (
            <div className={styles.buy}>
              <div className={styles.qty}>
                <span className={styles.qtyLabel} aria-hidden="true">
                  {t('cart.quantity')}
                </span>
                <QuantityStepper
                  value={qty}
                  step={sku.adjustStep}
                  unit={sku.marketingUnit.unitName}
                  showUnit={sku.businessTypeDict === 'WEIGHT' || sku.adjustStep % 1 !== 0}
                  name={item.itemName}
                  disabled={!canBuy && stock === 0}
                  onChange={setQty}
                />
              </div>
              <div className={styles.actions}>
                <Button
                  size="large"
                  icon={<ShoppingCartOutlined aria-hidden="true" />}
                  disabled={!canBuy}
                  loading={add.isPending}
                  onClick={() => addToCart()}
                >
                  {t('cart.add')}
                </Button>
                <Button
                  type="primary"
                  size="large"
                  icon={<ThunderboltOutlined aria-hidden="true" />}
                  disabled={!canBuy}
                  onClick={() => addToCart(() => navigate(paths.cart))}
                >
                  {t('catalog.product.buyNow')}
                </Button>
              </div>
            </div>
          ) : null}
        </div>
      </div>
      <section className={styles.description} aria-labelledby="product-description">
        <h2 id="product-description">{t('catalog.product.description')}</h2>
        <p>{item.description}</p>
      </section>
      <Recommendations item={item} />
    </article>
  );
}

function Recommendations({ item }: { item: ItemStatic }) {
  const { t } = useTranslation();
  // One more than shown, so the product itself can be left out of its shop's list.
  const shop = useShopRecommendations(item.shop.id, RECOMMEND_SIZE + 1);
  const group = useGroupRecommendations(item.itemId, RECOMMEND_SIZE);
  const fromShop = (shop.data ?? []).filter((c) => c.itemId !== item.itemId).slice(0, RECOMMEND_SIZE);
  const shopIds = new Set(fromShop.map((c) => c.itemId));
  const similar = (group.data ?? []).filter((c) => !shopIds.has(c.itemId));
  return (
    <>
      {fromShop.length > 0 ? (
        <section className={styles.recommend} aria-labelledby="more-from-shop">
          <h2 id="more-from-shop">{t('catalog.product.moreFromShop', { shop: item.shop.name })}</h2>
          <ul className={styles.cards}>
            {fromShop.map((card) => (
              <li key={card.itemId}>
                <ProductCard card={card} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {similar.length > 0 ? (
        <section className={styles.recommend} aria-labelledby="similar-products">
          <h2 id="similar-products">{t('catalog.product.similar')}</h2>
          <ul className={styles.cards}>
            {similar.map((card) => (
              <li key={card.itemId}>
                <ProductCard card={card} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/**
 * Copies the product's link to share it; a member's first share of a product earns the share
 * reward (spec §7 SHARE_PRODUCT, once per product).
 */
function ShareButton({ itemId }: { itemId: number }) {
  const { t } = useTranslation();
  const member = isMember(useCurrentUser().data);
  const reward = useShareReward();
  const onShare = async () => {
    if (!(await copyText(window.location.href))) {
      toast.error(t('common.copyFailed'));
      return;
    }
    if (!member) {
      toast.success(t('catalog.product.shareCopied'));
      return;
    }
    reward.mutate(itemId, {
      onSuccess: (r) =>
        toast.success(
          r.granted
            ? t('catalog.product.shareRewarded', { count: r.points })
            : t('catalog.product.shareCopied'),
        ),
      // The link is copied either way; a reward that failed is not the buyer's concern here.
      onError: () => toast.success(t('catalog.product.shareCopied')),
    });
  };
  return (
    <Button
      className={styles.share}
      icon={<ShareAltOutlined aria-hidden="true" />}
      loading={reward.isPending}
      onClick={() => void onShare()}
    >
      {t('catalog.product.share')}
    </Button>
  );
}
