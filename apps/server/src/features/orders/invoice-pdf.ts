import { formatMoney, money, SITES, type SiteCode } from '@kontor/domain';
import type { ContractRow, LineRow, OrderRow } from './orders-repository.ts';

/** A real invoice document drawn from the order: seller, buyer, lines, tax and totals. */
export async function invoicePdf(
  order: OrderRow,
  lines: LineRow[],
  contract: ContractRow | undefined,
): Promise<Buffer> {
  // Loaded on the first invoice, not at start (decision 023: pdfkit takes half a second to load).
  const { default: PDFDocument } = await import('pdfkit');
  const locale = SITES[order.site as SiteCode]?.locale ?? 'en-GB';
  const fmt = (minor: number) => formatMoney(money(minor, order.currency), locale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Invoice ${order.code}`, Author: order.shop_name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const address = (contract?.billing_address ?? contract?.selected_address ?? {}) as Record<string, string>;
  doc.fontSize(20).text('Invoice', { align: 'right' });
  doc.fontSize(10).text(`Invoice number: INV-${order.code}`, { align: 'right' });
  doc.text(`Order: ${order.code}`, { align: 'right' });
  doc.text(`Date: ${new Date(order.paid_at ?? order.created_at).toISOString().slice(0, 10)}`, {
    align: 'right',
  });
  doc.moveDown();
  doc.fontSize(12).text('Seller', { underline: true });
  doc
    .fontSize(10)
    .text(order.shop_name)
    .text(order.shop_site_address || order.shop_site_name);
  doc.moveDown();
  doc.fontSize(12).text('Bill to', { underline: true });
  doc
    .fontSize(10)
    .text(
      address.personName ??
        [address.firstName, address.lastName].filter(Boolean).join(' ') ??
        order.buyer_nickname,
    )
    .text([address.poiName, address.houseNo].filter(Boolean).join(' '))
    .text([address.postalCode, address.city].filter(Boolean).join(' '))
    .text(address.country ?? '');
  if (order.buyer_email) doc.text(order.buyer_email);
  doc.moveDown();

  const cols = [50, 300, 360, 450];
  const header = doc.y;
  doc
    .font('Helvetica-Bold')
    .text('Item', cols[0], header)
    .text('Qty', cols[1], header)
    .text('Unit', cols[2], header);
  doc.text('Amount', cols[3], header, { width: 95, align: 'right' });
  doc.font('Helvetica');
  for (const l of lines) {
    const y = doc.y + 6;
    doc.text(l.sku_name, cols[0], y, { width: 240 });
    const after = doc.y;
    doc.text(`${l.trade_qty} ${l.unit_name}`, cols[1], y).text(fmt(l.unit_price_minor), cols[2], y);
    doc.text(fmt(l.sku_minor), cols[3], y, { width: 95, align: 'right' });
    doc.y = Math.max(after, doc.y);
  }
  doc.moveDown();
  const totals: [string, number][] = [
    ['Subtotal', order.sku_minor],
    ['Shipping', order.shipping_minor],
    ['Services', order.service_charge_minor],
    ['Insurance', order.insurance_minor],
    ['Discounts', -(order.shop_discount_minor + order.order_discount_minor + order.point_discount_minor)],
    [`Tax included (${Math.round(order.tax_rate * 10000) / 100} %)`, order.tax_minor],
    ['Total paid', order.paid_minor || order.need_pay_minor],
  ];
  for (const [label, minor] of totals) {
    if (minor === 0 && label !== 'Total paid') continue;
    const y = doc.y + 4;
    doc.font(label === 'Total paid' ? 'Helvetica-Bold' : 'Helvetica').text(label, cols[2] - 60, y);
    doc.text(fmt(minor), cols[3], y, { width: 95, align: 'right' });
  }
  doc
    .font('Helvetica')
    .fontSize(8)
    .text('Prices include VAT. Thank you for your order.', 50, 760, { align: 'center' });
  doc.end();
  return done;
}
