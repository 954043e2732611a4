import {
  circle,
  ellipse,
  type Finish,
  line,
  type MediaKind,
  path,
  rect,
  times,
} from './catalog-media-svg.ts';

/**
 * The product pictures of catalog-media.ts, one drawing function per kind (category, gift cards,
 * services), each in three styles coloured by a finish. LABELS names every drawing (the SVG title).
 */

export const LABELS: Record<MediaKind, readonly [string, string, string]> = {
  'standing-desks': ['Standing desk, raised', 'Standing desk, seated height', 'Standing desk with monitor'],
  'office-chairs': ['Ergonomic mesh chair', 'Task chair', 'Saddle stool'],
  'monitor-arms': ['Monitor arm', 'Dual monitor arm', 'Laptop arm'],
  'desk-converters': ['Two-tier desk converter', 'Desk converter with laptop', 'Compact desk converter'],
  cabinets: ['Two-door cabinet', 'Mobile drawer pedestal', 'Locker cabinet'],
  lamps: ['Desk lamp', 'Arc floor lamp', 'LED bar lamp'],
  'meeting-tables': ['Meeting table', 'Round meeting table', 'Standing meeting table'],
  acoustics: ['Acoustic wall panels', 'Desk screen', 'Acoustic felt'],
  storage: ['Open bookcase', 'Sideboard', 'Cube storage'],
  accessories: ['Laptop stand', 'Footrest', 'Desk organiser'],
  'gift-cards': ['Gift card', 'Gift card', 'Gift card'],
  services: ['Delivery and installation', 'Delivery and installation', 'Delivery and installation'],
};

// Colours and pieces several drawings share.
const DESK_WOOD = '#dcc6a5';
const DARK = '#1d1e21';
const SCREEN = 'url(#screen)';

const monitor = (x: number, y: number, w: number, h: number) =>
  rect(x, y, w, h, DARK, 6) + rect(x + 6, y + 6, w - 12, h - 14, SCREEN, 2);
const laptop = (x: number, y: number) =>
  path(`M${x} ${y} l8 -56 h88 l-8 56 z`, '#4a4f57') +
  path(`M${x + 6} ${y - 5} l7 -46 h78 l-7 46 z`, SCREEN) +
  rect(x - 14, y, 110, 6, '#8a9098', 3);

function standingDesk(f: Finish, style: number): string {
  const top = style === 1 ? 200 : 150;
  let s = '';
  if (style === 2)
    s +=
      rect(194, top - 36, 12, 36, DARK) +
      rect(172, top - 6, 56, 6, DARK, 3) +
      monitor(128, top - 118, 144, 86);
  if (style === 1) s += laptop(160, top);
  s += rect(60, top, 280, 16, f.main, 3) + rect(60, top + 16, 280, 4, f.shade);
  s +=
    rect(100, top + 22, 200, 8, f.frame) +
    rect(268, top + 20, 34, 9, DARK, 3) +
    circle(278, top + 25, 2, '#9ad') +
    circle(290, top + 25, 2, '#9ad');
  for (const x of [108, 292]) {
    const mid = top + (332 - top) * 0.5;
    s += rect(x - 9, top + 20, 18, mid - top, f.frame) + rect(x - 12, mid, 24, 324 - mid, f.frame, 2);
    s +=
      rect(x - 48, 322, 96, 11, f.frame, 5) + rect(x - 46, 333, 8, 4, DARK) + rect(x + 38, 333, 8, 4, DARK);
  }
  if (style === 0)
    s +=
      line(368, top + 10, 368, 318, '#8d8d8d', 3) +
      path(`M358 ${top + 22} l10 -16 l10 16 z M358 306 l10 16 l10 -16 z`, '#8d8d8d');
  return s;
}

function officeChair(f: Finish, style: number): string {
  let s = '';
  const base = (y: number) => {
    const feet: [number, number][] = [
      [108, y + 26],
      [150, y + 40],
      [250, y + 40],
      [292, y + 26],
      [200, y + 44],
    ];
    return (
      feet.map(([x, fy]) => line(200, y, x, fy, f.frame, 10) + circle(x, fy + 10, 9, DARK)).join('') +
      circle(200, y, 12, f.frame)
    );
  };
  if (style === 2) {
    s += rect(194, 200, 12, 110, '#a7adb4') + rect(190, 196, 20, 30, f.frame, 4);
    s +=
      ellipse(200, 262, 46, 10, 'none') +
      `<ellipse cx="200" cy="262" rx="46" ry="10" fill="none" stroke="${f.frame}" stroke-opacity="1" stroke-width="6"/>`;
    s +=
      path('M136 176 q64 -40 128 0 q6 22 -22 28 q-42 -14 -84 0 q-28 -6 -22 -28z', f.main) +
      path('M150 196 q50 -10 100 0 l-8 8 q-42 -10 -84 0z', f.shade);
    return s + base(312);
  }
  const backTop = style === 0 ? 96 : 128;
  if (style === 0) s += rect(166, 56, 68, 28, f.main, 12) + rect(196, 84, 8, 14, f.frame);
  s += rect(146, backTop, 108, 226 - backTop, f.main, 28);
  if (style === 0)
    s +=
      times(8, (i) => line(160 + i * 11.5, backTop + 12, 160 + i * 11.5, 214, f.shade, 2)) +
      rect(160, 184, 80, 14, f.shade, 7);
  else s += line(160, 176, 240, 176, f.shade, 2);
  s += rect(194, 224, 12, 20, f.frame);
  s +=
    rect(112, 200, 32, 9, f.frame, 4) +
    rect(122, 208, 9, 40, f.frame) +
    rect(256, 200, 32, 9, f.frame, 4) +
    rect(269, 208, 9, 40, f.frame);
  s += rect(128, 236, 144, 30, f.main, 14) + rect(132, 258, 136, 9, f.shade, 4);
  s += rect(193, 266, 14, 44, '#a7adb4') + rect(189, 266, 22, 18, f.frame, 3);
  return s + base(312);
}

function monitorArm(f: Finish, style: number): string {
  let s = rect(30, 300, 340, 16, DESK_WOOD, 2) + rect(30, 316, 340, 4, '#b99f7c');
  const poleX = style === 1 ? 192 : 84;
  s +=
    rect(poleX - 10, 292, 36, 10, f.main, 2) +
    rect(poleX - 4, 318, 24, 24, f.main, 3) +
    line(poleX + 8, 342, poleX + 8, 356, f.frame, 4);
  s += rect(poleX, 130, 16, 164, f.main, 3) + rect(poleX - 1, 126, 18, 8, f.shade, 2);
  const arm = (from: number, toX: number, toY: number) =>
    line(from, 170, (from + toX) / 2, 198, f.main, 14) +
    circle((from + toX) / 2, 198, 10, f.shade) +
    line((from + toX) / 2, 198, toX, toY, f.main, 12) +
    circle(toX, toY, 7, f.shade);
  if (style === 1) {
    s +=
      arm(poleX + 8, 92, 150) +
      arm(poleX + 8, 308, 150) +
      monitor(18, 92, 150, 96) +
      monitor(232, 92, 150, 96);
  } else if (style === 2) {
    s += arm(poleX + 8, 270, 170) + rect(210, 166, 130, 8, f.main, 3) + laptop(222, 166);
  } else s += arm(poleX + 8, 270, 150) + monitor(212, 76, 170, 106);
  return s;
}

function deskConverter(f: Finish, style: number): string {
  let s =
    rect(30, 300, 340, 14, DESK_WOOD, 2) +
    rect(60, 314, 12, 86, '#6d6f73') +
    rect(328, 314, 12, 86, '#6d6f73');
  const top = style === 2 ? 236 : 186;
  s +=
    rect(90, 288, 220, 12, f.frame, 3) +
    line(112, 288, 288, top + 12, f.frame, 8) +
    line(288, 288, 112, top + 12, f.frame, 8) +
    circle(200, (288 + top + 12) / 2, 6, f.frame);
  s += rect(80, top, 240, 14, f.main, 3) + rect(80, top + 14, 240, 3, f.shade);
  if (style === 0)
    s +=
      rect(70, 246, 260, 10, f.main, 3) +
      rect(130, 238, 140, 8, '#2e3034', 2) +
      rect(290, 238, 16, 8, '#2e3034', 4);
  if (style === 1) s += laptop(160, top);
  else
    s +=
      rect(194, top - 32, 12, 32, DARK) +
      rect(172, top - 5, 56, 5, DARK, 2) +
      monitor(122, top - 124, 156, 94);
  return s;
}

function cabinet(f: Finish, style: number): string {
  let s = '';
  if (style === 0) {
    s +=
      rect(120, 56, 160, 274, f.main, 4) +
      rect(114, 50, 172, 10, f.shade, 2) +
      line(200, 62, 200, 326, f.shade, 2);
    s +=
      rect(186, 170, 5, 44, f.frame, 2) +
      rect(209, 170, 5, 44, f.frame, 2) +
      rect(126, 330, 148, 10, f.shade) +
      circle(200, 150, 3, f.frame);
  } else if (style === 1) {
    s += rect(136, 140, 128, 180, f.main, 5);
    s += times(
      3,
      (i) =>
        line(140, 194 + i * 0 + i * 42, 260, 194 + i * 42, f.shade, 2) +
        rect(176, 164 + i * 44, 48, 5, f.frame, 2),
    );
    s += circle(248, 152, 4, f.frame) + circle(152, 330, 10, DARK) + circle(248, 330, 10, DARK);
  } else {
    s +=
      rect(96, 60, 208, 276, f.main, 3) +
      line(200, 62, 200, 334, f.shade, 3) +
      line(98, 198, 302, 198, f.shade, 3);
    for (const [x, y] of [
      [106, 74],
      [210, 74],
      [106, 210],
      [210, 210],
    ]) {
      s +=
        times(4, (i) => rect(x + 22, y + 10 + i * 9, 40, 3, f.shade, 1)) +
        circle(x + 76, y + 70, 5, f.frame) +
        rect(x + 30, y + 98, 24, 12, '#f1efe9', 2);
    }
    s += rect(100, 336, 200, 8, f.shade);
  }
  return s;
}

function lamp(f: Finish, style: number): string {
  const glow = '#ffd866';
  if (style === 1) {
    return (
      path('M222 150 L156 340 L318 340 L262 150 z', glow, 0.28) +
      rect(80, 326, 70, 14, f.frame, 4) +
      `<path d="M115 326 V150 Q115 86 180 80 Q236 76 242 112" fill="none" stroke="${f.frame}" stroke-opacity="1" stroke-width="7"/>` +
      path('M206 150 q36 -60 72 0 z', f.main) +
      rect(206, 148, 72, 5, f.shade, 2) +
      circle(242, 154, 7, '#fff4c2')
    );
  }
  if (style === 2) {
    return (
      path('M136 112 L96 322 L326 322 L286 112 z', glow, 0.25) +
      ellipse(150, 322, 46, 11, f.main) +
      rect(146, 110, 10, 212, f.main, 3) +
      rect(130, 96, 176, 16, f.main, 6) +
      rect(138, 110, 162, 5, '#fff4c2', 2)
    );
  }
  return (
    path('M262 178 L206 326 L352 326 L300 166 z', glow, 0.3) +
    ellipse(170, 326, 56, 13, f.main) +
    rect(150, 314, 40, 12, f.shade, 4) +
    line(170, 316, 130, 216, f.main, 9) +
    circle(130, 216, 9, f.shade) +
    line(130, 216, 240, 136, f.main, 9) +
    circle(240, 136, 8, f.shade) +
    path('M236 126 L292 120 L318 176 L258 186 z', f.main) +
    path('M258 186 L318 176 L312 168 L262 176 z', f.shade) +
    circle(286, 180, 7, '#fff4c2')
  );
}

function meetingTable(f: Finish, style: number): string {
  const chair = (x: number, y: number, w = 44) =>
    rect(x, y, w, 56, '#5d6168', 12) + rect(x + w / 2 - 3, y + 56, 6, 20, '#3b3e43');
  let s = '';
  if (style === 1) {
    s += chair(96, 140) + chair(178, 128) + chair(260, 140);
    s += ellipse(200, 214, 132, 30, f.shade) + ellipse(200, 208, 132, 30, f.main);
    s += rect(190, 238, 20, 86, f.frame) + ellipse(200, 328, 60, 12, f.frame);
    return s;
  }
  const top = style === 2 ? 168 : 206;
  s += chair(70, top - 64) + chair(150, top - 64) + chair(230, top - 64) + chair(300, top - 64, 40);
  s += rect(36, top, 328, 16, f.main, 3) + rect(36, top + 16, 328, 5, f.shade);
  s += rect(62, top + 21, 14, 312 - top, f.frame) + rect(324, top + 21, 14, 312 - top, f.frame);
  s += rect(44, 330, 50, 8, f.frame, 3) + rect(306, 330, 50, 8, f.frame, 3);
  if (style === 2) s += rect(76, 260, 248, 8, f.frame);
  return s;
}

function acoustics(f: Finish, style: number): string {
  if (style === 0) {
    let s = rect(0, 0, 400, 318, '#e6e2da') + rect(0, 318, 400, 82, '#d8d2c7');
    for (let r = 0; r < 2; r++)
      for (let c = 0; c < 3; c++) {
        const x = 58 + c * 98;
        const y = 58 + r * 118;
        s +=
          rect(x, y, 88, 108, r === c % 2 ? f.main : f.shade, 6) +
          times(6, (i) => line(x + 12 + i * 13, y + 10, x + 12 + i * 13, y + 98, '#00000022', 3));
      }
    return s + path('M318 318 h44 l-6 -46 h-32 z', '#b46b4a') + ellipse(340, 262, 26, 20, '#6f9a62');
  }
  if (style === 1) {
    return (
      rect(30, 250, 340, 14, DESK_WOOD, 2) +
      rect(60, 264, 12, 136, '#6d6f73') +
      rect(328, 264, 12, 136, '#6d6f73') +
      rect(80, 112, 240, 128, f.main, 16) +
      `<rect x="90" y="122" width="220" height="108" rx="10" fill="none" stroke="${f.shade}" stroke-opacity="1" stroke-width="3" stroke-dasharray="6 5"/>` +
      rect(112, 236, 16, 24, '#3a3c40', 2) +
      rect(272, 236, 16, 24, '#3a3c40', 2)
    );
  }
  return (
    rect(60, 256, 190, 18, f.shade, 3) +
    rect(66, 238, 178, 18, f.main, 3) +
    rect(72, 220, 166, 18, f.shade, 3) +
    rect(150, 160, 170, 84, f.main) +
    ellipse(320, 202, 22, 42, f.shade) +
    times(
      4,
      (i) =>
        `<ellipse cx="320" cy="202" rx="${18 - i * 4}" ry="${38 - i * 9}" fill="none" stroke="${f.main}" stroke-opacity="1" stroke-width="2"/>`,
    ) +
    ellipse(150, 202, 22, 42, f.main) +
    rect(82, 292, 236, 44, '#c9ccd1', 6) +
    rect(150, 300, 100, 20, '#33373c', 3) +
    `<text x="200" y="316" text-anchor="middle" font-family="sans-serif" font-size="14" fill="#9ef0a6">2.50 kg</text>`
  );
}

function storage(f: Finish, style: number): string {
  const books = ['#8c3b3b', '#2f5d7c', '#c9a44c', '#5b7f5a', '#444', '#b7683f'];
  if (style === 0) {
    let s = rect(108, 44, 184, 300, f.main, 3) + rect(120, 56, 160, 280, f.shade);
    for (let i = 0; i < 4; i++) {
      const y = 56 + i * 70;
      s += rect(114, y + 62, 172, 8, f.main);
      s += times(4 + (i % 3), (b) =>
        rect(
          128 + b * 14,
          y + 14 + ((b + i) % 3) * 4,
          11,
          48 - ((b + i) % 3) * 4,
          books[(b + i) % books.length],
          1,
        ),
      );
      s +=
        i % 2
          ? rect(222, y + 30, 44, 32, '#e9e1d2', 2)
          : ellipse(240, y + 48, 16, 14, '#6f9a62') + rect(230, y + 48, 20, 14, '#b46b4a');
    }
    return s;
  }
  if (style === 1) {
    let s =
      rect(40, 186, 320, 114, f.main, 4) +
      line(146, 190, 146, 296, f.shade, 2) +
      line(254, 190, 254, 296, f.shade, 2);
    s += times(3, (i) => rect(84 + i * 108, 226, 30, 5, f.frame, 2));
    s += path('M64 300 l-10 40 h8 l12 -40 z M336 300 l10 40 h-8 l-12 -40 z', f.frame);
    return (
      s +
      rect(84, 150, 30, 36, '#b46b4a', 4) +
      ellipse(99, 140, 20, 16, '#6f9a62') +
      rect(270, 170, 60, 8, '#2f5d7c') +
      rect(274, 162, 52, 8, '#c9a44c')
    );
  }
  let s = rect(80, 80, 240, 240, f.main, 3);
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++) {
      const x = 90 + c * 76;
      const y = 90 + r * 76;
      s += rect(x, y, 68, 68, f.shade);
      if ((r + c) % 2 === 0)
        s += rect(x + 4, y + 8, 60, 58, '#d9cfbf', 4) + rect(x + 22, y + 18, 24, 7, '#8b8074', 3);
    }
  return s + rect(86, 320, 228, 8, f.shade);
}

function accessory(f: Finish, style: number): string {
  if (style === 0) {
    return (
      rect(30, 310, 340, 12, DESK_WOOD, 2) +
      path('M120 304 L290 240 L296 252 L130 310 z', f.main) +
      path('M150 304 L250 262 L256 306 z', f.shade) +
      path('M132 292 L282 236 L300 124 L156 176 z', '#4a4f57') +
      path('M144 282 L276 232 L292 132 L164 178 z', SCREEN)
    );
  }
  if (style === 1) {
    return (
      path('M90 300 L310 250 L318 270 L100 322 z', f.main) +
      times(7, (i) => ellipse(126 + i * 27, 300 - i * 6, 8, 4, f.shade)) +
      path('M110 322 L160 312 L170 340 L120 340 z M260 278 L300 270 L300 340 L262 340 z', f.frame) +
      rect(90, 338, 230, 8, f.frame, 3)
    );
  }
  return (
    rect(40, 290, 320, 12, DESK_WOOD, 2) +
    rect(80, 196, 240, 94, f.main, 8) +
    line(160, 202, 160, 286, f.shade, 4) +
    line(250, 202, 250, 286, f.shade, 4) +
    times(4, (i) =>
      line(100 + i * 14, 200, 96 + i * 16, 130 + i * 6, ['#2f5d7c', '#c4653f', '#333', '#c9a44c'][i], 6),
    ) +
    rect(178, 150, 54, 90, '#24262a', 6) +
    rect(262, 170, 44, 70, '#f1ede4', 2) +
    rect(266, 176, 36, 3, '#c7c0b3')
  );
}

function giftCard(f: Finish): string {
  const ink = f.label === 'White' ? '#3a3a3a' : '#fff';
  return (
    `<rect x="58" y="104" width="284" height="180" rx="16" fill="url(#card)"/>` +
    rect(244, 104, 26, 180, '#ffffff55') +
    ellipse(238, 110, 20, 12, '#ffffffaa') +
    ellipse(276, 110, 20, 12, '#ffffffaa') +
    `<text x="82" y="160" font-family="sans-serif" font-weight="700" font-size="30" fill="${ink}">KONTOR</text>` +
    `<text x="82" y="190" font-family="sans-serif" font-size="16" fill="${ink}" opacity=".8" letter-spacing="3">GIFT CARD</text>` +
    rect(82, 222, 44, 32, '#e7c66b', 6) +
    line(96, 224, 96, 252, f.shade, 1)
  );
}

function service(f: Finish): string {
  return (
    rect(44, 176, 190, 108, f.main, 8) +
    path('M234 204 h62 l40 40 v40 h-102 z', f.main) +
    path('M244 214 h48 l30 30 h-78 z', '#b9d3e6') +
    rect(44, 276, 292, 10, f.shade, 3) +
    circle(100, 292, 22, DARK) +
    circle(100, 292, 9, '#9aa0a6') +
    circle(282, 292, 22, DARK) +
    circle(282, 292, 9, '#9aa0a6') +
    rect(70, 200, 120, 60, '#d7b98f', 4) +
    line(70, 230, 190, 230, '#b99a6e', 2) +
    path('M300 96 l22 22 l-58 58 l-14 -8 l-8 -14 z', '#6c737b') +
    circle(318, 100, 18, '#6c737b') +
    circle(318, 100, 8, '#eeebe5')
  );
}

/** The drawing of each kind: (finish, style) → SVG elements for renderItemSvg. */
export const DRAW: Record<MediaKind, (f: Finish, style: number) => string> = {
  'standing-desks': standingDesk,
  'office-chairs': officeChair,
  'monitor-arms': monitorArm,
  'desk-converters': deskConverter,
  cabinets: cabinet,
  lamps: lamp,
  'meeting-tables': meetingTable,
  acoustics,
  storage,
  accessories: accessory,
  'gift-cards': giftCard,
  services: service,
};
