/**
 * The generated spec sheet of a plan: an SVG image with a front elevation sketch in the plan's
 * proportions (a barndominium shows its living and shop sections side by side, each as wide as
 * its share of the floor area) and the plan's figures. Plain shapes and text, no scripts, no
 * external references, every text XML-escaped; about 3 KB.
 */

export interface SpecSheetInput {
  name: string;
  category: string;
  style: string;
  livingSquareFeet: number;
  shopSquareFeet: number | null;
  bedrooms: number;
  /** "2.5" */
  bathrooms: string;
  wallRValue: number;
  roofRValue: number;
}

const WIDTH = 640;
const HEIGHT = 400;
const GROUND = 262;
/** Floor area drawn full width: a little over the largest plan (Cedar Ridge, 9,897 sq ft). */
const FULL_WIDTH_AREA = 10_000;
const FONT = 'font-family="Helvetica,Arial,sans-serif"';

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

const sqft = (n: number) => `${n.toLocaleString('en-US')} sq ft`;
const plural = (n: number | string, one: string, many: string) => `${n} ${Number(n) === 1 ? one : many}`;
const r = (n: number) => Math.round(n * 10) / 10;

/** A gable-roofed section of the building: walls, roof and what goes on the front. */
function section(x: number, width: number, wallHeight: number, wall: string, inner: string): string {
  const top = GROUND - wallHeight;
  const rise = Math.min(56, width * 0.22);
  const eave = 8;
  return (
    `<polygon points="${r(x - eave)},${r(top)} ${r(x + width / 2)},${r(top - rise)} ${r(x + width + eave)},${r(top)}" fill="#4b5563"/>` +
    `<rect x="${r(x)}" y="${r(top)}" width="${r(width)}" height="${wallHeight}" fill="${wall}" stroke="#1f2937" stroke-width="1.5"/>` +
    inner
  );
}

function livingFront(x: number, width: number, wallHeight: number, bedrooms: number): string {
  const top = GROUND - wallHeight;
  const door = `<rect x="${r(x + width / 2 - 9)}" y="${GROUND - 40}" width="18" height="40" fill="#7c4a2d"/>`;
  const windows = Math.max(2, Math.min(6, bedrooms + 1));
  const gap = width / (windows + 1);
  let out = door;
  for (let i = 1; i <= windows; i++) {
    const cx = x + gap * i;
    if (Math.abs(cx - (x + width / 2)) < 20) continue; // leave the door clear
    out += `<rect x="${r(cx - 8)}" y="${r(top + 14)}" width="16" height="20" fill="#bfdbfe" stroke="#1f2937"/>`;
  }
  // Porch roof along the front.
  out += `<rect x="${r(x + 4)}" y="${r(top + 2)}" width="${r(width - 8)}" height="5" fill="#6b7280"/>`;
  return out;
}

function shopFront(x: number, width: number, wallHeight: number, shopSquareFeet: number): string {
  const doors = Math.max(1, Math.min(4, Math.round(shopSquareFeet / 1400)));
  const doorWidth = Math.min(44, (width - 12) / doors - 8);
  const doorHeight = wallHeight - 20;
  const gap = (width - doors * doorWidth) / (doors + 1);
  let out = '';
  for (let i = 0; i < doors; i++) {
    const dx = x + gap + i * (doorWidth + gap);
    out += `<rect x="${r(dx)}" y="${GROUND - doorHeight}" width="${r(doorWidth)}" height="${doorHeight}" fill="#f9fafb" stroke="#1f2937"/>`;
    for (let line = 1; line < 4; line++) {
      const y = GROUND - doorHeight + (doorHeight / 4) * line;
      out += `<line x1="${r(dx)}" y1="${r(y)}" x2="${r(dx + doorWidth)}" y2="${r(y)}" stroke="#9ca3af"/>`;
    }
  }
  return out;
}

export function renderSpecSheet(plan: SpecSheetInput): string {
  const living = plan.livingSquareFeet;
  const shop = plan.shopSquareFeet ?? 0;
  const total = living + shop;
  // Width grows with the square root of the floor area (the side of a footprint of that area).
  const drawn = Math.max(150, Math.min(WIDTH - 80, (WIDTH - 80) * Math.sqrt(total / FULL_WIDTH_AREA)));
  const left = (WIDTH - drawn) / 2;
  const livingWidth = (drawn * living) / total;
  const shopWidth = drawn - livingWidth;

  let building = section(left, livingWidth, 58, '#f3ede4', livingFront(left, livingWidth, 58, plan.bedrooms));
  let labels = `<text x="${r(left + livingWidth / 2)}" y="${GROUND + 20}" text-anchor="middle" font-size="13" fill="#374151">Living ${sqft(living)}</text>`;
  if (shop > 0) {
    building += section(left + livingWidth, shopWidth, 78, '#e5e7eb', shopFront(left + livingWidth, shopWidth, 78, shop));
    labels += `<text x="${r(left + livingWidth + shopWidth / 2)}" y="${GROUND + 20}" text-anchor="middle" font-size="13" fill="#374151">Shop ${sqft(shop)}</text>`;
  }

  const facts: [string, string][] = [
    ['Living', sqft(living)],
    ['Shop', shop > 0 ? sqft(shop) : 'None'],
    ['Bedrooms', String(plan.bedrooms)],
    ['Baths', plan.bathrooms],
    ['Walls', `R-${plan.wallRValue}`],
    ['Roof', `R-${plan.roofRValue}`],
  ];
  const cell = (WIDTH - 40) / facts.length;
  const factText = facts
    .map(
      ([label, value], i) =>
        `<text x="${r(20 + cell * i + cell / 2)}" y="342" text-anchor="middle" font-size="12" fill="#6b7280">${label}</text>` +
        `<text x="${r(20 + cell * i + cell / 2)}" y="366" text-anchor="middle" font-size="17" font-weight="700" fill="#111827">${escapeXml(value)}</text>`,
    )
    .join('');

  const name = escapeXml(plan.name);
  const subtitle = escapeXml(`${plan.category} · ${plan.style.charAt(0).toUpperCase()}${plan.style.slice(1)} · SIP shell`);
  const summary = escapeXml(
    `${plan.category} plan: ${sqft(living)} living${shop > 0 ? `, ${sqft(shop)} shop` : ''}, ` +
      `${plural(plan.bedrooms, 'bedroom', 'bedrooms')}, ${plural(plan.bathrooms, 'bath', 'baths')}, ` +
      `R-${plan.wallRValue} walls, R-${plan.roofRValue} roof.`,
  );

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="title desc" ${FONT}>` +
    `<title id="title">${name} spec sheet</title><desc id="desc">${summary}</desc>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>` +
    `<rect x="0.5" y="0.5" width="${WIDTH - 1}" height="${HEIGHT - 1}" fill="none" stroke="#d1d5db"/>` +
    `<text x="20" y="40" font-size="26" font-weight="700" fill="#111827">${name}</text>` +
    `<text x="20" y="62" font-size="13" fill="#4b5563">${subtitle}</text>` +
    building +
    `<line x1="20" y1="${GROUND}" x2="${WIDTH - 20}" y2="${GROUND}" stroke="#65a30d" stroke-width="3"/>` +
    labels +
    `<line x1="20" y1="312" x2="${WIDTH - 20}" y2="312" stroke="#e5e7eb"/>` +
    factText +
    `</svg>`
  );
}
