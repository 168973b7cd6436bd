import PDFDocument from "pdfkit";
import type { ResumeTemplate } from "@shared/resume";
import type { ResumeSections } from "./local-resume.server";

/**
 * Resume PDFs laid out per template with pdfkit's built-in fonts (real, selectable text; no font
 * files to ship). Letter size; a typical profile fills one page, a long one two.
 */

type Doc = PDFKit.PDFDocument;

const PAGE = { width: 612, height: 792 };
const WIN_ANSI_EXTRAS = "•—–‘’“”…€™";

/** The built-in fonts speak WinAnsi: accents are folded ("José" → "Jose"), other symbols become "?". */
export function toWinAnsi(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e\xa0-\xff\n]/g, (ch) => (WIN_ANSI_EXTRAS.includes(ch) ? ch : "?"));
}

/** The resume as the PDF prints it: plain WinAnsi strings, evidence marks left to the preview. */
interface Printed {
  name: string;
  contact: string[];
  headline: string;
  summary: string;
  experience: { title: string; organization: string; period: string | null; bullets: string[] }[];
  service: { heading: string; period: string | null; lines: string[] } | null;
  skills: string[];
  clearance: string | null;
  education: string[];
  certifications: string[];
}

function printed(sections: ResumeSections): Printed {
  const t = toWinAnsi;
  const service = sections.service;
  return {
    name: t(sections.name),
    contact: sections.contact.map(t),
    headline: t(sections.headline),
    summary: t(sections.summary.map((item) => item.text).join(" ")),
    experience: sections.experience.map((job) => ({
      title: t(job.title),
      organization: t(job.organization),
      period: job.period ? t(job.period) : null,
      bullets: job.bullets.map((bullet) => t(bullet.text)),
    })),
    service: service
      ? {
          heading: t(`${service.title.text}, ${service.branch.text}`),
          period: service.period ? t(service.period) : null,
          lines: [
            service.rank ? `Rank: ${service.rank.text}` : null,
            service.unit ? `Unit: ${service.unit.text}` : null,
            ...service.deployments.map((item) => `Deployment: ${item.text}`),
          ]
            .filter((line): line is string => line !== null)
            .map(t),
        }
      : null,
    skills: sections.skills.map((item) => t(item.text)),
    clearance: sections.clearance ? t(sections.clearance.text) : null,
    education: sections.education.map((item) => t(item.text)),
    certifications: sections.certifications.map((item) => t(item.text)),
  };
}

function bullets(doc: Doc, items: readonly string[], x: number, width: number, options: { font: string; size: number; color: string; bullet: string }) {
  for (const item of items) {
    doc.font(options.font).fontSize(options.size);
    // A bullet that would break across pages starts on the next one, marker and all.
    if (doc.y + doc.heightOfString(item, { width: width - 12, lineGap: 1.5 }) > PAGE.height - 40) doc.addPage();
    const y = doc.y;
    doc.font(options.font).fontSize(options.size).fillColor(options.bullet).text("•", x, y, { lineBreak: false });
    doc.fillColor(options.color).text(item, x + 12, y, { width: width - 12, lineGap: 1.5 });
    doc.moveDown(0.25);
  }
}

// ───────────── professional: one column, serif, centred header, ruled sections ─────────────

function professional(doc: Doc, r: Printed) {
  const left = 60;
  const width = PAGE.width - 120;
  const ink = "#1c2127";
  const muted = "#5f6b7c";
  doc.font("Times-Bold").fontSize(24).fillColor(ink).text(r.name, left, 56, { width, align: "center" });
  doc.moveDown(0.15).font("Times-Italic").fontSize(11.5).fillColor(muted).text(r.headline, { width, align: "center" });
  doc.moveDown(0.2).font("Times-Roman").fontSize(10).text(r.contact.join("  ·  "), { width, align: "center" });
  const heading = (title: string) => {
    doc.moveDown(0.9).font("Times-Bold").fontSize(11.5).fillColor(ink).text(title.toUpperCase(), left, doc.y, { width });
    const y = doc.y + 2;
    doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.75).strokeColor("#8f99a8").stroke();
    doc.y = y + 6;
  };
  const body = (text: string) => doc.font("Times-Roman").fontSize(10.5).fillColor(ink).text(text, left, doc.y, { width, lineGap: 2 });
  const list = (items: readonly string[]) => bullets(doc, items, left + 6, width - 6, { font: "Times-Roman", size: 10.5, color: ink, bullet: ink });
  const role = (title: string, subtitle: string | null, period: string | null) => {
    const y = doc.y;
    doc.font("Times-Bold").fontSize(11).fillColor(ink).text(title, left, y, { width: width - 110 });
    const after = doc.y;
    if (period) doc.font("Times-Italic").fontSize(10).fillColor(muted).text(period, left + width - 110, y, { width: 110, align: "right" });
    if (subtitle) doc.font("Times-Italic").fontSize(10.5).fillColor(muted).text(subtitle, left, after, { width });
    doc.moveDown(0.3);
  };
  if (r.summary) {
    heading("Professional Summary");
    body(r.summary);
  }
  if (r.experience.length) {
    heading("Experience");
    for (const job of r.experience) {
      role(job.title, job.organization, job.period);
      list(job.bullets);
    }
  }
  if (r.service) {
    heading("Military Service");
    role(r.service.heading, null, r.service.period);
    list(r.service.lines);
  }
  if (r.skills.length) {
    heading("Skills");
    body(r.skills.join("  •  "));
  }
  if (r.clearance) {
    heading("Security Clearance");
    body(r.clearance);
  }
  if (r.education.length) {
    heading("Education");
    list(r.education);
  }
  if (r.certifications.length) {
    heading("Certifications");
    list(r.certifications);
  }
}

// ───────────── modern: two columns, a skills sidebar beside the story ─────────────

const SIDEBAR = 196;

function modern(doc: Doc, r: Printed) {
  const accent = "#2d72d2";
  const ink = "#1c2127";
  const muted = "#5f6b7c";
  // Text that runs onto a new page continues in the main column's ink, not the sidebar's paint.
  const paintSidebar = () => doc.rect(0, 0, SIDEBAR, PAGE.height).fill("#eef3fb").fillColor(ink);
  paintSidebar();
  doc.on("pageAdded", paintSidebar);
  const sideLeft = 24;
  const sideWidth = SIDEBAR - 44;
  const mainLeft = SIDEBAR + 28;
  const mainWidth = PAGE.width - mainLeft - 40;
  // Sidebar first (it never runs past page one: skills and contact are short lists).
  doc.font("Helvetica-Bold").fontSize(20).fillColor(accent).text(r.name, sideLeft, 44, { width: sideWidth });
  doc.moveDown(0.3).font("Helvetica").fontSize(9.5).fillColor(muted).text(r.headline, sideLeft, doc.y, { width: sideWidth });
  const sideHeading = (title: string) => {
    doc.moveDown(1.1).font("Helvetica-Bold").fontSize(9.5).fillColor(accent).text(title.toUpperCase(), sideLeft, doc.y, { width: sideWidth, characterSpacing: 0.6 });
    doc.moveDown(0.3);
  };
  const sideText = (items: readonly string[]) => {
    for (const item of items) {
      doc.font("Helvetica").fontSize(9.5).fillColor(ink).text(item, sideLeft, doc.y, { width: sideWidth, lineGap: 1 });
      doc.moveDown(0.2);
    }
  };
  sideHeading("Contact");
  sideText(r.contact);
  if (r.skills.length) {
    sideHeading("Skills");
    sideText(r.skills);
  }
  if (r.clearance) {
    sideHeading("Clearance");
    sideText([r.clearance]);
  }
  if (r.certifications.length) {
    sideHeading("Certifications");
    sideText(r.certifications);
  }
  if (r.education.length) {
    sideHeading("Education");
    sideText(r.education);
  }
  const heading = (title: string) => {
    doc.moveDown(1).font("Helvetica-Bold").fontSize(12.5).fillColor(accent).text(title, mainLeft, doc.y, { width: mainWidth });
    const y = doc.y + 2;
    doc.rect(mainLeft, y, 28, 2.5).fill(accent);
    doc.y = y + 8;
  };
  const role = (title: string, subtitle: string) => {
    doc.font("Helvetica-Bold").fontSize(11).fillColor(ink).text(title, mainLeft, doc.y, { width: mainWidth });
    doc.font("Helvetica").fontSize(9.5).fillColor(muted).text(subtitle, mainLeft, doc.y + 1, { width: mainWidth });
    doc.moveDown(0.4);
  };
  const list = (items: readonly string[]) => bullets(doc, items, mainLeft, mainWidth, { font: "Helvetica", size: 10, color: ink, bullet: accent });
  doc.switchToPage(0);
  doc.y = 30;
  if (r.summary) {
    heading("Summary");
    doc.font("Helvetica").fontSize(10).fillColor(ink).text(r.summary, mainLeft, doc.y, { width: mainWidth, lineGap: 2.5 });
  }
  if (r.experience.length) {
    heading("Experience");
    for (const job of r.experience) {
      role(job.title, [job.organization, job.period].filter(Boolean).join("  ·  "));
      list(job.bullets);
    }
  }
  if (r.service) {
    heading("Military Service");
    role(r.service.heading, r.service.period ?? "");
    list(r.service.lines);
  }
}

// ───────────── creative: an accent header band, chips for skills ─────────────

function creative(doc: Doc, r: Printed) {
  const accent = "#634dbf";
  const ink = "#1c2127";
  const muted = "#5f6b7c";
  const left = 54;
  const width = PAGE.width - 108;
  doc.rect(0, 0, PAGE.width, 112).fill(accent);
  doc.rect(0, 112, PAGE.width, 5).fill("#f0b726");
  doc.font("Helvetica-Bold").fontSize(27).fillColor("#ffffff").text(r.name, left, 30, { width });
  doc.font("Helvetica-Oblique").fontSize(11.5).fillColor("#e8e2ff").text(r.headline, left, doc.y + 2, { width });
  doc.font("Helvetica").fontSize(9.5).fillColor("#f4f1ff").text(r.contact.join("   |   "), left, doc.y + 4, { width });
  doc.y = 130;
  const heading = (title: string) => {
    doc.moveDown(0.9).font("Helvetica-Bold").fontSize(12.5).fillColor(accent).text(title.toUpperCase(), left, doc.y, { width, characterSpacing: 0.8 });
    doc.moveDown(0.3);
  };
  const role = (title: string, subtitle: string) => {
    doc.font("Helvetica-Bold").fontSize(11).fillColor(ink).text(title, left, doc.y, { width });
    doc.font("Helvetica-Oblique").fontSize(10).fillColor(muted).text(subtitle, left, doc.y + 1, { width });
    doc.moveDown(0.4);
  };
  const list = (items: readonly string[]) => bullets(doc, items, left, width, { font: "Helvetica", size: 10, color: ink, bullet: accent });
  if (r.summary) {
    heading("Profile");
    doc.font("Helvetica").fontSize(10).fillColor(ink).text(r.summary, left, doc.y, { width, lineGap: 2.5 });
  }
  if (r.experience.length) {
    heading("Experience");
    for (const job of r.experience) {
      role(job.title, [job.organization, job.period].filter(Boolean).join(", "));
      list(job.bullets);
    }
  }
  if (r.service) {
    heading("Military Service");
    role(r.service.heading, r.service.period ?? "");
    list(r.service.lines);
  }
  if (r.skills.length) {
    heading("Skills");
    chips(doc, r.skills, left, width, accent);
  }
  const facts: [string, string[]][] = [
    ["Security Clearance", r.clearance ? [r.clearance] : []],
    ["Education", r.education],
    ["Certifications", r.certifications],
  ];
  for (const [title, items] of facts) {
    if (items.length === 0) continue;
    heading(title);
    list(items);
  }
}

function chips(doc: Doc, items: readonly string[], left: number, width: number, accent: string) {
  doc.font("Helvetica").fontSize(9);
  const height = 16;
  let x = left;
  let y = doc.y;
  for (const full of items) {
    let item = full;
    while (item.length > 4 && doc.widthOfString(item) + 16 > width) item = `${item.slice(0, -2)}…`;
    const w = doc.widthOfString(item) + 16;
    if (x + w > left + width) {
      x = left;
      y += height + 5;
    }
    doc.roundedRect(x, y, w, height, 8).fill("#ece8fb");
    doc.fillColor(accent).text(item, x + 8, y + 4, { lineBreak: false });
    x += w + 6;
  }
  doc.x = left;
  doc.y = y + height + 4;
}

const LAYOUTS: Readonly<Record<ResumeTemplate, (doc: Doc, r: Printed) => void>> = { professional, modern, creative };

export const MAX_PDF_PAGES = 2;

function render(r: Printed, template: ResumeTemplate): Promise<{ pdf: Buffer; pages: number }> {
  const doc = new PDFDocument({
    size: "LETTER",
    bufferPages: true,
    margins: { top: 40, bottom: 40, left: 54, right: 54 },
    info: { Title: `Resume - ${r.name}`, Author: r.name, Creator: "VetCareer Resume Builder" },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  LAYOUTS[template](doc, r);
  const pages = doc.bufferedPageRange().count;
  doc.end();
  return done.then((pdf) => ({ pdf, pages }));
}

/** One bullet less, from the entry with the most (the oldest on a tie): the cut that loses least. */
function shorter(r: Printed): Printed | null {
  let pick = -1;
  for (let i = r.experience.length - 1; i >= 0; i--) {
    if (r.experience[i].bullets.length > 1 && (pick === -1 || r.experience[i].bullets.length > r.experience[pick].bullets.length)) pick = i;
  }
  if (pick !== -1) {
    return { ...r, experience: r.experience.map((job, i) => (i === pick ? { ...job, bullets: job.bullets.slice(0, -1) } : job)) };
  }
  if (r.experience.length > 1) return { ...r, experience: r.experience.slice(0, -1) };
  if (r.skills.length > 8) return { ...r, skills: r.skills.slice(0, -2) };
  return null;
}

/** The resume as PDF bytes in the chosen template, two Letter pages at most (USAJOBS's rule). */
export async function renderResumePdf(sections: ResumeSections, template: ResumeTemplate): Promise<Buffer> {
  let r = printed(sections);
  for (;;) {
    const { pdf, pages } = await render(r, template);
    const next = pages > MAX_PDF_PAGES ? shorter(r) : null;
    if (!next) return pdf;
    r = next;
  }
}
