import type { Cents } from "./money";

// The amount line of a check: the dollars in words, then the cents as "and NN/100" —
// "One Thousand Two Hundred Thirty-Four Dollars and 56/100". Zero is "Zero Dollars". It reads
// amounts up to the millions the spec asks for and on to the billions a numeric(14,2) can hold,
// from integer cents (never a float).

const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];
const SCALES = ["", "Thousand", "Million", "Billion"];

/** 1–999 in words: "Three Hundred Forty-Five". */
function hundreds(n: number): string {
  const words: string[] = [];
  if (n >= 100) words.push(`${ONES[Math.floor(n / 100)]} Hundred`);
  const rest = n % 100;
  if (rest >= 20) words.push(TENS[Math.floor(rest / 10)] + (rest % 10 ? `-${ONES[rest % 10]}` : ""));
  else if (rest > 0) words.push(ONES[rest]);
  return words.join(" ");
}

/** A whole number of dollars in words; 0 is "Zero". */
export function numberInWords(whole: number): string {
  if (!Number.isSafeInteger(whole) || whole < 0) throw new RangeError(`Not a whole amount: ${whole}`);
  if (whole === 0) return "Zero";
  const groups: string[] = [];
  let rest = whole;
  for (let scale = 0; rest > 0; scale += 1) {
    const group = rest % 1000;
    if (group) {
      if (scale >= SCALES.length) throw new RangeError(`Too large to write out: ${whole}`);
      groups.unshift(SCALES[scale] ? `${hundreds(group)} ${SCALES[scale]}` : hundreds(group));
    }
    rest = Math.floor(rest / 1000);
  }
  return groups.join(" ");
}

/**
 * A check's amount in words: "Zero Dollars" for 0; "One Dollar and 00/100"; "Zero Dollars and
 * 05/100" for five cents; "Twenty-One Thousand Three Hundred Forty-Five Dollars and 67/100".
 */
export function amountInWords(cents: Cents | number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount in cents: ${cents}`);
  if (cents === 0) return "Zero Dollars";
  const dollars = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, "0");
  return `${numberInWords(dollars)} ${dollars === 1 ? "Dollar" : "Dollars"} and ${fraction}/100`;
}
