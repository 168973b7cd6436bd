import PDFDocument from "pdfkit";
import type { ResumeTemplate } from "@shared/resume";
import type { ResumeSections } from "./local-writer.server";

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

function clean(sections: ResumeSections): ResumeSections {
  const t = toWinAnsi;
  return {
    name: t(sections.name),
    contact: sections.contact.map(t),
    headline: t(sections.headline),
    summary: t(sections.summary),
    experience: sections.experience.map((job) => ({
      title: t(job.title),
      organization: t(job.organization),
      period: job.period ? t(job.period) : null,
      bullets: job.bullets.map(t),
    })),
    skills: sections.skills.map(t),
    clearance: sections.clearance ? t(sections.clearance) : null,
    education: sections.education.map(t),
    certifications: sections.certifications.map(t),
  };
}

function bullets(doc: Doc, items: readonly string[], x: number, width: number, options: { font: string; size: number; color: string; bullet: string }) {
  for (const item of items) {
    const y = doc.y;
    doc.font(options.font).fontSize(options.size).fillColor(options.bullet).text("•", x, y, { lineBreak: false });
    doc.fillColor(options.color).text(item, x + 12, y, { width: width - 12, lineGap: 1.5 });
    doc.moveDown(0.25);
  }
}

// ───────────── professional: serif, centred header, ruled sections ─────────────

function professional(doc: Doc, r: ResumeSections) {
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
  heading("Professional Summary");
  body(r.summary);
  heading("Experience");
  for (const job of r.experience) {
    const y = doc.y;
    doc.font("Times-Bold").fontSize(11).fillColor(ink).text(job.title, left, y, { width: width - 110 });
    const after = doc.y;
    if (job.period) doc.font("Times-Italic").fontSize(10).fillColor(muted).text(job.period, left + width - 110, y, { width: 110, align: "right" });
    doc.font("Times-Italic").fontSize(10.5).fillColor(muted).text(job.organization, left, after, { width });
    doc.moveDown(0.3);
    bullets(doc, job.bullets, left + 6, width - 6, { font: "Times-Roman", size: 10.5, color: ink, bullet: ink });
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
    bullets(doc, r.education, left + 6, width - 6, { font: "Times-Roman", size: 10.5, color: ink, bullet: ink });
  }
  if (r.certifications.length) {
    heading("Certifications");
    bullets(doc, r.certifications, left + 6, width - 6, { font: "Times-Roman", size: 10.5, color: ink, bullet: ink });
  }
}

// ───────────── modern: sans, colour band, skill chips ─────────────

function modern(doc: Doc, r: ResumeSections) {
  const accent = "#2d72d2";
  const ink = "#1c2127";
  const muted = "#5f6b7c";
  const left = 54;
  const width = PAGE.width - 108;
  doc.rect(0, 0, PAGE.width, 104).fill(accent);
  doc.font("Helvetica-Bold").fontSize(26).fillColor("#ffffff").text(r.name, left, 30, { width });
  doc.font("Helvetica").fontSize(11.5).fillColor("#e5efff").text(r.headline, left, doc.y + 2, { width });
  doc.font("Helvetica").fontSize(9.5).fillColor(muted).text(r.contact.join("   |   "), left, 118, { width });
  const heading = (title: string) => {
    doc.moveDown(1).font("Helvetica-Bold").fontSize(12).fillColor(accent).text(title, left, doc.y, { width });
    const y = doc.y + 2;
    doc.rect(left, y, 28, 2.5).fill(accent);
    doc.y = y + 9;
  };
  const body = (text: string) => doc.font("Helvetica").fontSize(10).fillColor(ink).text(text, left, doc.y, { width, lineGap: 2.5 });
  heading("Summary");
  body(r.summary);
  heading("Experience");
  for (const job of r.experience) {
    doc.font("Helvetica-Bold").fontSize(11).fillColor(ink).text(job.title, left, doc.y, { width });
    doc.font("Helvetica").fontSize(10).fillColor(muted).text([job.organization, job.period].filter(Boolean).join("  ·  "), left, doc.y + 1, { width });
    doc.moveDown(0.4);
    bullets(doc, job.bullets, left, width, { font: "Helvetica", size: 10, color: ink, bullet: accent });
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
    bullets(doc, items, left, width, { font: "Helvetica", size: 10, color: ink, bullet: accent });
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
    doc.roundedRect(x, y, w, height, 8).fill("#e5efff");
    doc.fillColor(accent).text(item, x + 8, y + 4, { lineBreak: false });
    x += w + 6;
  }
  doc.x = left;
  doc.y = y + height + 4;
}

// ───────────── creative: coloured sidebar, two columns ─────────────

const SIDEBAR = 200;

function creative(doc: Doc, r: ResumeSections) {
  const accent = "#634dbf";
  const ink = "#1c2127";
  const paintSidebar = () => doc.rect(0, 0, SIDEBAR, PAGE.height).fill(accent);
  paintSidebar();
  doc.on("pageAdded", paintSidebar);
  const sideLeft = 24;
  const sideWidth = SIDEBAR - 48;
  doc.font("Helvetica-Bold").fontSize(21).fillColor("#ffffff").text(r.name, sideLeft, 48, { width: sideWidth });
  doc.moveDown(0.3).font("Helvetica-Oblique").fontSize(10.5).fillColor("#e8e2ff").text(r.headline, { width: sideWidth });
  const sideHeading = (title: string) => {
    doc.moveDown(1.2).font("Helvetica-Bold").fontSize(10.5).fillColor("#ffffff").text(title.toUpperCase(), sideLeft, doc.y, { width: sideWidth });
    doc.moveDown(0.3);
  };
  const sideText = (items: readonly string[]) => {
    for (const item of items) {
      doc.font("Helvetica").fontSize(9.5).fillColor("#f4f1ff").text(item, sideLeft, doc.y, { width: sideWidth, lineGap: 1 });
      doc.moveDown(0.25);
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
  const mainLeft = SIDEBAR + 32;
  const mainWidth = PAGE.width - mainLeft - 40;
  const heading = (title: string) => {
    doc.moveDown(1).font("Helvetica-Bold").fontSize(13).fillColor(accent).text(title, mainLeft, doc.y, { width: mainWidth });
    doc.moveDown(0.3);
  };
  doc.y = 40;
  heading("Profile");
  doc.font("Helvetica").fontSize(10).fillColor(ink).text(r.summary, mainLeft, doc.y, { width: mainWidth, lineGap: 2.5 });
  heading("Experience");
  for (const job of r.experience) {
    doc.font("Helvetica-Bold").fontSize(11).fillColor(ink).text(job.title, mainLeft, doc.y, { width: mainWidth });
    doc.font("Helvetica-Oblique").fontSize(10).fillColor("#5f6b7c").text([job.organization, job.period].filter(Boolean).join(", "), mainLeft, doc.y + 1, { width: mainWidth });
    doc.moveDown(0.4);
    bullets(doc, job.bullets, mainLeft, mainWidth, { font: "Helvetica", size: 10, color: ink, bullet: accent });
  }
  if (r.education.length) {
    heading("Education");
    bullets(doc, r.education, mainLeft, mainWidth, { font: "Helvetica", size: 10, color: ink, bullet: accent });
  }
  if (r.certifications.length) {
    heading("Certifications");
    bullets(doc, r.certifications, mainLeft, mainWidth, { font: "Helvetica", size: 10, color: ink, bullet: accent });
  }
}

const LAYOUTS: Readonly<Record<ResumeTemplate, (doc: Doc, r: ResumeSections) => void>> = { professional, modern, creative };

/** The resume as PDF bytes in the chosen template. */
export function renderResumePdf(sections: ResumeSections, template: ResumeTemplate): Promise<Buffer> {
  const r = clean(sections);
  const doc = new PDFDocument({
    size: "LETTER",
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
  doc.end();
  return done;
}
