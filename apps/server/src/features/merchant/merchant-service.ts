import {
  type AdminApplication,
  applicationStep,
  type MerchantApplication,
  type MerchantCompany,
  type MerchantStatus,
  mayMoveShop,
  type PlatformSettings,
  type ShopStatusChoice,
  sellerMay,
} from '@kontor/domain';
import type { Db, Queryable } from '../../platform/db/index.ts';
import { conflict, forbidden, invalid, notFound } from '../../platform/errors.ts';
import type { CallDef, UserCallContext } from '../../platform/rpc.ts';
import { grantUploadsToShop, ownedUploads } from '../files/files-service.ts';
import {
  type ApplicationRow,
  applicationRepository as apps,
  merchantRepository,
} from './merchant-repository.ts';

/**
 * Merchant onboarding and the operator (issue 17, decisions 054 and 055). `moveApplication` is the one
 * writer of an application's status and `moveShopStatus` of a shop's; both log the operator's decision
 * in the same transaction.
 */

const APPLICATIONS_OPEN = 'merchantApplicationsOpen';

export async function platformSettings(db: Queryable): Promise<PlatformSettings> {
  return { merchantApplicationsOpen: (await apps.setting(db, APPLICATIONS_OPEN)) !== false };
}

export function updatePlatformSettings(
  ctx: UserCallContext,
  next: PlatformSettings,
): Promise<PlatformSettings> {
  return ctx.db.tx(async (q) => {
    const old = await apps.putSetting(q, APPLICATIONS_OPEN, next.merchantApplicationsOpen);
    if (old !== next.merchantApplicationsOpen) {
      await apps.logDecision(q, {
        operatorId: ctx.user.id,
        subjectType: 'SETTING',
        subjectId: null,
        action: next.merchantApplicationsOpen ? 'OPEN_APPLICATIONS' : 'CLOSE_APPLICATIONS',
        from: old === false ? 'CLOSED' : 'OPEN',
        to: next.merchantApplicationsOpen ? 'OPEN' : 'CLOSED',
        reason: null,
      });
    }
    return next;
  });
}

/**
 * The merchant entry flags (spec §3, §4): a seller's shop gives the background flag and its status;
 * the settle flag is on while the operator takes applications, and for anyone who has applied.
 */
export async function merchantStatusOf(db: Db, userId: number): Promise<MerchantStatus> {
  const [shop, application, settings] = await Promise.all([
    merchantRepository.merchantFlags(db, userId),
    apps.ofUser(db, userId),
    platformSettings(db),
  ]);
  return {
    isShow: true,
    isShowSettled: settings.merchantApplicationsOpen || !!application,
    isShowBackground: !!shop,
    merchantStatus: shop?.merchant_status ?? null,
    auditStatus: shop ? shop.audit_status : (application?.status ?? 'NONE'),
  };
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function applicationDto(row: ApplicationRow): MerchantApplication {
  return {
    id: row.id,
    status: row.status,
    company: row.company,
    documents: row.documents,
    rejectReason: row.reject_reason,
    shopId: row.shop_id,
    submittedAt: iso(row.submitted_at)!,
    reviewedAt: iso(row.reviewed_at),
  };
}

export const adminApplicationDto = (row: ApplicationRow): AdminApplication => ({
  ...applicationDto(row),
  applicantId: row.user_id,
  applicantEmail: row.applicant_email,
});

/** Step one: a first application, or a rejected one corrected and sent again (it is reviewed anew). */
export function submitApplication(
  ctx: UserCallContext,
  input: MerchantCompany,
): Promise<MerchantApplication> {
  return ctx.db.tx(async (q) => {
    if (ctx.user.shopId !== null) throw conflict('merchant.apply.alreadySeller');
    const current = await apps.ofUser(q, ctx.user.id, true);
    if (!current && !(await platformSettings(q)).merchantApplicationsOpen)
      throw forbidden('merchant.apply.closed');
    if (!applicationStep(current?.status ?? null, 'SUBMIT')) throw conflict('merchant.apply.notNow');
    const { documents, ...company } = input;
    const urls = documents.map((d) => d.url);
    const owned = await ownedUploads(q, ctx.user.id, 'merchant-document', urls);
    const fields = urls.flatMap((u, i) =>
      owned.has(u) ? [] : [{ path: `documents.${i}.url`, message: 'merchant.apply.errors.documents' }],
    );
    if (fields.length) throw invalid(fields);
    await apps.submit(q, ctx.user.id, company, documents);
    return applicationDto((await apps.ofUser(q, ctx.user.id))!);
  });
}

/** The operator's review: approve (the shop opens, the applicant becomes its seller) or reject with a reason. */
export function reviewApplication(
  ctx: UserCallContext,
  input: { id: number; approve: boolean; reason?: string | undefined },
): Promise<AdminApplication> {
  return ctx.db.tx(async (q) => {
    const row = await apps.byId(q, input.id, true);
    if (!row) throw notFound();
    const action = input.approve ? 'APPROVE' : 'REJECT';
    const to = applicationStep(row.status, action);
    if (!to) throw conflict('merchant.admin.errors.notUnderReview');
    let shopId: number | null = null;
    if (input.approve) {
      shopId = await apps.openShop(q, row.user_id, row.company);
      await grantUploadsToShop(
        q,
        row.user_id,
        row.documents.map((d) => d.url),
        shopId,
      );
    }
    const moved = await apps.move(q, row.id, row.status, to, {
      rejectReason: input.approve ? null : (input.reason ?? null),
      shopId,
    });
    if (!moved) throw conflict('merchant.admin.errors.notUnderReview');
    await apps.logDecision(q, {
      operatorId: ctx.user.id,
      subjectType: 'APPLICATION',
      subjectId: row.id,
      action,
      from: row.status,
      to,
      reason: input.reason || null,
    });
    return adminApplicationDto((await apps.byId(q, row.id))!);
  });
}

/** The operator moves a shop between active, frozen and cleared, with a reason (spec §6). */
export function moveShopStatus(
  ctx: UserCallContext,
  input: { shopId: number; merchantStatus: ShopStatusChoice; reason: string },
) {
  return ctx.db.tx(async (q) => {
    const shop = await apps.lockShop(q, input.shopId);
    if (!shop) throw notFound();
    if (!mayMoveShop(shop.merchant_status, input.merchantStatus))
      throw conflict('merchant.admin.errors.shopStatus');
    await apps.moveShop(q, shop.id, shop.merchant_status, input.merchantStatus);
    await apps.logDecision(q, {
      operatorId: ctx.user.id,
      subjectType: 'SHOP',
      subjectId: shop.id,
      action: 'CHANGE_SHOP_STATUS',
      from: shop.merchant_status,
      to: input.merchantStatus,
      reason: input.reason,
    });
    return (await merchantRepository.page(q, 1, 1, shop.id)).data[0]!;
  });
}

/**
 * The seller rights of spec §6, checked for every seller call before its handler runs (the call
 * transport asks; decision 055): look-ups always; shipping and after-sales of one order for an active
 * shop, or a frozen one when the order was placed before the freeze; anything else only when active.
 */
export async function checkSellerRights(def: CallDef, input: unknown, ctx: UserCallContext): Promise<void> {
  const right = def.sellerRight ?? 'active';
  if (right === 'query') return;
  const shop = await apps.rightsOfSeller(ctx.db, ctx.user.id);
  if (!shop || sellerMay(shop.merchant_status, right)) return;
  const refused = () => forbidden(shop.merchant_status === 'FROZEN' ? 'merchant.frozen' : 'merchant.cleared');
  if (shop.merchant_status !== 'FROZEN' || right !== 'pastOrders' || !def.sellerOrderOf) throw refused();
  const before = await apps.placedBeforeFreeze(ctx.db, shop.id, def.sellerOrderOf(input));
  // Another shop's or an unknown record: the handler answers 404 as it would for an active shop.
  if (before === undefined) return;
  if (!sellerMay(shop.merchant_status, right, before)) throw refused();
}
