import type PDFKit from "pdfkit";
import { invoiceDocument as words, paymentMethodLabels } from "~/content/invoices";
import { formatInvoiceEuro } from "~/features/coach-facts/euro";
import { dutchDate, dutchDateOf } from "./dates";
import type { Invoice } from "./invoice";
import { fontRuns, pdfFaces, pdfFonts, type FaceFiles, type PdfFace } from "./pdf-fonts.server";

/**
 * The invoice as a PDF (art. 35a Wet OB, ADR 0102): A4, Dutch, in the site's
 * palette and brand fonts (embedded, cut to the glyphs used). Made once per
 * invoice from its row and then only served from the stored copy; the same
 * row always gives the same bytes (the document's dates are the issue time).
 */
const palette = {
  ink: "#1e2a2b",
  body: "#3a4647",
  muted: "#566264",
  pine: "#2a5246",
  pineLight: "#eaf1ee",
  sand: "#f6f0e6",
  line: "#e2d3bb",
};

const page = { width: 595.28, height: 841.89, margin: 56 };
const contentWidth = page.width - 2 * page.margin;

interface TextOptions {
  width?: number;
  align?: "left" | "right";
  lineGap?: number;
}

type Doc = InstanceType<typeof PDFKit>;

/** The document being drawn and the fonts' files it draws with. */
interface Pen {
  doc: Doc;
  fonts: Record<PdfFace, FaceFiles>;
}

/** Writes a text at (x, y) in a face, switching to the Latin Extended file where a character needs it. */
function write(
  { doc, fonts }: Pen,
  face: PdfFace,
  size: number,
  color: string,
  text: string,
  x: number,
  y: number,
  options: TextOptions = {},
) {
  const runs = fontRuns(text, fonts[face]);
  doc.fontSize(size).fillColor(color);
  runs.forEach((run, index) => {
    doc.font(run.ext ? `${face}-ext` : face);
    const continued = index < runs.length - 1;
    if (index === 0) doc.text(run.text, x, y, { ...options, continued });
    else doc.text(run.text, { continued });
  });
}

function sellerBlock(pen: Pen, invoice: Invoice) {
  const { doc } = pen;
  const { seller } = invoice;
  const x = page.margin;
  write(pen, "heading", 17, palette.pine, seller.businessName, x, page.margin, { width: contentWidth * 0.6 });
  const lines = [seller.name, seller.street, `${seller.postalCode} ${seller.city}`, seller.email];
  write(pen, "body", 9, palette.body, lines.join("\n"), x, doc.y + 6, { width: contentWidth * 0.6, lineGap: 2 });
  write(pen, "heading", 26, palette.ink, words.title[invoice.kind], x, page.margin - 4, {
    width: contentWidth,
    align: "right",
  });
}

function detailsAndClient(pen: Pen, invoice: Invoice, top: number) {
  const { doc } = pen;
  const left = page.margin;
  write(pen, "bold", 8.5, palette.muted, words.to.toUpperCase(), left, top);
  const { client } = invoice;
  write(pen, "bold", 10.5, palette.ink, client.name, left, top + 16, { width: 250 });
  const address = client.address
    ? [client.address.street, `${client.address.postalCode} ${client.address.city}`].concat(
        client.address.country === "NL" ? [] : [client.address.country],
      )
    : [];
  write(pen, "body", 9.5, palette.body, [...address, client.email].join("\n"), left, doc.y + 3, {
    width: 250,
    lineGap: 2,
  });
  const clientBottom = doc.y;

  const rows: [string, string][] = [
    [words.details.number, invoice.number],
    [words.details.date, dutchDate(invoice.issueDate)],
  ];
  if (invoice.originalNumber) rows.push([words.details.original, invoice.originalNumber]);
  if (invoice.dueDate) rows.push([words.details.dueDate, dutchDate(invoice.dueDate)]);
  const labelX = page.margin + contentWidth - 250;
  let y = top;
  for (const [label, value] of rows) {
    write(pen, "body", 9.5, palette.muted, label, labelX, y, { width: 110 });
    write(pen, "bold", 9.5, palette.ink, value, labelX + 110, y, { width: 140, align: "right" });
    y += 17;
  }
  return Math.max(clientBottom, y);
}

function lineTable(pen: Pen, invoice: Invoice, top: number): number {
  const { doc } = pen;
  const left = page.margin;
  const amountWidth = 110;
  doc.rect(left, top, contentWidth, 24).fill(palette.sand);
  write(pen, "bold", 9, palette.ink, words.table.description, left + 10, top + 8);
  write(pen, "bold", 9, palette.ink, words.table.amount, left, top + 8, { width: contentWidth - 10, align: "right" });
  const rowTop = top + 36;
  write(pen, "body", 10.5, palette.ink, invoice.description, left + 10, rowTop, {
    width: contentWidth - amountWidth - 30,
    lineGap: 2,
  });
  const period = words.period(dutchDate(invoice.period.start), dutchDate(invoice.period.end));
  write(pen, "body", 9, palette.muted, `${words.details.period}: ${period}`, left + 10, doc.y + 3, {
    width: contentWidth - amountWidth - 30,
  });
  const bottom = doc.y;
  write(pen, "body", 10.5, palette.ink, formatInvoiceEuro(invoice.amounts.exclCents), left, rowTop, {
    width: contentWidth - 10,
    align: "right",
  });
  const lineY = bottom + 14;
  doc
    .moveTo(left, lineY)
    .lineTo(left + contentWidth, lineY)
    .lineWidth(0.75)
    .strokeColor(palette.line)
    .stroke();
  return lineY;
}

function totals(pen: Pen, invoice: Invoice, top: number): number {
  const { doc } = pen;
  const width = 250;
  const x = page.margin + contentWidth - width;
  let y = top + 14;
  const row = (label: string, amount: string, strong = false) => {
    const face = strong ? "bold" : "body";
    const size = strong ? 12 : 10;
    write(pen, face, size, strong ? palette.ink : palette.body, label, x, y, { width: width - 110 });
    write(pen, face, size, palette.ink, amount, x, y, { width: width - 10, align: "right" });
    y += strong ? 22 : 18;
  };
  const { amounts, vat } = invoice;
  // Without btw (KOR, exempt) the line's amount is the total: no btw lines, the note below says why.
  if (vat.regime === "standard") {
    row(words.totals.excl, formatInvoiceEuro(amounts.exclCents));
    row(words.totals.vat(vat.rate), formatInvoiceEuro(amounts.vatCents));
    doc
      .moveTo(x, y - 2)
      .lineTo(x + width, y - 2)
      .lineWidth(0.75)
      .strokeColor(palette.line)
      .stroke();
    y += 6;
  }
  row(words.totals.total, formatInvoiceEuro(amounts.inclCents), true);
  return y;
}

function notes(pen: Pen, invoice: Invoice, top: number) {
  const { doc } = pen;
  const left = page.margin;
  let y = top + 10;
  if (invoice.vat.note) {
    write(pen, "body", 9.5, palette.body, invoice.vat.note, left, y, { width: contentWidth });
    y = doc.y + 14;
  }
  const method = paymentMethodLabels[invoice.paymentMethod];
  const { seller, amounts } = invoice;
  let payment: string;
  if (invoice.paidAt) {
    payment = (invoice.kind === "credit" ? words.refunded : words.paid)(dutchDateOf(invoice.paidAt), method);
  } else if (invoice.kind === "credit") {
    payment = words.toRefund;
  } else {
    const amount = formatInvoiceEuro(amounts.inclCents);
    payment = invoice.dueDate
      ? words.toPay(amount, dutchDate(invoice.dueDate), seller.iban, seller.businessName, invoice.number)
      : words.toPayNoDate(amount, seller.iban, seller.businessName, invoice.number);
  }
  doc.fontSize(10).font("body");
  const height = doc.heightOfString(payment, { width: contentWidth - 28, lineGap: 2 }) + 24;
  doc.roundedRect(left, y, contentWidth, height, 8).fill(palette.pineLight);
  write(pen, "body", 10, palette.pine, payment, left + 14, y + 12, { width: contentWidth - 28, lineGap: 2 });
}

function footer(pen: Pen, invoice: Invoice) {
  const { doc } = pen;
  const { seller } = invoice;
  const y = page.height - page.margin - 34;
  doc
    .moveTo(page.margin, y)
    .lineTo(page.margin + contentWidth, y)
    .lineWidth(0.75)
    .strokeColor(palette.line)
    .stroke();
  const facts = [
    seller.businessName,
    `${words.seller.kvk} ${seller.kvk}`,
    `${words.seller.btwId} ${seller.btwId}`,
    ...(seller.iban ? [`${words.seller.iban} ${seller.iban}`] : []),
  ].join("  ·  ");
  write(pen, "body", 8, palette.muted, facts, page.margin, y + 9, { width: contentWidth });
  write(pen, "body", 8, palette.muted, words.questions(seller.email), page.margin, y + 21, { width: contentWidth });
}

/** Renders one invoice; resolves to the PDF's bytes. */
export async function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  // Loaded on the first invoice, not at start-up: the PDF library is large and most starts never need it.
  const { default: PDFDocument } = await import("pdfkit");
  const fonts = await pdfFonts();
  const issued = new Date(invoice.issuedAt);
  const doc = new PDFDocument({
    size: "A4",
    margin: page.margin,
    lang: "nl-NL",
    displayTitle: true,
    // The brand font from the start, so no standard font (Helvetica) is referenced, unembedded. pdfkit
    // takes a parsed fontkit font here as everywhere; its type declarations only name a path.
    font: fonts.body.latin as unknown as string,
    info: {
      Title: words.metaTitle(invoice.kind, invoice.number),
      Author: invoice.seller.businessName,
      Subject: invoice.description,
      Creator: invoice.seller.businessName,
      CreationDate: issued,
      ModDate: issued,
    },
  });
  for (const face of pdfFaces) {
    doc.registerFont(face, fonts[face].latin as unknown as string);
    doc.registerFont(`${face}-ext`, fonts[face].latinExt as unknown as string);
  }
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const pen = { doc, fonts };
  sellerBlock(pen, invoice);
  const detailsBottom = detailsAndClient(pen, invoice, 178);
  const tableBottom = lineTable(pen, invoice, detailsBottom + 34);
  const totalsBottom = totals(pen, invoice, tableBottom);
  notes(pen, invoice, totalsBottom + 12);
  footer(pen, invoice);
  doc.end();
  return done;
}
