/**
 * Characters a writer could not put in XML are saved as _xHHHH_ (a carriage return as _x000D_);
 * a literal "_x" is saved with its underscore escaped (_x005F_), which one pass leaves as text.
 */
export const unescapeXstring = (text: string) =>
  text.includes('_x')
    ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      )
    : text;

/**
 * The text of a string item (a shared string's <si>, an inline string's <is>): its <t>, or its
 * rich text runs' <t> joined, without the phonetic guides (<rPh>) some East Asian text carries.
 */
export class StringItemText {
  private chars = '';
  private inText = false;
  private inPhonetic = false;

  start(): void {
    this.chars = '';
  }

  open(name: string): void {
    if (name === 't') this.inText = !this.inPhonetic;
    else if (name === 'rPh') this.inPhonetic = true;
  }

  add(text: string): void {
    if (this.inText) this.chars += text;
  }

  close(name: string): void {
    if (name === 't') this.inText = false;
    else if (name === 'rPh') this.inPhonetic = false;
  }

  get text(): string {
    return unescapeXstring(this.chars);
  }
}
