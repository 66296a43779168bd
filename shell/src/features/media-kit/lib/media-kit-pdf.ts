import { jsPDF } from 'jspdf';
import { formatDollars } from 'shared-ui/billing';
import { compact, kitAudience, kitSubtitle, platformName, type MediaKit } from './kit';
import { pdfFileName, pdfText } from './pdf-text';

const PAGE = { width: 612, height: 792, margin: 48 };
const INK = [17, 24, 39] as const;
const MUTED = [100, 116, 139] as const;
const ACCENT = [16, 185, 129] as const;
const BARS = [[16, 185, 129], [59, 130, 246], [245, 158, 11], [236, 72, 153], [139, 92, 246]] as const;

/** The photo as a data URL jsPDF can embed (JPEG or PNG), or null (the generated SVG avatar, a failed fetch). */
async function photo(url: string | null): Promise<{ data: string; format: 'JPEG' | 'PNG' } | null> {
  if (!url || !/^https?:/.test(url)) return null;
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    const blob = await response.blob();
    const format = blob.type === 'image/png' ? 'PNG' : blob.type === 'image/jpeg' ? 'JPEG' : null;
    if (!format) return null;
    const data = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(blob);
    });
    return { data, format };
  } catch {
    return null;
  }
}

/** Renders the media kit (the same sections the page shows) to a one- or two-page PDF. */
export async function buildMediaKitPdf(kit: MediaKit, publicUrl: string | null): Promise<jsPDF> {
  const doc = new jsPDF({ unit: 'pt', format: 'letter' });
  doc.setProperties({ title: pdfText(`${kit.full_name} - Media Kit`), subject: 'Media kit', creator: 'Pitchside' });
  const width = PAGE.width - PAGE.margin * 2;
  let y = PAGE.margin;

  const ensure = (height: number) => {
    if (y + height > PAGE.height - PAGE.margin) {
      doc.addPage();
      y = PAGE.margin;
    }
  };
  const write = (text: string, { size = 11, bold = false, color = INK, gap = 4 }: { size?: number; bold?: boolean; color?: readonly number[]; gap?: number } = {}) => {
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    doc.setFontSize(size);
    doc.setTextColor(color[0]!, color[1]!, color[2]!);
    const lines = doc.splitTextToSize(pdfText(text), width) as string[];
    for (const line of lines) {
      ensure(size * 1.3);
      doc.text(line, PAGE.margin, y + size);
      y += size * 1.3;
    }
    y += gap;
  };
  const heading = (text: string) => {
    ensure(40);
    y += 10;
    doc.setDrawColor(ACCENT[0], ACCENT[1], ACCENT[2]);
    doc.setLineWidth(2);
    doc.line(PAGE.margin, y, PAGE.margin + 36, y);
    y += 8;
    write(text, { size: 14, bold: true, gap: 2 });
  };
  const row = (left: string, right: string) => {
    ensure(16);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(11);
    doc.setTextColor(INK[0], INK[1], INK[2]);
    doc.text((doc.splitTextToSize(pdfText(left), width - 120) as string[])[0] ?? '', PAGE.margin, y + 11);
    doc.setTextColor(MUTED[0], MUTED[1], MUTED[2]);
    doc.text(pdfText(right), PAGE.margin + width, y + 11, { align: 'right' });
    y += 16;
  };

  // header: photo (or initial), name, subtitle, headline
  const image = await photo(kit.avatar_url);
  if (image) {
    doc.addImage(image.data, image.format, PAGE.margin, y, 72, 72);
  } else {
    doc.setFillColor(ACCENT[0], ACCENT[1], ACCENT[2]);
    doc.circle(PAGE.margin + 36, y + 36, 36, 'F');
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(30);
    doc.setTextColor(255, 255, 255);
    doc.text(pdfText(kit.full_name).charAt(0).toUpperCase() || 'U', PAGE.margin + 36, y + 47, { align: 'center' });
  }
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(24);
  doc.setTextColor(INK[0], INK[1], INK[2]);
  doc.text(pdfText(kit.full_name), PAGE.margin + 88, y + 28);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(11);
  doc.setTextColor(MUTED[0], MUTED[1], MUTED[2]);
  const subtitle = kitSubtitle(kit);
  if (subtitle) doc.text(pdfText(subtitle), PAGE.margin + 88, y + 46);
  if (kit.headline) {
    doc.setTextColor(INK[0], INK[1], INK[2]);
    doc.text((doc.splitTextToSize(pdfText(kit.headline), width - 88) as string[])[0] ?? '', PAGE.margin + 88, y + 64);
  }
  y += 84;
  const socials = [kit.instagram_handle && `Instagram @${kit.instagram_handle}`, kit.twitter_handle && `X @${kit.twitter_handle}`, kit.tiktok_handle && `TikTok @${kit.tiktok_handle}`, kit.website_url]
    .filter(Boolean)
    .join('   ');
  if (socials) write(socials, { size: 10, color: MUTED });

  if (kit.bio) {
    heading('About');
    write(kit.bio);
  }
  if (kit.platforms?.length) {
    heading('Platforms');
    for (const p of kit.platforms) {
      row(`${platformName(p.platform)}${p.handle ? ` @${p.handle.replace(/^@/, '')}` : ''}`, `${compact(p.follower_count)} followers${p.engagement_rate != null ? ` - ${p.engagement_rate}% engagement` : ''}`);
    }
  }
  const audience = kitAudience(kit.audience);
  const dimensions = (['age', 'gender', 'location'] as const).filter((d) => audience.byDimension[d]?.length);
  if (dimensions.length) {
    heading(audience.platform ? `Audience (${platformName(audience.platform)})` : 'Audience');
    for (const d of dimensions) {
      write(d === 'location' ? 'Top locations' : d === 'age' ? 'Age' : 'Gender', { size: 11, bold: true, gap: 2 });
      audience.byDimension[d]!.forEach((share, i) => {
        ensure(16);
        const colour = BARS[i % BARS.length]!;
        doc.setFont('helvetica', 'normal');
        doc.setFontSize(10);
        doc.setTextColor(INK[0], INK[1], INK[2]);
        doc.text(pdfText(share.label), PAGE.margin, y + 10);
        doc.setFillColor(226, 232, 240);
        doc.rect(PAGE.margin + 110, y + 2, 300, 9, 'F');
        doc.setFillColor(colour[0], colour[1], colour[2]);
        doc.rect(PAGE.margin + 110, y + 2, Math.max(1, (300 * Math.min(100, share.percentage)) / 100), 9, 'F');
        doc.text(`${share.percentage}%`, PAGE.margin + 420, y + 10);
        y += 15;
      });
      y += 4;
    }
  }
  if (kit.stats?.length) {
    heading('Stats');
    for (const s of kit.stats) row(`${s.stat_name}${s.season ? ` (${s.season})` : ''}`, `${s.stat_value ?? '-'}${s.unit ? ` ${s.unit}` : ''}`);
  }
  if (kit.achievements?.length) {
    heading('Achievements');
    for (const a of kit.achievements) {
      row(a.title, a.achieved_on ?? '');
      if (a.description) write(a.description, { size: 10, color: MUTED, gap: 2 });
    }
  }
  if (kit.partnerships?.length) {
    heading('Past partnerships');
    for (const p of kit.partnerships) row(`${p.brand_name} - ${p.deal_title}`, p.completed_at.slice(0, 7));
  }
  if (kit.rates?.length) {
    heading('Rates');
    for (const r of kit.rates) row(r.label, formatDollars(r.amount));
  }
  if (publicUrl) {
    y += 12;
    write(`Media kit online: ${publicUrl}`, { size: 9, color: MUTED });
  }
  return doc;
}

export async function downloadMediaKitPdf(kit: MediaKit, publicUrl: string | null): Promise<void> {
  const doc = await buildMediaKitPdf(kit, publicUrl);
  doc.save(pdfFileName(kit.handle, kit.full_name));
}
